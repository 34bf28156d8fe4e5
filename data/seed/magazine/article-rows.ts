import type { Insertable } from "kysely";
import type { ImageTable, MagazineArticleTable } from "../../schema.ts";
import type { Random } from "../random.ts";
import { composeArticleBody, readingMinutes } from "./article-body.ts";
import { type Aspect, articleImageRow } from "./article-image.ts";
import { articleSlug } from "./article-slug.ts";
import { AUTHORS } from "./authors.ts";
import type { ArticleSource, MagazineCategorySource } from "./magazine-source.ts";

// Landscape cards are the most common on the board; squares and portraits break up the rhythm.
const ASPECTS: readonly Aspect[] = [
  "landscape",
  "landscape",
  "landscape",
  "square",
  "square",
  "portrait",
  "portrait",
];

const FIRST_ISSUE = Date.UTC(2025, 0, 6, 7, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
/** Articles are spaced about ten days apart, so sixty-odd articles run from January 2025 into 2026. */
const DAYS_BETWEEN_ARTICLES = 10;

interface Placed {
  category: MagazineCategorySource;
  article: ArticleSource;
}

/** Interleaves the categories so every category has articles from the whole date range. */
function interleave(categories: readonly MagazineCategorySource[]): Placed[] {
  const placed: Placed[] = [];
  const longest = Math.max(...categories.map((category) => category.articles.length));
  for (let index = 0; index < longest; index++) {
    for (const category of categories) {
      const article = category.articles[index];
      if (article) placed.push({ category, article });
    }
  }
  return placed;
}

export function articleRows(
  categories: readonly MagazineCategorySource[],
  random: Random,
): { articles: Insertable<MagazineArticleTable>[]; images: Insertable<ImageTable>[] } {
  const articles: Insertable<MagazineArticleTable>[] = [];
  const images: Insertable<ImageTable>[] = [];
  interleave(categories).forEach(({ category, article }, order) => {
    const slug = articleSlug(article.title);
    // A generator per article, so editing one article's copy never reshuffles the others.
    const own = random.fork(slug);
    const body = composeArticleBody(article, category.writing, own);
    const aspect = own.pick(ASPECTS);
    const publishedAt = new Date(FIRST_ISSUE + (order * DAYS_BETWEEN_ARTICLES + own.int(0, 6)) * DAY);
    articles.push({
      slug,
      categorySlug: category.slug,
      indexName: category.indexName,
      title: article.title,
      summary: article.summary,
      body: JSON.stringify(body),
      aspect,
      author: own.pick(AUTHORS),
      publishedAt: publishedAt.toISOString(),
      readingMinutes: readingMinutes(body),
      tags: JSON.stringify(article.tags),
    });
    images.push(articleImageRow(slug, article.title, aspect, category.look, own));
  });
  return { articles, images };
}
