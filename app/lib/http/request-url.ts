export type QueryParams = Record<string, string | number | boolean | undefined>;

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:)?\/\//i;

/** "" or "/shop": leading slash, no trailing slash, so `basePath + "/path"` is always well formed. */
export function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "" : `/${trimmed}`;
}

/** spec 000 §7: relative urls sit under the site origin plus the configured base path; absolute urls are kept. */
export function resolveRequestUrl(
  url: string,
  site: { origin: string; basePath: string },
  query?: QueryParams,
): URL {
  const resolved = ABSOLUTE_URL.test(url)
    ? new URL(url, site.origin)
    : new URL(`${site.origin}${site.basePath}${url.startsWith("/") ? "" : "/"}${url}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) resolved.searchParams.append(name, String(value));
  }
  return resolved;
}

/**
 * spec 000 §8: the login address from a 401 answer, placed under the base path (default `loginPath`).
 * An address on another origin is ignored, so a response can never send the shopper off the site.
 */
export function loginAddressUnderBasePath(
  address: string | undefined,
  site: { origin: string; basePath: string; loginPath: string },
): string {
  const fallback = `${site.basePath}${site.loginPath}`;
  if (!address) return fallback;
  let url: URL;
  try {
    url = new URL(address, `${site.origin}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== site.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const alreadyUnderBase =
    site.basePath !== "" && (path === site.basePath || path.startsWith(`${site.basePath}/`));
  return alreadyUnderBase ? path : `${site.basePath}${path}`;
}

/** spec 000 §7: a response that was redirected inside the same origin to a different path moves the browser. */
export function isSameOriginRedirectToOtherPath(
  response: Response,
  requested: URL,
  siteOrigin: string,
): boolean {
  if (!response.redirected || response.url === "") return false;
  const landed = new URL(response.url);
  return landed.origin === siteOrigin && landed.pathname !== requested.pathname;
}
