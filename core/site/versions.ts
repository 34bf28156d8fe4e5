// spec 000 §1, §9: three regional versions chosen by the first path segment; uk when it is none.
export const VERSIONS = ["uk", "us", "row"] as const;
export type Version = (typeof VERSIONS)[number];

export const DEFAULT_VERSION: Version = "uk";

export const LOCALE_BY_VERSION: Record<Version, string> = { uk: "en-GB", us: "en-US", row: "en-GB" };

/** The language-region code search engines are told each version is for (hreflang). */
export const HREFLANG_BY_VERSION: Record<Version, string> = { uk: "en-GB", us: "en-US", row: "en" };

/** Who a page is for when no version matches the searcher's language and region: the rest-of-world site. */
export const X_DEFAULT_VERSION: Version = "row";

/** The currency a version shows before the shopper picks a country. */
export const DEFAULT_CURRENCY_BY_VERSION: Record<Version, string> = { uk: "GBP", us: "USD", row: "EUR" };

export const DEFAULT_COUNTRY_BY_VERSION: Record<Version, string> = { uk: "GB", us: "US", row: "FR" };

/**
 * The country each version's shop sends from (spec 002 §5 "International delivery": a product without
 * international delivery reaches only this country). The rest-of-world site ships from the UK.
 */
export const HOME_COUNTRY_BY_VERSION: Record<Version, string> = { uk: "GB", us: "US", row: "GB" };

export const BASE_SITE_BY_VERSION: Record<Version, string> = { uk: "twc-uk", us: "twc-us", row: "twc-row" };

export function isVersion(value: unknown): value is Version {
  return typeof value === "string" && (VERSIONS as readonly string[]).includes(value);
}

/** The version a first path segment selects: uk for anything that is not a version. */
export function versionFromSegment(segment: string | undefined): Version {
  return isVersion(segment) ? segment : DEFAULT_VERSION;
}

/** spec 000 §9: GB gives uk, US gives us, every other country gives row. */
export function versionForCountry(isocode: string): Version {
  const code = isocode.toUpperCase();
  if (code === "GB") return "uk";
  if (code === "US") return "us";
  return "row";
}

/** Prefixes a site path with the version unless it already carries one (spec 000 §2). */
export function withVersion(version: Version, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("//")) return path;
  const clean = path.startsWith("/") ? path : `/${path}`;
  const first = clean.split("/")[1];
  if (isVersion(first)) return clean;
  return clean === "/" ? `/${version}/` : `/${version}${clean}`;
}
