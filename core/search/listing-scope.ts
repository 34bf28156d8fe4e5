import type { SearchCurrency } from "./search-document.ts";
import { SEARCH_CURRENCIES } from "./search-document.ts";
import type { ListingScope } from "./search-service.ts";

/**
 * Which listing a site path (without the version) shows: `search` is the search results page
 * (spec 002 §2: a route whose second segment contains search), `c/{category}/{subcategory?}` a
 * category landing page, and `…/c/{code}` a product listing. Anything else is not a listing.
 */
export function listingScopeForPath(path: string): ListingScope | null {
  const segments = path.split("/").filter(Boolean).map(decodeSegment);
  if (segments.length === 0) return null;
  if (segments.length === 1 && segments[0] === "search") return { kind: "search" };
  if (segments[0] === "c" && (segments.length === 2 || segments.length === 3))
    return { kind: "category", categoryCode: segments[segments.length - 1]! };
  const c = segments.lastIndexOf("c");
  if (c >= 1 && c === segments.length - 2 && segments.length <= 5)
    return { kind: "category", categoryCode: segments[segments.length - 1]! };
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The visitor's currency: the session's choice when it is one we price in, else the version's default. */
export function searchCurrency(sessionCurrency: string | undefined, versionDefault: string): SearchCurrency {
  const wanted = (sessionCurrency ?? versionDefault).toUpperCase();
  return (SEARCH_CURRENCIES as readonly string[]).includes(wanted)
    ? (wanted as SearchCurrency)
    : (versionDefault as SearchCurrency);
}
