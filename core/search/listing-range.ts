import { pageCount } from "./pagination.ts";
import type { SearchQuery } from "./search-query.ts";

// Decision 035: what a listing page does with a page or price bound its listing no longer has.
// A bookmarked page of a category that has since shrunk shows its last page; a price bound above the listing's
// prices is left out (it filters nothing any more), and so is a lower bound above the upper one (spec 002 §5).

/** The query corrected to the listing's pages and prices, or null when it asks for nothing out of range. */
export function correctOutOfRange(
  query: SearchQuery,
  listing: { bounds: { min: number; max: number }; total: number; pageSize: number },
): SearchQuery | null {
  const priceMax = query.priceMax !== null && query.priceMax > listing.bounds.max ? null : query.priceMax;
  const priceMin =
    query.priceMin !== null && query.priceMin > (priceMax ?? listing.bounds.max) ? null : query.priceMin;
  // A changed price bound changes the results and their pages: the caller asks again before the page is judged.
  if (priceMax !== query.priceMax || priceMin !== query.priceMin) return { ...query, priceMin, priceMax };
  const last = pageCount(listing.total, listing.pageSize);
  return query.page > last ? { ...query, page: last } : null;
}
