// The port data/ implements for the sitemap: every row that backs a public page, with its last change (migration
// 0042). Times come back as ISO instants, or null where a row predates the column and has no better time.

export interface SitemapProductRow {
  code: string;
  name: string;
  productType: string;
  categoryCode: string;
  updatedAt: string | null;
}

export interface SitemapCategoryRow {
  /** The site path without the version, e.g. `Bedroom/Bed-Linen/c/Duvet-Covers`. */
  path: string;
  updatedAt: string | null;
}

export interface SitemapContentPageRow {
  /** Without the version and without slashes at the ends; "" is the home page. */
  path: string;
  /** The one version the row is for, or null when it serves every version without its own row. */
  version: string | null;
  updatedAt: string | null;
}

export interface SitemapArticleRow {
  slug: string;
  categorySlug: string;
  updatedAt: string | null;
}

export interface SitemapRepository {
  products(): Promise<SitemapProductRow[]>;
  /** Visible categories only: a hidden one has no listing page. */
  categories(): Promise<SitemapCategoryRow[]>;
  contentPages(): Promise<SitemapContentPageRow[]>;
  magazineCategorySlugs(): Promise<string[]>;
  magazineArticles(): Promise<SitemapArticleRow[]>;
}
