import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { DomainError } from "../../core/errors/domain-error.ts";
import type { AppEnv } from "../app-env.ts";

export const CSRF_HEADER = "x-csrf-token";
/** spec 000 §7: the client also sends the token unmodified; proxies that rewrite one leave the other. */
export const CSRF_UNMODIFIED_HEADER = "x-unmodified-csrf-token";
/** Native form posts (newsletter, search-free forms) carry the token in this field. */
export const CSRF_FIELD = "CSRFToken";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Every state-changing call must present the session's CSRF token, by header or form field. */
export function csrf(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const expected = c.get("session").csrfToken;
    let presented = c.req.header(CSRF_HEADER) ?? c.req.header(CSRF_UNMODIFIED_HEADER);
    const type = c.req.header("content-type") ?? "";
    if (
      !presented &&
      (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data"))
    ) {
      // Read a clone so the handler behind us still gets the whole body.
      const form = await c.req.raw
        .clone()
        .formData()
        .catch(() => null);
      const field = form?.get(CSRF_FIELD);
      presented = typeof field === "string" ? field : undefined;
    }
    if (!presented || !same(presented, expected)) {
      throw new DomainError(
        "forbidden",
        "Your session has expired or the request could not be verified. Please reload the page and try again.",
      );
    }
    return next();
  };
}
