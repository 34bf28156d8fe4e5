import {
  HREFLANG_BY_VERSION,
  VERSIONS,
  type Version,
  versionFromSegment,
  withVersion,
  X_DEFAULT_VERSION,
} from "../../core/site/versions.ts";

export { withVersion };

/** The version and the path after it for a pathname such as `/uk/help/delivery`. */
export function splitVersionPath(pathname: string): { version: Version; path: string } {
  const segments = pageAddress(pathname).split("/").filter(Boolean);
  const version = versionFromSegment(segments[0]);
  return { version, path: segments.slice(1).join("/") };
}

/**
 * The page a pathname stands for. Client navigations fetch loader data from `/uk/help.data`
 * (or `/_root.data` for a bare `/`), and loaders see that address, not the page's.
 */
export function pageAddress(pathname: string): string {
  return pathname.replace(/(\/_root)?\.data$/, "");
}

/**
 * Canonical and alternate addresses of one page in each version (spec 000 §2 versions). `query` is the part of
 * the query string that makes the page a page of its own (a listing's page number), already in canonical form;
 * filters, sorts and swatches are views of the same page and stay out.
 */
export function alternateLinks(
  origin: string,
  pathname: string,
  query: URLSearchParams = new URLSearchParams(),
) {
  const { version, path } = splitVersionPath(pathname);
  const search = query.size > 0 ? `?${query.toString()}` : "";
  const href = (v: Version) => `${origin}/${v}/${path}${search}`;
  return {
    canonical: href(version),
    alternates: [
      ...VERSIONS.map((v) => ({ hrefLang: HREFLANG_BY_VERSION[v], href: href(v) })),
      // A French or German searcher is sent to the site that delivers to them, priced in euros.
      { hrefLang: "x-default", href: href(X_DEFAULT_VERSION) },
    ],
  };
}

/**
 * Where a native form post may send the shopper back to: a path on this site inside the same version,
 * else that version's home. Never another origin (no open redirect: `//evil`, `/\evil`, `https:`).
 */
export function safeReturnPath(value: string | null | undefined, version: Version): string {
  const home = `/${version}/`;
  if (!value?.startsWith(`/${version}`) || /[\\\s]/.test(value)) return home;
  const base = "http://site.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return home;
  }
  if (url.origin !== base) return home;
  const { version: inPath } = splitVersionPath(url.pathname);
  const first = url.pathname.split("/")[1];
  if (first !== version || inPath !== version) return home;
  return `${url.pathname}${url.search}`;
}
