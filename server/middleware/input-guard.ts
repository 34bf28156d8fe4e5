import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import { edgeRouteFor } from "../edge-routes.ts";
import { errorAnswer } from "./errors.ts";

const NUL = "\u0000";
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function refuse(c: Context, message: string): Response {
  return errorAnswer(c, 400, "ValidationError", message);
}

/** Decodes percent escapes, or null when they are malformed (`%E0%A4%A`). */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes(NUL);
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, inner]) => key.includes(NUL) || hasNul(inner));
  return false;
}

/**
 * Refuses input the handlers behind it should never see: a NUL character anywhere in the path,
 * query, cookies or body fields (PostgreSQL refuses text with one, which answered 500), malformed percent
 * escapes, and form bodies that do not parse (400); a page action's body that is not a form
 * is 415. It reads a clone of the body, after the body limit, so the handler still gets the whole body.
 */
export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const path = decoded(url.pathname);
    const query = decoded(url.search);
    if (path === null || query === null) return refuse(c, "The address has a malformed % escape.");
    if (path.includes(NUL) || query.includes(NUL) || (c.req.header("cookie") ?? "").includes("%00"))
      return refuse(c, "The address must not contain a NUL character.");
    if (SAFE_METHODS.has(c.req.method)) return next();

    const type = (c.req.header("content-type") ?? "").toLowerCase();
    const isForm = FORM_TYPES.some((form) => type.startsWith(form));
    if (edgeRouteFor(c.req.path).pageAction && !isForm)
      return errorAnswer(c, 415, "UnsupportedMediaTypeError", "Send the form as form fields.");
    if (!c.req.raw.body) return next();
    const fields = await readFields(c.req.raw.clone(), isForm);
    if (fields === undefined) return refuse(c, "The request body could not be read as its content type.");
    if (hasNul(fields)) return refuse(c, "The form must not contain a NUL character.");
    return next();
  };
}

/**
 * The body's fields to look for NUL in; undefined when a form does not parse. Any other body is searched as
 * JSON when it parses as JSON (an escaped NUL is one too), else as text: its handler answers bad JSON.
 */
async function readFields(request: Request, isForm: boolean): Promise<unknown> {
  if (isForm) {
    try {
      const form = await request.formData();
      return [...form.entries()].map(([key, value]) => [key, typeof value === "string" ? value : ""]);
    } catch {
      return undefined;
    }
  }
  const text = await request.text().catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
