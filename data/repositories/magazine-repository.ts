import type { MagazineRepository } from "../../core/magazine/magazine-service.ts";
import {
  type Article,
  type ArticleBlock,
  type ArticleCard,
  ASPECT_WEIGHTS,
  type Aspect,
  articlePath,
  BOARD_INDEX,
} from "../../core/magazine/magazine-types.ts";
import type { Db } from "../db.ts";
import { fromJson, toIso, toNumber } from "../normalise.ts";

const CARD_COLUMNS = [
  "magazineArticles.slug",
  "magazineArticles.categorySlug",
  "magazineArticles.indexName",
  "magazineArticles.title",
  "magazineArticles.summary",
  "magazineArticles.aspect",
  "magazineArticles.author",
  "magazineArticles.publishedAt",
  "magazineArticles.readingMinutes",
  "magazineArticles.tags",
  "magazineCategories.name as categoryName",
  "images.id as imageId",
  "images.alt as imageAlt",
  "images.width as imageWidth",
  "images.height as imageHeight",
] as const;

function toAspect(value: string): Aspect {
  return value in ASPECT_WEIGHTS ? (value as Aspect) : "landscape";
}

export function createMagazineRepository(db: Db): MagazineRepository {
  const cardQuery = () =>
    db
      .selectFrom("magazineArticles")
      .innerJoin("magazineCategories", "magazineCategories.slug", "magazineArticles.categorySlug")
      .leftJoin("images", (join) =>
        join.onRef("images.ownerCode", "=", "magazineArticles.slug").on("images.ownerType", "=", "article"),
      )
      .select(CARD_COLUMNS);

  type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["execute"]>>[number];

  const toCard = (row: CardRow): ArticleCard => {
    const aspect = toAspect(row.aspect);
    return {
      objectID: row.slug,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      category: row.categorySlug,
      categoryName: row.categoryName,
      catalogue: row.indexName === BOARD_INDEX ? BOARD_INDEX : row.indexName,
      aspect,
      aspectWeight: ASPECT_WEIGHTS[aspect],
      author: row.author,
      publishedAt: toIso(row.publishedAt),
      readingMinutes: toNumber(row.readingMinutes),
      tags: fromJson<string[]>(row.tags, []),
      url: articlePath(row.categorySlug, row.slug),
      image: row.imageId
        ? {
            id: row.imageId,
            alt: row.imageAlt ?? row.title,
            width: toNumber(row.imageWidth),
            height: toNumber(row.imageHeight),
          }
        : null,
    };
  };

  return {
    async categories() {
      const rows = await db
        .selectFrom("magazineCategories")
        .leftJoin("magazineArticles", "magazineArticles.categorySlug", "magazineCategories.slug")
        .select((eb) => [
          "magazineCategories.slug",
          "magazineCategories.name",
          "magazineCategories.position",
          eb.fn.max("magazineArticles.indexName").as("indexName"),
          eb.fn.count("magazineArticles.slug").as("articleCount"),
        ])
        .groupBy(["magazineCategories.slug", "magazineCategories.name", "magazineCategories.position"])
        .orderBy("magazineCategories.position")
        .execute();
      return rows.map((row) => ({
        slug: row.slug,
        name: row.name,
        position: toNumber(row.position),
        indexName: row.indexName ?? BOARD_INDEX,
        articleCount: toNumber(row.articleCount),
      }));
    },
    async cards() {
      const rows = await cardQuery()
        .orderBy("magazineArticles.publishedAt", "desc")
        .orderBy("magazineArticles.slug")
        .execute();
      return rows.map(toCard);
    },
    async article(slug: string): Promise<Article | null> {
      const row = await cardQuery()
        .select("magazineArticles.body")
        .where("magazineArticles.slug", "=", slug)
        .executeTakeFirst();
      if (!row) return null;
      return { ...toCard(row), body: fromJson<ArticleBlock[]>(row.body, []) };
    },
  };
}
