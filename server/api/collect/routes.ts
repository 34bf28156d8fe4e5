import { Hono } from "hono";
import { consumeRateLimit, type RateLimitRule } from "../../../core/limits/rate-limit.ts";
import { consentFromCookieHeader } from "../../../core/tracking/analytics-consent.ts";
import { collectBatchSchema, MAX_COLLECT_BODY_BYTES } from "../../../core/tracking/collect-batch.ts";
import type { AppEnv } from "../../app-env.ts";
import { clientAddress } from "../../middleware/client-address.ts";
import { errorAnswer } from "../../middleware/errors.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { isSameOriginRequest } from "../../middleware/same-origin.ts";

export const COLLECT_PATH = "/api/collect";

/**
 * Batches one client may send per window: a shopper's tab flushes at most every 5 s while events come, plus a
 * beacon per click and per page hidden (docs/decisions/047-tracking-and-consent.md).
 */
export const COLLECT_RATE_LIMIT: RateLimitRule = { bucket: "collect", limit: 300, windowSeconds: 600 };

const BODY_TYPES = /^(application\/json|text\/plain)\s*(;|$)/i;

/**
 * `POST /api/collect`: the first-party collector (spec 002 §7 tracking; docs/decisions/047). A batch of events as
 * JSON, or as text/plain from navigator.sendBeacon. Mounted before the sessions: it never reads or starts the
 * shop's session, and takes no CSRF token (a beacon cannot send one). In its place: the request must come from our
 * own pages (Sec-Fetch-Site or Origin), carry the shopper's consent cookie, and stay within its rate limit; it only
 * ever appends to a log. 202 with the count stored; 400 for a body the schema refuses, with each problem's path.
 */
export function collectRoutes(options: { trustProxy: boolean; publicOrigin: string }) {
  return new Hono<AppEnv>().post(COLLECT_PATH, async (c) => {
    privateAnswer(c);
    if (!isSameOriginRequest(c.req.raw, options.publicOrigin)) {
      return errorAnswer(c, 403, "ForbiddenError", "Events are accepted only from this shop's own pages.");
    }
    if (consentFromCookieHeader(c.req.header("cookie")) !== "granted") {
      return errorAnswer(
        c,
        403,
        "ForbiddenError",
        "No analytics consent: the shopper has not allowed analytics, so nothing is stored.",
      );
    }
    if (!BODY_TYPES.test(c.req.header("content-type") ?? "")) {
      return errorAnswer(
        c,
        415,
        "UnsupportedMediaTypeError",
        "Send the events as application/json or text/plain.",
      );
    }
    const services = c.get("services");
    const verdict = await consumeRateLimit(
      services.rateLimits,
      COLLECT_RATE_LIMIT,
      clientAddress(c, options.trustProxy),
      Date.now(),
    );
    if (!verdict.allowed) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      return errorAnswer(c, 429, "RateLimitError", "Too many event batches. Please wait a few minutes.");
    }
    const text = await c.req.text();
    if (new TextEncoder().encode(text).byteLength > MAX_COLLECT_BODY_BYTES) {
      return errorAnswer(
        c,
        413,
        "PayloadTooLargeError",
        `The batch is too large: send at most ${MAX_COLLECT_BODY_BYTES / 1024} KB at a time.`,
      );
    }
    // A body that is not JSON throws SyntaxError and one the schema refuses ZodError: both answer 400 with what
    // was wrong (server/middleware/errors.ts).
    const batch = collectBatchSchema.parse(JSON.parse(text));
    const { stored } = await services.eventCollector.collect(batch);
    return c.json({ stored }, 202);
  });
}
