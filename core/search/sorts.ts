import { SORT_NAMES } from "./labels.ts";
import type { SearchCurrency, SearchDocument } from "./search-document.ts";
import { type SearchQuery, SORT_CODES, type SortCode, searchQueryString, withQuery } from "./search-query.ts";

export interface SortOption {
  code: SortCode;
  name: string;
  selected: boolean;
  query: string;
}

/**
 * Orders matched products. Relevance is the text score when there is text; on a category listing
 * it is popularity (rating weighted by how many reviewed). Sold-out products go last under
 * relevance so the first screen is something the shopper can buy. Ties fall back to the code, so
 * the order is stable across pages.
 */
export function sortDocuments(
  docs: SearchDocument[],
  sort: SortCode,
  currency: SearchCurrency,
  scores: ReadonlyMap<string, number> | null,
): SearchDocument[] {
  const byCode = (a: SearchDocument, b: SearchDocument) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  const price = (d: SearchDocument) => d.fromPrice[currency].amount;
  switch (sort) {
    case "price-asc":
      return docs.sort((a, b) => price(a) - price(b) || byCode(a, b));
    case "price-desc":
      return docs.sort((a, b) => price(b) - price(a) || byCode(a, b));
    case "newest":
      return docs.sort((a, b) => b.createdAt - a.createdAt || byCode(a, b));
    case "rating":
      return docs.sort(
        (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || b.reviewCount - a.reviewCount || byCode(a, b),
      );
    case "relevance": {
      const relevance = scores
        ? (d: SearchDocument) => scores.get(d.code) ?? 0
        : (d: SearchDocument) => (d.rating ?? 0) * Math.log2(2 + d.reviewCount);
      return docs.sort(
        (a, b) =>
          Number(a.stock.soldOut) - Number(b.stock.soldOut) || relevance(b) - relevance(a) || byCode(a, b),
      );
    }
  }
}

export function sortOptions(query: SearchQuery): SortOption[] {
  return SORT_CODES.map((code) => ({
    code,
    name: SORT_NAMES[code],
    selected: query.sort === code,
    query: searchQueryString(withQuery(query, { sort: code })),
  }));
}
