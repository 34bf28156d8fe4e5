import { sql } from "kysely";
import type { Db } from "../db.ts";
import { CATALOGUE_DATE } from "./catalogue/plan-products.ts";

/**
 * Each seeded page-backing row's last change (migration 0042, the sitemap's lastmod): a product changed when it
 * was made, an article when it was published, and the categories and content pages on the day the catalogue is
 * dated. Set after every seeder has run, so none of them has to know about the column.
 */
export async function seedUpdatedTimes(db: Db): Promise<void> {
  const catalogueDay = new Date(CATALOGUE_DATE).toISOString();
  await db.updateTable("products").set({ updatedAt: sql`created_at` }).execute();
  await db.updateTable("magazineArticles").set({ updatedAt: sql`published_at` }).execute();
  await db.updateTable("categories").set({ updatedAt: catalogueDay }).execute();
  await db.updateTable("pages").set({ updatedAt: catalogueDay }).execute();
}
