import { andInto, type Bitset, bitsOf, countAnd, hasBit, orInto, setBit } from "./bitset.ts";
import { type FacetCode, facetName } from "./labels.ts";
import { PRICE_BANDS, priceBandName } from "./price-ranges.ts";
import type { SearchCategory, SearchCurrency, SearchDocument } from "./search-document.ts";
import { type SearchQuery, searchQueryString, withQuery } from "./search-query.ts";
import { RATING_BANDS, SearchTable } from "./search-table.ts";
import { compareSizes } from "./size-order.ts";

export interface FacetValue {
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

export interface FilterResult {
  /** Products that pass every filter, in the order they came in. */
  matched: SearchDocument[];
  facets: Facet[];
}

/**
 * Applies the query's filters and counts facet values over a list of products (the rules of
 * `countFacets`, for callers that hold documents rather than a table).
 */
export function filterAndCount(
  docs: readonly SearchDocument[],
  query: SearchQuery,
  context: FacetContext,
): FilterResult {
  const table = new SearchTable(docs);
  const { matched, facets } = countFacets(table, table.live, query, context);
  return { matched: docs.filter((doc) => hasBit(matched, table.slotOf(doc.code)!)), facets };
}

/**
 * Applies the query's filters to the products in `scope` and counts facet values. Counts are
 * disjunctive: a facet's values are counted over the products that pass every *other* filter, so
 * choosing a colour still shows how many products each other colour has. Each filter is a set of
 * slots (the union of the chosen values' sets), so a facet's base is the scope intersected with
 * the other filters and a value's count is the size of its set within that base.
 */
export function countFacets(
  table: SearchTable,
  scope: Bitset,
  query: SearchQuery,
  context: FacetContext,
): { matched: Bitset; facets: Facet[] } {
  const { currency } = context;
  const f = query.filters;
  const words = scope.length;
  const union = (sets: readonly (Bitset | undefined)[]) => {
    const out = new Uint32Array(words);
    for (const set of sets) if (set) orInto(out, set);
    return out;
  };
  const bands = table.priceBands(currency);
  const colours = table.colourValues();
  const sizes = table.sizeValues();
  // One filter per facet in their fixed order (spec 002 §4: the first load fixes the order the page
  // keeps): category, colour, size, price, rating, new in, sale; then the price slider, which is
  // not a facet and so narrows every count.
  const filters: (Bitset | null)[] = [
    f.category.length > 0 ? union(f.category.map((code) => table.inCategory(code))) : null,
    f.colour.length > 0 ? union(f.colour.map((colour) => colours.get(colour))) : null,
    f.size.length > 0 ? union(f.size.map((size) => sizes.get(size))) : null,
    f.price.length > 0
      ? union(f.price.map((code) => bands[PRICE_BANDS.findIndex((b) => b.code === code)]))
      : null,
    f.rating === null ? null : table.ratedAtLeast(f.rating),
    f.newIn ? table.newIn() : null,
    f.sale ? table.onSale() : null,
    query.priceMin === null && query.priceMax === null ? null : sliderSet(table, scope, query, currency),
  ];
  const passingAllBut = (skip: number) => {
    const set = scope.slice();
    filters.forEach((filter, i) => {
      if (filter && i !== skip) andInto(set, filter);
    });
    return set;
  };
  const matched = passingAllBut(-1);
  const count = (facet: number) => {
    const base = filters[facet] ? passingAllBut(facet) : matched;
    const map = new Map<string, number>();
    const add = (value: string, set: Bitset | undefined) => {
      const n = set ? countAnd(base, set) : 0;
      if (n > 0) map.set(value, n);
    };
    return { map, add };
  };

  const categories = count(0);
  for (const c of context.facetCategories) categories.add(c.code, table.inCategory(c.code));
  const colourCounts = count(1);
  for (const [colour, set] of colours) colourCounts.add(colour, set);
  const sizeCounts = count(2);
  for (const [size, set] of sizes) sizeCounts.add(size, set);
  const bandCounts = count(3);
  PRICE_BANDS.forEach((band, i) => {
    bandCounts.add(band.code, bands[i]);
  });
  const ratings = count(4);
  for (const r of RATING_BANDS) ratings.add(String(r), table.ratedAtLeast(r));
  const newIn = count(5);
  newIn.add("true", table.newIn());
  const sale = count(6);
  sale.add("true", table.onSale());

  const counts = [categories, colourCounts, sizeCounts, bandCounts, ratings, newIn, sale].map((c) => c.map);
  return { matched, facets: buildFacets(counts, query, context) };
}

/** Products in scope priced within the slider (whole major units, both ends included). */
function sliderSet(table: SearchTable, scope: Bitset, query: SearchQuery, currency: SearchCurrency): Bitset {
  const min = query.priceMin === null ? Number.NEGATIVE_INFINITY : query.priceMin * 100;
  const max = query.priceMax === null ? Number.POSITIVE_INFINITY : query.priceMax * 100;
  const amount = table.amount[currency];
  const set = new Uint32Array(scope.length);
  for (const slot of bitsOf(scope)) {
    const a = amount[slot]!;
    if (a >= min && a <= max) setBit(set, slot);
  }
  return set;
}

function buildFacets(counts: Map<string, number>[], query: SearchQuery, context: FacetContext): Facet[] {
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
