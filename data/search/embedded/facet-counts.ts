import type { Facet, FacetContext, FacetCounts } from "../../../core/search/facets.ts";
import { buildFacets, RATING_BANDS } from "../../../core/search/facets.ts";
import { PRICE_BANDS } from "../../../core/search/price-ranges.ts";
import type { SearchCurrency, SearchDocument } from "../../../core/search/search-document.ts";
import type { SearchQuery } from "../../../core/search/search-query.ts";
import { andInto, type Bitset, bitsOf, countAnd, hasBit, orInto, setBit } from "./bitset.ts";
import { SearchTable } from "./search-table.ts";

interface FilterResult {
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
  const { matched, counts } = countFacets(table, table.live, query, {
    currency: context.currency,
    facetCategories: context.facetCategories.map((c) => c.code),
  });
  return {
    matched: docs.filter((doc) => hasBit(matched, table.slotOf(doc.code)!)),
    facets: buildFacets(counts, query, context),
  };
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
  context: { currency: SearchCurrency; facetCategories: readonly string[] },
): { matched: Bitset; counts: FacetCounts } {
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
  for (const code of context.facetCategories) categories.add(code, table.inCategory(code));
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

  const counts: FacetCounts = {
    category: categories.map,
    colour: colourCounts.map,
    size: sizeCounts.map,
    price: bandCounts.map,
    rating: ratings.map,
    newIn: newIn.map,
    sale: sale.map,
  };
  return { matched, counts };
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
