import { type FacetCode, facetName } from "./labels.ts";
import { PRICE_BANDS, priceBandName } from "./price-ranges.ts";
import type { SearchCategory, SearchCurrency } from "./search-document.ts";
import { type SearchQuery, searchQueryString, withQuery } from "./search-query.ts";
import { compareSizes } from "./size-order.ts";

/** Rating bands the facet offers ("4 stars & up", "3 …"). */
export const RATING_BANDS = [4, 3] as const;

interface FacetValue {
  code: string;
  name: string;
  count: number;
  selected: boolean;
  /** The query string that toggles this value (page back to 1), so a facet is a plain link. */
  query: string;
}

export interface Facet {
  code: FacetCode;
  name: string;
  multiSelect: boolean;
  values: FacetValue[];
}

export interface FacetContext {
  currency: SearchCurrency;
  locale: string;
  /** Categories offered by the category facet: the listing's children, or the top level for search. */
  facetCategories: readonly SearchCategory[];
}

/**
 * How many products have each facet value, counted the way spec 002 §4 wants: a facet's values over
 * the products that pass every *other* filter (disjunctive counts), only values with products. A
 * search provider counts; the names, orders and toggle links are the rules below.
 */
export interface FacetCounts {
  category: Map<string, number>;
  colour: Map<string, number>;
  size: Map<string, number>;
  price: Map<string, number>;
  /** Keyed by the rating band ("4", "3"). */
  rating: Map<string, number>;
  /** Keyed "true". */
  newIn: Map<string, number>;
  sale: Map<string, number>;
}

/** The facets a listing shows, from the provider's counts (spec 002 §4 order, names and links). */
export function buildFacets(facetCounts: FacetCounts, query: SearchQuery, context: FacetContext): Facet[] {
  const { category, colour, size, price, rating, newIn, sale } = facetCounts;
  // Copies: a chosen value without products is added with a count of 0, and providers may keep theirs.
  const counts = [category, colour, size, price, rating, newIn, sale].map((map) => new Map(map));
  const f = query.filters;
  const facets: Facet[] = [];
  const toggle = (list: readonly string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const multi = (
    code: "category" | "colour" | "size" | "price",
    index: number,
    order: (a: string, b: string) => number,
    name: (value: string) => string,
  ) => {
    const map = counts[index]!;
    for (const selected of f[code]) if (!map.has(selected)) map.set(selected, 0);
    const values = [...map.keys()].sort(order).map((value) => ({
      code: value,
      name: name(value),
      count: map.get(value) ?? 0,
      selected: f[code].includes(value),
      query: searchQueryString(withQuery(query, { filters: { ...f, [code]: toggle(f[code], value) } })),
    }));
    if (values.length > 0)
      facets.push({ code, name: facetName(code, context.locale), multiSelect: true, values });
  };

  const categoryPosition = new Map(context.facetCategories.map((c, i) => [c.code, i]));
  const categoryName = new Map(context.facetCategories.map((c) => [c.code, c.name]));
  multi(
    "category",
    0,
    (a, b) => (categoryPosition.get(a) ?? 999) - (categoryPosition.get(b) ?? 999),
    (v) => categoryName.get(v) ?? v,
  );
  const byCount = (map: Map<string, number>) => (a: string, b: string) =>
    (map.get(b) ?? 0) - (map.get(a) ?? 0) || a.localeCompare(b);
  multi("colour", 1, byCount(counts[1]!), (v) => v);
  multi("size", 2, compareSizes, (v) => v);
  const bandOrder = new Map(PRICE_BANDS.map((b, i) => [b.code, i]));
  multi(
    "price",
    3,
    (a, b) => (bandOrder.get(a) ?? 99) - (bandOrder.get(b) ?? 99),
    (v) => priceBandName(v, context.currency, context.locale),
  );

  const ratings = counts[4]!;
  if (ratings.size > 0 || f.rating !== null)
    facets.push({
      code: "rating",
      name: facetName("rating", context.locale),
      multiSelect: false,
      values: RATING_BANDS.filter((r) => ratings.has(String(r)) || f.rating === r).map((r) => ({
        code: String(r),
        name: `${r} stars & up`,
        count: ratings.get(String(r)) ?? 0,
        selected: f.rating === r,
        query: searchQueryString(withQuery(query, { filters: { ...f, rating: f.rating === r ? null : r } })),
      })),
    });
  for (const [code, index] of [
    ["newIn", 5],
    ["sale", 6],
  ] as const) {
    const count = counts[index]!.get("true") ?? 0;
    if (count === 0 && !f[code]) continue;
    facets.push({
      code,
      name: facetName(code, context.locale),
      multiSelect: false,
      values: [
        {
          code: "true",
          name: facetName(code, context.locale),
          count,
          selected: f[code],
          query: searchQueryString(withQuery(query, { filters: { ...f, [code]: !f[code] } })),
        },
      ],
    });
  }
  return facets;
}
