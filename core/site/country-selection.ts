import {
  DEFAULT_COUNTRY_BY_VERSION,
  isVersion,
  type Version,
  versionForCountry,
  withVersion,
} from "./versions.ts";

// spec 000 §3: Country (isocode, name, defaultBaseStore.defaultCurrency); Currency (isocode, symbol).
interface Currency {
  isocode: string;
  symbol: string;
  name: string;
}

export interface Country {
  isocode: string;
  name: string;
  /** The site version this country is served by (spec 000 §9). */
  version: Version;
  defaultBaseStore: { uid: string; defaultCurrency: Currency };
}

/**
 * The country the shell shows as selected on a version: the shopper's choice when that choice is
 * served by this version, else the version's default (spec 000 §9: default country GB). A shopper
 * who chose France and then types /uk/ is shown the United Kingdom, not a country uk cannot serve.
 */
export function selectedCountryFor(version: Version, chosen: string | undefined): string {
  if (chosen && versionForCountry(chosen) === version) return chosen.toUpperCase();
  return DEFAULT_COUNTRY_BY_VERSION[version];
}

// spec 000 §4: on the order confirmation page the selector goes to the new version's home page.
const ORDER_CONFIRMATION = /^checkout\/orderConfirmation(\/|$)/;

/**
 * Where the browser goes after choosing a country (spec 000 §4): the same page under the country's
 * version (which is the same address when the version does not change), or that version's home page
 * from the order confirmation page. `currentPath` is the page's own path with or without its version
 * prefix and query; anything that is not a plain site path is treated as the home page.
 */
export function addressAfterCountryChange(isocode: string, currentPath: string | undefined): string {
  const version = versionForCountry(isocode);
  const { path, query } = sitePathWithoutVersion(currentPath);
  if (ORDER_CONFIRMATION.test(path)) return `/${version}/`;
  return `${withVersion(version, `/${path}`)}${query}`;
}

/** Splits `/uk/help/delivery?x=1#y` into `help/delivery` and `?x=1`; unsafe or foreign input gives the home page. */
function sitePathWithoutVersion(currentPath: string | undefined): { path: string; query: string } {
  // Only same-site paths: never `//host`, a scheme, or backslash tricks, so the answer cannot send the shopper away.
  if (!currentPath?.startsWith("/") || /^\/[/\\]/.test(currentPath) || /[\s\\]/.test(currentPath))
    return { path: "", query: "" };
  const withoutHash = currentPath.split("#")[0] ?? "";
  const queryStart = withoutHash.indexOf("?");
  const pathname = queryStart === -1 ? withoutHash : withoutHash.slice(0, queryStart);
  const query = queryStart === -1 ? "" : withoutHash.slice(queryStart);
  const segments = pathname.split("/").filter(Boolean);
  if (isVersion(segments[0])) segments.shift();
  return { path: segments.join("/"), query: query === "?" ? "" : query };
}
