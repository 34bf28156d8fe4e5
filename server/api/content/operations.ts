import { brochureRequestSchema } from "../../../core/content-forms/brochure-request.ts";
import { contactMessageSchema } from "../../../core/content-forms/contact-message.ts";
import { searchParamsSchema } from "../../../core/magazine/search-params.ts";
import { z } from "../../../core/validation/zod.ts";
import type { OperationGroup } from "../openapi/json-operation.ts";

// The content forms and the magazine search (spec 002 §7) for the OpenAPI document; routes in this folder.
// The forms' e-mail and postcode follow the shopper's country's configured patterns on top of these schemas.

const PATTERNS =
  "The e-mail address and postcode must also match the shopper's country's configured patterns.";

export const contentOperations: OperationGroup = {
  tag: "Content",
  description: "The brochure request and contact forms as JSON calls, and the magazine's search.",
  operations: [
    {
      method: "post",
      paths: ["/api/content/:version/brochure-request"],
      summary: "Request a brochure",
      description: PATTERNS,
      body: brochureRequestSchema({}),
      bodyEncoding: "json-or-form",
      responses: { 201: "`{id, confirmationPath}`.", 404: "No such version." },
    },
    {
      method: "post",
      paths: ["/api/content/:version/contact-us"],
      summary: "Send a message to customer services",
      description: PATTERNS,
      body: contactMessageSchema({}),
      bodyEncoding: "json-or-form",
      responses: { 201: "`{id, confirmationPath}`.", 404: "No such version." },
    },
    {
      method: "post",
      paths: ["/api/algolia/index/:index"],
      summary: "Search the magazine's articles or stories",
      description:
        "Indexes `twc-inspire-article-card` and `twc-stories`. Parameters as a JSON object, as Algolia's " +
        '`{params: "query=…&hitsPerPage=…"}`, or in the query string; the body wins. Any error answers `{}`.',
      body: searchParamsSchema.extend({ params: z.string().optional() }),
      bodyEncoding: "json-or-form",
      responses: {
        200: "`{hits, nbHits, page, nbPages, hitsPerPage, facets, query, queryAfterRemoval, index}`.",
        400: "`{}`: the parameters are not valid.",
        404: "`{}`: no such index.",
      },
    },
  ],
};
