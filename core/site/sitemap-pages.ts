import { productPath } from "../catalogue/product-url.ts";
import { articlePath } from "../magazine/magazine-types.ts";
import type { SitemapRepository } from "./sitemap-repository.ts";
import { isVersion, VERSIONS, type Version } from "./versions.ts";

// What the sitemap lists (spec 002 §2, issue 27 item 6): in each version, every product's own page, every visible
// category's listing, every content page the version serves and the magazine's board, categories and articles,
// each with the versions it exists in (its hreflang alternates) and its last change. docs/decisions/050-sitemaps.md.

/** The sitemaps.org limit of addresses in one file (and of files in one index). */
export const SITEMAP_FILE_LIMIT = 50_000;

export interface SitemapPage {
  /** The address after the version, without a leading slash; "" is the version's home page. */
  path: string;
  /** The versions the page exists in, each with its last change (an ISO instant) when known. */
  lastModified: Partial<Record<Version, string | null>>;
}

/** One file of the sitemap: a version's pages from `number` (1-based) in steps of the file limit. */
export interface SitemapFile {
  version: Version;
  number: number;
  /** The latest change of the file's pages, for the index's lastmod. */
  lastModified: string | null;
}

const everyVersion = (updatedAt: string | null): SitemapPage["lastModified"] =>
  Object.fromEntries(VERSIONS.map((version) => [version, updatedAt]));

/** The later of two ISO instants, either of which may be unknown. */
export function latest(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * Content pages by address: a row with no version serves every version that has no row of its own at that path
 * (core/content/content-repository.ts `page`), so a version's own row decides its last change there.
 */
function contentPages(rows: Awaited<ReturnType<SitemapRepository["contentPages"]>>): SitemapPage[] {
  const byPath = new Map<string, SitemapPage["lastModified"]>();
  for (const row of rows.filter((r) => r.version === null)) byPath.set(row.path, everyVersion(row.updatedAt));
  for (const row of rows) {
    if (!isVersion(row.version)) continue;
    const versions = byPath.get(row.path) ?? {};
    versions[row.version] = row.updatedAt;
    byPath.set(row.path, versions);
  }
  return [...byPath].map(([path, lastModified]) => ({ path, lastModified }));
}

/** Every page of the sitemap, in a stable order: content, categories, magazine, products. */
export async function collectSitemapPages(repository: SitemapRepository): Promise<SitemapPage[]> {
  const [products, categories, pages, magazineCategories, articles] = await Promise.all([
    repository.products(),
    repository.categories(),
    repository.contentPages(),
    repository.magazineCategorySlugs(),
    repository.magazineArticles(),
  ]);
  const byPath = (a: { path: string }, b: { path: string }) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

  // The board changes when an article does, and a magazine category when one of its articles does.
  let boardChanged: string | null = null;
  const categoryChanged = new Map<string, string | null>();
  for (const article of articles) {
    boardChanged = latest(boardChanged, article.updatedAt);
    categoryChanged.set(
      article.categorySlug,
      latest(categoryChanged.get(article.categorySlug), article.updatedAt),
    );
  }
  const magazine: SitemapPage[] = [
    { path: "magazine", lastModified: everyVersion(boardChanged) },
    ...magazineCategories.map((slug) => ({
      path: `magazine/${slug}`,
      lastModified: everyVersion(categoryChanged.get(slug) ?? null),
    })),
    ...articles.map((article) => ({
      path: articlePath(article.categorySlug, article.slug).replace(/^\//, ""),
      lastModified: everyVersion(article.updatedAt),
    })),
  ];

  return [
    ...contentPages(pages).sort(byPath),
    ...categories.map((c) => ({ path: c.path, lastModified: everyVersion(c.updatedAt) })).sort(byPath),
    ...magazine,
    // A product is listed once, at its own page: a group's page and a swatch are views of it.
    ...products.map((product) => ({
      path: productPath({ ...product, groupCode: null, swatchCode: null }).replace(/^\//, ""),
      lastModified: everyVersion(product.updatedAt),
    })),
  ];
}

/** A version's pages, in order. */
export function pagesOf(pages: readonly SitemapPage[], version: Version): SitemapPage[] {
  return pages.filter((page) => version in page.lastModified);
}

/** The files a version's pages make, `limit` addresses each (at least one file, so the index always names it). */
export function splitIntoFiles(
  pages: readonly SitemapPage[],
  version: Version,
  limit: number = SITEMAP_FILE_LIMIT,
): { file: SitemapFile; pages: SitemapPage[] }[] {
  const own = pagesOf(pages, version);
  const files: { file: SitemapFile; pages: SitemapPage[] }[] = [];
  for (let start = 0; start === 0 || start < own.length; start += limit) {
    const slice = own.slice(start, start + limit);
    const lastModified = slice.reduce<string | null>(
      (at, page) => latest(at, page.lastModified[version]),
      null,
    );
    files.push({ file: { version, number: files.length + 1, lastModified }, pages: slice });
  }
  return files;
}
