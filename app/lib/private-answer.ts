// One shopper's own page or answer (a bag, a checkout, an order): kept by no shared cache, and not even by the
// browser once used. The server side's twin is server/middleware/private-answer.ts.

export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** A route's `headers` export for a page that is only ever one shopper's. */
export function privateHeaders() {
  return PRIVATE_HEADERS;
}
