// The magazine (spec 002 §2 "Magazine board", §3 "Magazine card", §7 search, §9 limits).
export const MAGAZINE_INDEXES = ["twc-inspire-article-card", "twc-stories"] as const;
export type MagazineIndex = (typeof MAGAZINE_INDEXES)[number];
/** Every article has a card in the inspire index; the stories index holds the Stories category only. */
export const BOARD_INDEX: MagazineIndex = "twc-inspire-article-card";

export const MAGAZINE_HITS_PER_PAGE = 60;
export const MAGAZINE_COLUMNS = { desktop: 3, tablet: 2, mobile: 1 } as const;
export const ASPECT_WEIGHTS = { landscape: 0.75, square: 1, portrait: 1.33 } as const;
export type Aspect = keyof typeof ASPECT_WEIGHTS;
/** Category filters shown before the "more" control, by width. */
export const MAX_VISIBLE_FILTERS = { desktop: 5, largeMobile: 3, smallMobile: 2 } as const;

export type ArticleBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "quote"; text: string }
  | { type: "list"; items: string[] };

export interface MagazineCategory {
  slug: string;
  name: string;
  position: number;
  indexName: string;
  articleCount: number;
}

interface ArticleImage {
  id: string;
  alt: string;
  width: number;
  height: number;
}

/** An article card index record: what the board and the search API return as a hit. */
export interface ArticleCard {
  objectID: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  categoryName: string;
  /** Index the record belongs to besides the inspire card index. */
  catalogue: string;
  aspect: Aspect;
  aspectWeight: number;
  author: string;
  publishedAt: string;
  readingMinutes: number;
  tags: string[];
  /** Site path without the version. */
  url: string;
  image: ArticleImage | null;
}

export interface Article extends ArticleCard {
  body: ArticleBlock[];
}

export function articlePath(categorySlug: string, slug: string): string {
  return `/magazine/${categorySlug}/${slug}`;
}
