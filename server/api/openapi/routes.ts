import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { API_OPERATIONS, OPENAPI_PATH } from "./api-operations.ts";
import { type OpenApiDocument, openApiDocument } from "./openapi-document.ts";

/** The same for every caller and changed only by a release: shareable for an hour. */
const SHAREABLE = "public, max-age=3600";

let built: OpenApiDocument | undefined;

/** `GET /openapi.json`: the OpenAPI 3.1 document of the JSON calls, built once on first ask. */
export const openApiRoutes = new Hono<AppEnv>().get(OPENAPI_PATH, (c) => {
  built ??= openApiDocument(API_OPERATIONS);
  c.header("Cache-Control", SHAREABLE);
  return c.json(built);
});
