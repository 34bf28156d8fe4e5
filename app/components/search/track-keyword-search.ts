declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** spec 000 §7: a keyword-search tracking event when a search is made (the payload is ours to design). */
export function trackKeywordSearch(
  term: string,
  source: "submit" | "suggestion" | "recent" | "popular",
): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: "Keyword Search", keyword: term, searchSource: source });
}
