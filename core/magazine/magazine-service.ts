import {
  type Article,
  type ArticleCard,
  BOARD_INDEX,
  MAGAZINE_INDEXES,
  type MagazineCategory,
  type MagazineIndex,
} from "./magazine-types.ts";
import { type SearchResult, searchArticles } from "./search-articles.ts";
import { type SearchParams, searchParamsSchema } from "./search-params.ts";

/** Port: data/repositories/magazine-repository.ts. */
export interface MagazineRepository {
  categories(): Promise<MagazineCategory[]>;
  /** Every article card (no body), newest first. */
  cards(): Promise<ArticleCard[]>;
  article(slug: string): Promise<Article | null>;
}

export function isMagazineIndex(value: string): value is MagazineIndex {
  return (MAGAZINE_INDEXES as readonly string[]).includes(value);
}

/** Cards in an index: the inspire index holds every card; the stories index its own catalogue only. */
function inIndex(cards: readonly ArticleCard[], index: MagazineIndex): ArticleCard[] {
  return index === BOARD_INDEX ? [...cards] : cards.filter((card) => card.catalogue === index);
}

export function createMagazineService(repository: MagazineRepository) {
  return {
    categories: () => repository.categories(),
    /** Search one index; null when the index is unknown or the parameters are not valid (the API answers {}). */
    async search(index: string, input: unknown): Promise<SearchResult | null> {
      if (!isMagazineIndex(index)) return null;
      const parsed = searchParamsSchema.safeParse(input ?? {});
      if (!parsed.success) return null;
      return searchArticles(inIndex(await repository.cards(), index), parsed.data, index);
    },
    /** The board's first render: the same search the browser makes later, with checked parameters. */
    async board(params: Partial<SearchParams>): Promise<SearchResult> {
      const parsed = searchParamsSchema.parse(params);
      return searchArticles(await repository.cards(), parsed, BOARD_INDEX);
    },
    async article(slug: string) {
      return repository.article(slug);
    },
    /** Up to `count` other articles from the same category, newest first. */
    async related(article: ArticleCard, count: number): Promise<ArticleCard[]> {
      const cards = await repository.cards();
      return cards
        .filter((card) => card.category === article.category && card.slug !== article.slug)
        .slice(0, count);
    },
  };
}

export type MagazineService = ReturnType<typeof createMagazineService>;
