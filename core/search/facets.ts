import { type FacetCode, facetName } from "./labels.ts";
import { PRICE_BANDS, priceBandIndex, priceBandName } from "./price-ranges.ts";
import type { SearchCategory, SearchCurrency, SearchDocument } from "./search-document.ts";
import { type SearchQuery, searchQueryString, withQuery } from "./search-query.ts";
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

// Facets in their fixed order (spec 002 §4: the first load fixes the order the page keeps).
const FACET_ORDER: readonly FacetCode[] = ["category", "colour", "size", "price", "rating", "newIn", "sale"];
const SLIDER = FACET_ORDER.length;
const ALL = (1 << (SLIDER + 1)) - 1;
const RATING_BANDS = [4, 3] as const;

export interface FilterResult {
  /** Products that pass every filter, in the order they came in. */
  matched: SearchDocument[];
  facets: Facet[];
}

/**
 * Applies the query's filters and counts facet values in one pass. Counts are disjunctive: a
 * facet's values are counted over the products that pass every *other* filter, so choosing a
 * colour still shows how many products each other colour has.
 */
export function filterAndCount(
  docs: readonly SearchDocument[],
  query: SearchQuery,
  context: FacetContext,
): FilterResult {
  const { currency } = context;
  const f = query.filters;
  const categories = new Set(f.category);
  const colours = new Set(f.colour);
  const sizes = new Set(f.size);
  const bands = new Set(f.price.map((code) => PRICE_BANDS.findIndex((b) => b.code === code)));
  const minMinor = query.priceMin === null ? null : query.priceMin * 100;
  const maxMinor = query.priceMax === null ? null : query.priceMax * 100;
  const facetCategoryCodes = new Set(context.facetCategories.map((c) => c.code));

  const counts = FACET_ORDER.map(() => new Map<string, number>());
  const add = (facet: number, value: string) => {
    const map = counts[facet]!;
    map.set(value, (map.get(value) ?? 0) + 1);
  };
  const matched: SearchDocument[] = [];

  for (const doc of docs) {
    const amount = doc.fromPrice[currency].amount;
    let mask = 0;
    if (categories.size === 0 || doc.categoryCodes.some((c) => categories.has(c))) mask |= 1;
    if (colours.size === 0 || doc.colours.some((c) => colours.has(c))) mask |= 2;
    if (sizes.size === 0 || doc.sizes.some((s) => sizes.has(s))) mask |= 4;
    const band = priceBandIndex(amount);
    if (bands.size === 0 || bands.has(band)) mask |= 8;
    if (f.rating === null || (doc.rating ?? 0) >= f.rating) mask |= 16;
    if (!f.newIn || doc.isNew) mask |= 32;
    if (!f.sale || doc.onSale) mask |= 64;
    if ((minMinor === null || amount >= minMinor) && (maxMinor === null || amount <= maxMinor)) mask |= 128;

    if (mask === ALL) matched.push(doc);
    // A product counts towards a facet when it passes every filter but that facet's own.
    if ((mask | 1) === ALL) for (const c of doc.categoryCodes) if (facetCategoryCodes.has(c)) add(0, c);
    if ((mask | 2) === ALL) for (const c of doc.colours) add(1, c);
    if ((mask | 4) === ALL) for (const s of doc.sizes) add(2, s);
    if ((mask | 8) === ALL) add(3, PRICE_BANDS[band]!.code);
    if ((mask | 16) === ALL) for (const r of RATING_BANDS) if ((doc.rating ?? 0) >= r) add(4, String(r));
    if ((mask | 32) === ALL && doc.isNew) add(5, "true");
    if ((mask | 64) === ALL && doc.onSale) add(6, "true");
  }

  return { matched, facets: buildFacets(counts, query, context) };
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
