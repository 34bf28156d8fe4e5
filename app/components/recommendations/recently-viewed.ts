import { RECENTLY_VIEWED_KEPT } from "../../../core/recommendations/recommendation-rules.ts";

// Recently viewed lives in the shopper's own browser, as a first-party cookie of product codes, newest first: the
// server reads it to draw the strip, and no database row is written for each page a shopper opens. The product
// page writes it once hydrated, so without JavaScript there is simply no strip.
export const RECENTLY_VIEWED_COOKIE = "recentlyViewed";
const SEPARATOR = ".";
/** 30 days: long enough to come back to, short enough not to follow the shopper for ever. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// A pattern, not a schema: this module is in the product page's first load, which ships no schema library (decision 053).
const PRODUCT_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** The codes a cookie value holds, newest first; anything that is not a product code is dropped. */
export function parseRecentlyViewed(value: string | null | undefined): string[] {
  if (!value) return [];
  const codes = value
    .split(SEPARATOR)
    .filter((code) => PRODUCT_CODE.test(code))
    .slice(0, RECENTLY_VIEWED_KEPT);
  return [...new Set(codes)];
}

/** The cookie's value after viewing `code`: it goes first, once, and the oldest fall off. */
export function withViewed(codes: readonly string[], code: string): string {
  return [code, ...codes.filter((c) => c !== code)].slice(0, RECENTLY_VIEWED_KEPT).join(SEPARATOR);
}

/** The cookie's value in a request's Cookie header. */
export function recentlyViewedFrom(cookieHeader: string | null): string[] {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, ...rest] = part.trim().split("=");
    if (name === RECENTLY_VIEWED_COOKIE) return parseRecentlyViewed(rest.join("="));
  }
  return [];
}

/** Records a product page view in the browser (called once the page has hydrated). */
export function rememberViewed(code: string): void {
  if (!PRODUCT_CODE.test(code)) return;
  const next = withViewed(recentlyViewedFrom(document.cookie), code);
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves; codes need no escaping.
  document.cookie = `${RECENTLY_VIEWED_COOKIE}=${next}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
