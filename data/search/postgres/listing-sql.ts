import { type RawBuilder, sql } from "kysely";
import { RATING_BANDS } from "../../../core/search/facets.ts";
import { PRICE_BANDS } from "../../../core/search/price-ranges.ts";
import type { ProviderQuery } from "../../../core/search/search-provider.ts";

const PRICE_COLUMN = { GBP: "price_gbp", USD: "price_usd", EUR: "price_eur" } as const;

interface FacetRow {
  facet: string;
  value: string;
  n: number | string | null;
}

/**
 * The two statements of a listing over the shared index: the facet counts (with the total and the
 * price range of the listing before filters), and the page. Counts follow the embedded provider's
 * rules: a facet is counted over the products that pass every other filter; the price slider
 * narrows every count.
 */
export function listingQuery(
  q: ProviderQuery,
  text: string | null,
): { facets: RawBuilder<FacetRow>; page: RawBuilder<{ code: string }> } {
  const price = sql.ref(PRICE_COLUMN[q.currency]);
  const tsquery = text === null ? null : sql`to_tsquery('simple', ${text})`;
  const scope: RawBuilder<unknown>[] = [];
  // Text that has no words finds nothing, as in the embedded index.
  if (q.text) scope.push(tsquery ? sql`words @@ ${tsquery}` : sql`false`);
  if (q.categoryCode) scope.push(sql`category_codes @> ${[q.categoryCode]}::text[]`);
  // Search results without text list nothing, as in the embedded index.
  if (!q.text && !q.categoryCode) scope.push(sql`false`);

  const f = q.filters;
  const bandCondition = (code: string) => {
    const i = PRICE_BANDS.findIndex((b) => b.code === code);
    const band = PRICE_BANDS[i];
    if (!band) return sql`false`;
    const next = PRICE_BANDS[i + 1];
    // priceBandIndex: the last band whose start the price reaches (the first band takes anything below).
    const low = i === 0 ? null : band.from * 100;
    const high = next ? next.from * 100 : null;
    if (low === null && high === null) return sql`true`;
    if (low === null) return sql`${price} < ${high}`;
    if (high === null) return sql`${price} >= ${low}`;
    return sql`(${price} >= ${low} and ${price} < ${high})`;
  };
  // One filter per facet in the order of core's FacetCounts; the slider last and never skipped.
  const filters: (RawBuilder<unknown> | null)[] = [
    f.category.length > 0 ? sql`category_codes && ${[...f.category]}::text[]` : null,
    f.colour.length > 0 ? sql`colours && ${[...f.colour]}::text[]` : null,
    f.size.length > 0 ? sql`sizes && ${[...f.size]}::text[]` : null,
    f.price.length > 0 ? sql`(${sql.join(f.price.map(bandCondition), sql` or `)})` : null,
    f.rating === null ? null : sql`coalesce(rating, 0) >= ${f.rating}`,
    f.newIn ? sql`is_new` : null,
    f.sale ? sql`on_sale` : null,
    sliderCondition(price, q.priceMin, q.priceMax),
  ];
  const where = (skip: number, extra: RawBuilder<unknown>[] = []) => {
    const parts = [...filters.filter((c, i) => c !== null && i !== skip), ...extra] as RawBuilder<unknown>[];
    return parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  };
  const band = sql`case ${sql.join(
    PRICE_BANDS.map((b, i) => [b, i] as const)
      .reverse()
      .filter(([, i]) => i > 0)
      .map(([b]) => sql`when ${price} >= ${b.from * 100} then ${b.code}`),
    sql` `,
  )} else ${PRICE_BANDS[0]!.code} end`;

  const scopeWhere = scope.length > 0 ? sql`where ${sql.join(scope, sql` and `)}` : sql``;
  const facets = sql<FacetRow>`
    with scope as materialized (
      select code, category_codes, colours, sizes, ${price}, rating, is_new, on_sale
      from search_products ${scopeWhere}
    )
    select 'category' as facet, v as value, count(*) as n
      from scope, unnest(category_codes) as v
      ${where(0, [sql`v = any(${[...q.facetCategories]}::text[])`])} group by v
    union all select 'colour', v, count(*) from scope, unnest(colours) as v ${where(1)} group by v
    union all select 'size', v, count(*) from scope, unnest(sizes) as v ${where(2)} group by v
    union all select 'price', ${band}, count(*) from scope ${where(3)} group by 2
    ${sql.join(
      RATING_BANDS.map(
        (r) =>
          sql`union all select 'rating', ${String(r)}, count(*) from scope ${where(4, [sql`coalesce(rating, 0) >= ${r}`])}`,
      ),
      sql` `,
    )}
    union all select 'newIn', 'true', count(*) from scope ${where(5, [sql`is_new`])}
    union all select 'sale', 'true', count(*) from scope ${where(6, [sql`on_sale`])}
    union all select 'total', '', count(*) from scope ${where(-1)}
    union all select 'low', '', min(${price}) from scope
    union all select 'high', '', max(${price}) from scope`;

  const order = sortOrder(q, price, tsquery);
  const all = [...scope, ...(filters.filter((c) => c !== null) as RawBuilder<unknown>[])];
  const page = sql<{ code: string }>`
    select code from search_products
    ${all.length > 0 ? sql`where ${sql.join(all, sql` and `)}` : sql``}
    order by ${order}, code collate "C"
    limit ${q.page.limit} offset ${q.page.offset}`;
  return { facets, page };
}

/** The price slider in whole major units, both ends included (spec 002 §4). */
function sliderCondition(
  price: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
  min: number | null,
  max: number | null,
): RawBuilder<unknown> | null {
  if (min === null && max === null) return null;
  if (min === null) return sql`${price} <= ${max! * 100}`;
  if (max === null) return sql`${price} >= ${min * 100}`;
  return sql`${price} between ${min * 100} and ${max * 100}`;
}

/** Core's sort rules (sorts.ts sortDocuments) in SQL; the code breaks ties. */
function sortOrder(
  q: ProviderQuery,
  price: ReturnType<typeof sql.ref>,
  tsquery: RawBuilder<unknown> | null,
): RawBuilder<unknown> {
  switch (q.sort) {
    case "price-asc":
      return sql`${price}`;
    case "price-desc":
      return sql`${price} desc`;
    case "newest":
      return sql`created_at desc`;
    case "rating":
      return sql`coalesce(rating, 0) desc, review_count desc`;
    case "relevance":
      return tsquery ? sql`sold_out, ts_rank(words, ${tsquery}) desc` : sql`sold_out, popularity desc`;
  }
}
