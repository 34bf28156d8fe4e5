import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// When each page-backing row last changed, for the sitemap's <lastmod> (docs/decisions/050-sitemaps.md). Products
// had only their creation time, and categories and content pages none. Rows that exist already take the best time
// they have (a product's creation, an article's publication); categories and pages take the migration's own time,
// the first moment the shop can vouch for. The column stays optional on insert so older writers keep working; the
// seed and every writer that changes one of these rows set it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const table of ["products", "categories", "pages", "magazine_articles"])
    await db.schema.alterTable(table).addColumn("updated_at", t.timestamp).execute();
  const now = new Date().toISOString();
  await sql`update products set updated_at = created_at`.execute(db);
  await sql`update magazine_articles set updated_at = published_at`.execute(db);
  await sql`update categories set updated_at = ${t.postgres ? sql`${now}::timestamptz` : sql`${now}`}`.execute(
    db,
  );
  await sql`update pages set updated_at = ${t.postgres ? sql`${now}::timestamptz` : sql`${now}`}`.execute(db);
}
