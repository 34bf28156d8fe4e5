import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db.ts";
import { migrateToLatest } from "../../migrate.ts";
import { fromJson } from "../../normalise.ts";
import { Random } from "../random.ts";
import type { ArticleBlock } from "./article-body.ts";
import { fillTopic } from "./article-body.ts";
import { seedMagazine } from "./seed-magazine.ts";

async function seededDatabase(): Promise<DatabaseHandle> {
  const handle = openDatabase(":memory:");
  await migrateToLatest(handle.db);
  await seedMagazine(handle.db, new Random(3));
  return handle;
}

const IMAGE_SIZES: Record<string, [number, number]> = {
  landscape: [2000, 1250],
  square: [2000, 2000],
  portrait: [1600, 2000],
};

describe("seedMagazine", () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await seededDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  it("files at least 60 articles across every category", async () => {
    const categories = await handle.db
      .selectFrom("magazineCategories")
      .selectAll()
      .orderBy("position")
      .execute();
    const articles = await handle.db.selectFrom("magazineArticles").selectAll().execute();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.length).toBeLessThanOrEqual(8);
    expect(articles.length).toBeGreaterThanOrEqual(60);
    for (const category of categories) {
      expect(
        articles.filter((article) => article.categorySlug === category.slug).length,
        category.slug,
      ).toBeGreaterThanOrEqual(6);
    }
  });

  it("uses the stories index for our stories and the article-card index for the rest (spec 002 §7)", async () => {
    const articles = await handle.db
      .selectFrom("magazineArticles")
      .select(["categorySlug", "indexName"])
      .execute();
    for (const article of articles) {
      expect(article.indexName).toBe(
        article.categorySlug === "stories" ? "twc-stories" : "twc-inspire-article-card",
      );
    }
  });

  it("writes kebab-case slugs, real bodies and dates in 2025–2026", async () => {
    const articles = await handle.db.selectFrom("magazineArticles").selectAll().execute();
    for (const article of articles) {
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const body = fromJson<ArticleBlock[]>(article.body, []);
      const paragraphs = body.filter((block) => block.type === "paragraph");
      expect(paragraphs.length, article.slug).toBeGreaterThanOrEqual(4);
      expect(paragraphs.length, article.slug).toBeLessThanOrEqual(8);
      const text = JSON.stringify(body).toLowerCase();
      expect(text).not.toMatch(/lorem|ipsum|placeholder|\{topic\}/);
      for (const paragraph of paragraphs) expect(paragraph.text.charAt(0)).toMatch(/[A-Z]/);
      expect(String(article.publishedAt)).toMatch(/^202[56]-\d{2}-\d{2}T/);
      expect(["landscape", "square", "portrait"]).toContain(article.aspect);
      expect(article.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(fromJson<string[]>(article.tags, []).length).toBeGreaterThan(0);
      expect(article.summary.length).toBeGreaterThan(20);
    }
  });

  it("gives every article an image shaped like its card", async () => {
    const articles = await handle.db.selectFrom("magazineArticles").select(["slug", "aspect"]).execute();
    const images = await handle.db
      .selectFrom("images")
      .selectAll()
      .where("ownerType", "=", "article")
      .execute();
    const bySlug = new Map(images.map((image) => [image.ownerCode, image]));
    for (const article of articles) {
      const image = bySlug.get(article.slug);
      expect(image, article.slug).toBeDefined();
      expect(image?.id).toBe(`article-${article.slug}`);
      expect(image?.shape).toBe(article.aspect);
      expect([image?.width, image?.height]).toEqual(IMAGE_SIZES[article.aspect]);
      const design = fromJson<Record<string, unknown>>(image?.design, {});
      expect(Object.keys(design).sort()).toEqual(["accent", "background", "colour", "kind", "motif", "view"]);
      expect(design.kind).toBe("article");
    }
  });

  it("capitalises a topic that starts a sentence", () => {
    expect(fillTopic("Rest well. {topic} helps, as does {topic}.", "a warm bath")).toBe(
      "Rest well. A warm bath helps, as does a warm bath.",
    );
  });

  it("makes the same rows every time", async () => {
    const other = await seededDatabase();
    try {
      const read = async (db: DatabaseHandle) => ({
        articles: await db.db.selectFrom("magazineArticles").selectAll().orderBy("slug").execute(),
        images: await db.db.selectFrom("images").selectAll().orderBy("id").execute(),
      });
      expect(await read(other)).toEqual(await read(handle));
    } finally {
      await other.close();
    }
  });
});
