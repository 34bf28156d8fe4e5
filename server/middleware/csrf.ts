import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { DomainError } from "../../core/errors/domain-error.ts";
import type { AppEnv } from "../app-env.ts";
import { isSameOriginRequest } from "./same-origin.ts";

const CSRF_HEADER = "x-csrf-token";
/** spec 000 §7: the client also sends the token unmodified; proxies that rewrite one leave the other. */
const CSRF_UNMODIFIED_HEADER = "x-unmodified-csrf-token";
/** Native form posts (newsletter, search-free forms) carry the token in this field. */
export const CSRF_FIELD = "CSRFToken";

/**
 * State-changing routes that take no CSRF token, each with why. They are mounted before the session middleware,
 * so they never see the cookie and cannot act as the shopper; this list keeps the exception documented and
 * the CSRF inventory test (tests/api/csrf-inventory.test.ts) checks each still refuses an unauthenticated call.
 */
export const CSRF_EXEMPT_ROUTES: Readonly<Record<string, string>> = {
  "POST /authorizationserver/oauth/token":
    "OAuth token endpoint: authenticated by client credentials or a refresh token, never by the session cookie (docs/decisions/019-oauth-tokens.md)",
  "POST /api/collect":
    "analytics collector: navigator.sendBeacon cannot send a token, so it takes only same-origin requests (Sec-Fetch-Site or Origin) with the consent cookie, never reads the session, and only appends to a log (docs/decisions/047-tracking-and-consent.md)",
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Every state-changing call must present the session's CSRF token, by header or form field, or, presenting none,
 * come from one of the shop's own pages as the browser attests (Sec-Fetch-Site, else Origin). A page shared by every
 * shopper carries no token until the shopper's own data arrives, and a native form on it posts none
 * (docs/decisions/051-shareable-pages.md). A token presented must be right.
 */
export function csrf(options: { publicOrigin: string }): MiddlewareHandler<AppEnv> {
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
    if (!presented && isSameOriginRequest(c.req.raw, options.publicOrigin)) return next();
    if (!presented || !same(presented, expected)) {
      throw new DomainError(
        "forbidden",
        "Your session has expired or the request could not be verified. Please reload the page and try again.",
      );
    }
    return next();
  };
}
