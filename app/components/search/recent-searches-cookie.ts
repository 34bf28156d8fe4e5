import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_COOKIE,
  serialiseRecentSearches,
} from "../../../core/search/recent-searches.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** spec 000 §9: recent searches from the twc_ss cookie, newest first. */
export function readRecentSearches(): string[] {
  if (typeof document === "undefined") return [];
  const pair = document.cookie.split("; ").find((c) => c.startsWith(`${RECENT_SEARCHES_COOKIE}=`));
  if (!pair) return [];
  try {
    return parseRecentSearches(decodeURIComponent(pair.slice(RECENT_SEARCHES_COOKIE.length + 1)));
  } catch {
    return [];
  }
}

function write(terms: readonly string[]): void {
  const value = encodeURIComponent(serialiseRecentSearches(terms));
  const maxAge = terms.length ? ONE_YEAR_SECONDS : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the spec names this cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${RECENT_SEARCHES_COOKIE}=${value}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

export function rememberSearch(term: string): string[] {
  const terms = addRecentSearch(readRecentSearches(), term);
  write(terms);
  return terms;
}

export function clearRecentSearches(): void {
  write([]);
}
