import type { SitemapRepository } from "../../core/site/sitemap-repository.ts";
import type { Db } from "../db.ts";
import { toBoolean, toIso } from "../normalise.ts";

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : toIso(value));

export function createSitemapRepository(db: Db): SitemapRepository {
  return {
    async products() {
      const rows = await db
        .selectFrom("products")
        .select(["code", "name", "productType", "categoryCode", "updatedAt"])
        .orderBy("code")
        .execute();
      return rows.map((row) => ({ ...row, updatedAt: isoOrNull(row.updatedAt) }));
    },
    async categories() {
      const rows = await db.selectFrom("categories").select(["path", "isVisible", "updatedAt"]).execute();
      return rows
        .filter((row) => toBoolean(row.isVisible))
        .map((row) => ({ path: row.path, updatedAt: isoOrNull(row.updatedAt) }));
    },
    async contentPages() {
      const rows = await db
        .selectFrom("pages")
        .select(["path", "version", "updatedAt"])
        .orderBy("id")
        .execute();
      return rows.map((row) => ({ ...row, updatedAt: isoOrNull(row.updatedAt) }));
    },
    async magazineCategorySlugs() {
      const rows = await db.selectFrom("magazineCategories").select("slug").orderBy("position").execute();
      return rows.map((row) => row.slug);
    },
    async magazineArticles() {
      const rows = await db
        .selectFrom("magazineArticles")
        .select(["slug", "categorySlug", "updatedAt"])
        .orderBy("publishedAt")
        .orderBy("slug")
        .execute();
      return rows.map((row) => ({ ...row, updatedAt: isoOrNull(row.updatedAt) }));
    },
  };
}
