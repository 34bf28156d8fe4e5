/** An article as written by hand; the body is composed from its category's writing. */
export interface ArticleSource {
  title: string;
  /** A gerund phrase the body's opening and closing are built around: "layering neutrals". */
  topic: string;
  /** One or two sentences for the card and the standfirst. */
  summary: string;
  tags: string[];
}

/** Copy a category's articles draw on, so sixty articles read like sixty, not one. */
export interface CategoryWriting {
  /** Opening paragraphs; `{topic}` is replaced by the article's topic. */
  intros: string[];
  headings: string[];
  paragraphs: string[];
  quotes: string[];
  lists: { heading: string; items: string[] }[];
  /** Closing paragraphs; `{topic}` is replaced by the article's topic. */
  closings: string[];
}

/** How the local image renderer draws the category's article images. */
export interface CategoryLook {
  backgrounds: string[];
  /** Textile colours: the renderer dresses the picture's main fabric in one of these. */
  colours: string[];
  accents: string[];
  /** Fabric patterns the renderer knows (server/images/image-design.ts IMAGE_MOTIFS). */
  motifs: string[];
  /** What the picture shows, for its alt text. */
  scene: string;
}

export interface MagazineCategorySource {
  slug: string;
  name: string;
  /** spec 002 §7: article cards live in the twc-inspire-article-card index, our stories in twc-stories. */
  indexName: "twc-inspire-article-card" | "twc-stories";
  writing: CategoryWriting;
  look: CategoryLook;
  articles: ArticleSource[];
}
