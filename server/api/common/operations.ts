import type { OperationGroup } from "../openapi/json-operation.ts";
import { pageUrlQuery } from "../page-url.ts";

// Page data a page's script asks for (spec 002 §3, §7) for the OpenAPI document: universalVariable.json here,
// the content service's page in ../cms.

export const pageDataOperations: OperationGroup = {
  tag: "Page data",
  description:
    "What a page's script asks for about the page: the shopper, the page and the basket; its content.",
  operations: [
    {
      method: "get",
      paths: ["/api/common/universalVariable.json"],
      summary: "User, page and basket data for a page",
      description: "Also starts the session and hands out its CSRF token (`csrfToken`). `private, no-store`.",
      query: pageUrlQuery,
      responses: { 200: "The universal variable of the page, with `csrfToken`." },
    },
    {
      method: "get",
      paths: ["/twccmsservice/page/"],
      summary: "A page's content by slot",
      description: "The same for everyone: `public, max-age=60`.",
      query: pageUrlQuery,
      responses: { 200: "The page's slots.", 404: "No content exists for the page." },
    },
  ],
};
