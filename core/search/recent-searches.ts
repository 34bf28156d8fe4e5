// spec 000 §9: recent searches are kept in the cookie twc_ss, joined by |, at most 5, newest first.
export const RECENT_SEARCHES_COOKIE = "twc_ss";
export const MAX_RECENT_SEARCHES = 5;

/** The recent searches a cookie value holds (already URI-decoded), newest first. */
export function parseRecentSearches(value: string | undefined | null): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const part of value.split("|")) {
    const term = part.trim();
    const key = term.toLowerCase();
    if (!term || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
    if (terms.length === MAX_RECENT_SEARCHES) break;
  }
  return terms;
}

/** Puts a term first, drops an earlier copy of it (any case) and keeps the newest five. */
export function addRecentSearch(terms: readonly string[], term: string): string[] {
  const clean = term.replace(/\|/g, " ").trim();
  if (!clean) return [...terms];
  const key = clean.toLowerCase();
  return [clean, ...terms.filter((t) => t.toLowerCase() !== key)].slice(0, MAX_RECENT_SEARCHES);
}

export function serialiseRecentSearches(terms: readonly string[]): string {
  return terms.join("|");
}

/** spec 000 §9: popular searches are up to 5 terms from a semicolon-separated setting. */
export function parsePopularSearches(value: string): string[] {
  return value
    .split(";")
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 5);
}
