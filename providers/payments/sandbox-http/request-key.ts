import type { Context } from "hono";

// Sandbox side: the key a store sends with every change (Idempotency-Key, PayPal-Request-Id) so a retry gets the
// first answer. The sandboxes accept the same form for it: 1 to 128 letters, digits, `_`, `.`, `:` or `-`.

const REQUEST_KEY = /^[\w.:-]{1,128}$/;

/** The request's key from `header`, or null when it is missing or malformed. */
export function requestKey(c: Context, header: string): string | null {
  const key = c.req.header(header);
  return key && REQUEST_KEY.test(key) ? key : null;
}
