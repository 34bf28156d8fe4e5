import type { z } from "../../../core/validation/zod.ts";

// How an API folder describes its JSON calls for the OpenAPI document (docs/decisions/040-openapi-from-zod.md).
// Each folder lists its calls in `operations.ts` beside its routes; the input schemas are the very zod schemas
// its handlers parse, so the document cannot say one thing while the handler checks another.

type HttpMethod = "get" | "post" | "put" | "delete";

/**
 * How the request body is sent: JSON, a form (`application/x-www-form-urlencoded`), either, or JSON written as
 * text/plain as well (a beacon's body).
 */
export type BodyEncoding = "json" | "form" | "json-or-form" | "json-or-text";

export interface JsonOperation {
  method: HttpMethod;
  /** The addresses as registered with Hono (`/:version/bag/cart.json`); a trailing `*` is a path of any depth. */
  paths: readonly string[];
  summary: string;
  /** What the summary cannot say: who may call it, caching, the spec section. */
  description?: string;
  /** The schema the handler parses the path parameters with, when it checks more than "a string". */
  params?: z.ZodType;
  /** The schema the handler parses the query string with. */
  query?: z.ZodType;
  /** The schema the handler parses the body with. */
  body?: z.ZodType;
  /** How the body may be sent (default JSON). */
  bodyEncoding?: BodyEncoding;
  /** Each answer by status: what it means. Every answer but a redirect is JSON. */
  responses: Readonly<Record<number, string>>;
}

/** A folder's calls under one heading of the document. */
export interface OperationGroup {
  tag: string;
  description: string;
  operations: readonly JsonOperation[];
}

/** The calls most of the spec's API answers both at the root and under a version (`/bag/…` and `/uk/bag/…`). */
export function withAndWithoutVersion(path: string): string[] {
  return [path, `/:version${path}`];
}

/** Routes registered with and without a trailing slash (the spec gives both spellings). */
export function withTrailingSlash(paths: readonly string[]): string[] {
  return paths.flatMap((path) => [path, `${path}/`]);
}
