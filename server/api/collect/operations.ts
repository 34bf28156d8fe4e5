import { collectBatchSchema, MAX_COLLECT_BODY_BYTES } from "../../../core/tracking/collect-batch.ts";
import type { OperationGroup } from "../openapi/json-operation.ts";
import { COLLECT_PATH, COLLECT_RATE_LIMIT } from "./routes.ts";

// The first-party analytics collector (spec 002 §7) for the OpenAPI document; the route is in ./routes.ts.

export const collectOperations: OperationGroup = {
  tag: "Tracking",
  description:
    'The first-party collector of the analytics events the pages push to their data layer (README "Tracking events").',
  operations: [
    {
      method: "post",
      paths: [COLLECT_PATH],
      summary: "Store a batch of analytics events",
      description: [
        "Sent by the pages with `navigator.sendBeacon` (a JSON body as `text/plain`) or `fetch` (JSON).",
        "Only from the shop's own pages (`Sec-Fetch-Site: same-origin`, or an `Origin` of the shop) and only with",
        "the shopper's consent cookie `twc_consent=granted`: otherwise nothing is stored. No CSRF token, no session.",
        `At most ${MAX_COLLECT_BODY_BYTES / 1024} KB and 50 events a batch; ${COLLECT_RATE_LIMIT.limit} batches per`,
        `client in ${COLLECT_RATE_LIMIT.windowSeconds / 60} minutes. \`private, no-store\`.`,
      ].join(" "),
      body: collectBatchSchema,
      bodyEncoding: "json-or-text",
      responses: {
        202: "`{stored}`: the number of events stored, all of the batch.",
        403: "Not from the shop's own pages, or the shopper has not allowed analytics.",
        413: "The batch is larger than the collector takes.",
        415: "The body is neither JSON nor text/plain.",
        429: "Too many batches from this client: `Retry-After` says when to send again.",
      },
    },
  ],
};
