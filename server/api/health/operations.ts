import type { OperationGroup } from "../openapi/json-operation.ts";

// The health checks for the OpenAPI document (routes in route.ts; docs/operations.md). The document's own
// address is described beside it, in ../openapi.

export const healthOperations: OperationGroup = {
  tag: "Operations",
  description: "Readiness and liveness for load balancers and orchestrators, and this document.",
  operations: [
    {
      method: "get",
      paths: ["/healthz"],
      summary: "Readiness: the search index is built and the database answers",
      responses: {
        200: '`{status: "ok", database: "up", latencyMs}`.',
        503: '`{status: "starting"}` while the search index is built, or `{status: "unavailable"}`.',
      },
    },
    {
      method: "get",
      paths: ["/livez"],
      summary: "Liveness: the process serves HTTP",
      responses: { 200: '`{status: "ok"}`.' },
    },
  ],
};
