import { type RawBuilder, sql } from "kysely";
import { normaliseTerm } from "../../../core/search/normalise-term.ts";
import type { SearchDocument } from "../../../core/search/search-document.ts";

/** The columns of `search_products` (migration 0006), in the order `rowValues` gives them. */
export const SEARCH_COLUMNS = [
  "code",
  "category_codes",
  "colours",
  "sizes",
  "price_gbp",
  "price_usd",
  "price_eur",
  "rating",
  "review_count",
  "popularity",
  "created_at",
  "is_new",
  "on_sale",
  "sold_out",
  "terms",
  "words",
  "document",
] as const;

/**
 * One product as a row of the shared index. The text is weighted as the embedded index boosts its
 * fields: the name (A) above category names and colours (B), keywords (C) and the description (D).
 */
export function rowValues(
  doc: SearchDocument,
  categoryNames: ReadonlyMap<string, string>,
  visibleCategoryNames: ReadonlyMap<string, string>,
): RawBuilder<unknown> {
  const categoryText = doc.categoryCodes.map((code) => categoryNames.get(code) ?? "").join(" ");
  const words = sql`setweight(to_tsvector('simple', ${doc.name}), 'A')
    || setweight(to_tsvector('simple', ${`${categoryText} ${doc.colours.join(" ")}`}), 'B')
    || setweight(to_tsvector('simple', ${doc.keywords}), 'C')
    || setweight(to_tsvector('simple', ${doc.description}), 'D')`;
  return sql`(${sql.join([
    doc.code,
    sql`${unique(doc.categoryCodes)}::text[]`,
    sql`${unique(doc.colours)}::text[]`,
    sql`${unique(doc.sizes)}::text[]`,
    doc.fromPrice.GBP.amount,
    doc.fromPrice.USD.amount,
    doc.fromPrice.EUR.amount,
    doc.rating,
    doc.reviewCount,
    (doc.rating ?? 0) * Math.log2(2 + doc.reviewCount),
    doc.createdAt,
    doc.isNew,
    doc.onSale,
    doc.stock.soldOut,
    sql`${productTerms(doc, visibleCategoryNames)}::text[]`,
    words,
    sql`${JSON.stringify(doc)}::jsonb`,
  ])})`;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * The suggestion terms a product adds to (term-dictionary's `catalogueTerms`, one product at a
 * time): its name, the names of the visible categories it is listed in, and each colour with its
 * own category's name.
 */
function productTerms(doc: SearchDocument, visibleCategoryNames: ReadonlyMap<string, string>): string[] {
  const terms = new Set<string>();
  const add = (text: string) => {
    const term = normaliseTerm(text);
    if (term) terms.add(term);
  };
  add(doc.name);
  for (const code of doc.categoryCodes) {
    const name = visibleCategoryNames.get(code);
    if (name) add(name);
  }
  const own = visibleCategoryNames.get(doc.categoryCode);
  if (own) for (const colour of doc.colours) add(`${colour} ${own}`);
  return [...terms];
}
