import type { Context } from "hono";
import { isbot } from "isbot";
import type { Session } from "../../core/session/session.ts";
import { APP_REQUEST_COOKIE, APP_REQUEST_HEADER, APP_REQUEST_PARAM } from "../../core/site/app-request.ts";
import { versionForCountry, versionFromSegment } from "../../core/site/versions.ts";
import { CONSENT_COOKIE } from "../../core/tracking/analytics-consent.ts";
import type { AppEnv } from "../app-env.ts";

// What a shareable page may differ by (docs/decisions/051-shareable-pages.md), none of it personal: the version
// (in the address), the region chosen on it (country and currency: prices and rules), the analytics choice (the
// banner), the app's own view, and whether a crawler asked (it is sent the page whole, not streamed).

/** Set when a shopper chooses a country: a reverse proxy in front passes their pages to the shop (decision 052). */
export const REGION_COOKIE = "twc_region";

/** Cookies a shareable page may read: the page's variant, never who the shopper is. */
const VARIANT_COOKIES = [CONSENT_COOKIE, APP_REQUEST_COOKIE] as const;

/** Headers of a render that are never part of a shared answer. */
export const UNSHARED_HEADERS: ReadonlySet<string> = new Set([
  "set-cookie",
  "cache-control",
  "content-length",
]);

export interface PageVariant {
  /** The page cache's key: the address and everything the page may differ by. */
  key: string;
  /** A stranger's session holding only the region chosen on this version. */
  session: Session;
  /** The request the page is rendered from: always a GET, with no cookie but the variant's. */
  request: Request;
}

/** A one-time notice waits in the session for the next page: that page is the shopper's own. */
export function hasPendingNotice(session: Session): boolean {
  return Boolean(session.data.bagNotice || session.data.accountNotice);
}

/** The shareable render of this request, or null when the address itself asks for something personal. */
export function pageVariantOf(c: Context<AppEnv>, url: URL): PageVariant | null {
  // `?isAppRequest=` sets or clears the app's cookie: a personal answer.
  if (url.searchParams.has(APP_REQUEST_PARAM)) return null;
  const version = versionFromSegment(url.pathname.split("/")[1]?.replace(/\.data$/, ""));
  const { country, currency } = c.get("session").data;
  const region = country && versionForCountry(country) === version ? { country, currency } : {};
  const cookies = parseCookies(c.req.header("cookie"));
  const kept = VARIANT_COOKIES.flatMap((name) => {
    const value = cookies.get(name);
    return value === undefined ? [] : [`${name}=${value}`];
  });
  const headers = new Headers(c.req.raw.headers);
  headers.delete("cookie");
  headers.delete("authorization");
  if (kept.length > 0) headers.set("cookie", kept.join("; "));
  const appHeader = c.req.header(APP_REQUEST_HEADER)?.trim().toLowerCase() === "true";
  const crawler = isbot(c.req.header("user-agent") ?? "");
  const key = JSON.stringify([
    url.pathname + url.search,
    region.country,
    region.currency,
    kept,
    appHeader,
    crawler,
  ]);
  return {
    key,
    session: { id: "", csrfToken: "", data: region, expiresAt: new Date(0).toISOString() },
    request: new Request(url, { method: "GET", headers }),
  };
}

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}
