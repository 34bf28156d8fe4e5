import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// The PostgreSQL search provider's shared index (docs/decisions/011-search-provider.md): one row per
// listed product with its filter and sort columns, a weighted tsvector and the document a listing
// shows; the known words (pg_trgm finds the nearest for a typo) and the suggestion terms. SQLite
// deployments search with the embedded provider only, so there is nothing to create there.
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was at this point.
export async function up(db: Kysely<any>): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await db.schema
    .createTable("search_products")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("category_codes", sql`text[]`, (c) => c.notNull())
    .addColumn("colours", sql`text[]`, (c) => c.notNull())
    .addColumn("sizes", sql`text[]`, (c) => c.notNull())
    .addColumn("price_gbp", "integer", (c) => c.notNull())
    .addColumn("price_usd", "integer", (c) => c.notNull())
    .addColumn("price_eur", "integer", (c) => c.notNull())
    .addColumn("rating", "double precision")
    .addColumn("review_count", "integer", (c) => c.notNull())
    .addColumn("popularity", "double precision", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("is_new", "boolean", (c) => c.notNull())
    .addColumn("on_sale", "boolean", (c) => c.notNull())
    .addColumn("sold_out", "boolean", (c) => c.notNull())
    .addColumn("terms", sql`text[]`, (c) => c.notNull())
    .addColumn("words", sql`tsvector`, (c) => c.notNull())
    .addColumn("document", "jsonb", (c) => c.notNull())
    .execute();
  await sql`create index search_products_words on search_products using gin (words)`.execute(db);
  await sql`create index search_products_categories on search_products using gin (category_codes)`.execute(
    db,
  );
  await db.schema
    .createTable("search_words")
    .addColumn("word", "text", (c) => c.primaryKey())
    .execute();
  await sql`create index search_words_trigrams on search_words using gin (word gin_trgm_ops)`.execute(db);
  await db.schema
    .createTable("search_terms")
    .addColumn("term", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("top", sql`text[]`, (c) => c.notNull())
    .execute();
  await sql`create index search_terms_trigrams on search_terms using gin (term gin_trgm_ops)`.execute(db);
}
