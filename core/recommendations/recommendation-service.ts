import type { PerChangeMemo } from "../catalogue/per-change-memo.ts";
import type { PriceContext } from "../catalogue/product-service.ts";
import type { ProductCard } from "../catalogue/product-types.ts";
import { LOW_STOCK_THRESHOLD, variantStockStatus } from "../catalogue/stock-state.ts";
import { complementaryKindsOf } from "./complementary-kinds.ts";
import type { RecommendationRepository } from "./recommendation-repository.ts";
import {
  type CandidateStock,
  pickRecommendations,
  RECENTLY_VIEWED_KEPT,
  STRIP_LIMIT,
} from "./recommendation-rules.ts";

// One service chooses every recommended product (issue 27 item 3): the product page's pair-with and upsell
// strips, the not-found page's carousel, the empty bag and recently viewed. Signals, strongest first:
//   pair with  bought together (placed orders), then complementary kinds
//   upsell     same category, then what sells best anywhere
//   not found, empty bag   what sells best
//   recently viewed        the shopper's own views, newest first
// Within a signal, products that sold more units come first. Never a sold-out product, never the product itself,
// never the same product twice on one page.

/** Candidates asked of each signal: some will be sold out or already taken, and the strip should still fill. */
const CANDIDATES_PER_SIGNAL = STRIP_LIMIT * 4;

export interface RecommendationContext extends PriceContext {
  /** The version's inStoreOnlyCountsAsSoldOut toggle (spec 002 §4). */
  inStoreOnlyCountsAsSoldOut: boolean;
}

interface RecommendationDependencies {
  repository: RecommendationRepository;
  /** The catalogue's cards, in the order asked, priced for the visitor (core/catalogue/product-service.ts). */
  cards(codes: readonly string[], ctx: PriceContext): Promise<ProductCard[]>;
  /**
   * Keeps the product page's strips and the best sellers until the catalogue changes (docs/decisions/054): they are
   * the same for every shopper of a currency, and choosing them is most of a product page's database work.
   */
  memo?: PerChangeMemo;
}

export interface ProductRecommendations {
  pairWith: ProductCard[];
  upsell: ProductCard[];
}

export function createRecommendationService({ repository, cards, memo }: RecommendationDependencies) {
  const kept = <V>(key: string, load: () => Promise<V>): Promise<V> => (memo ? memo.get(key, load) : load());
  async function stockOf(codes: readonly string[], ctx: RecommendationContext): Promise<CandidateStock> {
    const stock = new Map<string, { status: ReturnType<typeof variantStockStatus>; notifyMe: boolean }[]>();
    const unique = [...new Set(codes)];
    if (unique.length === 0) return stock;
    for (const variant of await repository.variantsOf(unique)) {
      const list = stock.get(variant.productCode) ?? [];
      list.push({
        status: variantStockStatus(variant, ctx.lowStockThreshold ?? LOW_STOCK_THRESHOLD),
        notifyMe: variant.notifyMe,
      });
      stock.set(variant.productCode, list);
    }
    return stock;
  }

  async function choose(
    signals: readonly (readonly string[])[],
    ctx: RecommendationContext,
    exclude: readonly string[],
  ): Promise<string[]> {
    const stock = await stockOf(signals.flat(), ctx);
    return pickRecommendations(signals, {
      stock,
      exclude,
      inStoreOnlyCountsAsSoldOut: ctx.inStoreOnlyCountsAsSoldOut,
    });
  }

  /** The product page's two strips; empty for a product the catalogue does not hold. */
  async function productStrips(
    productCode: string,
    ctx: RecommendationContext,
  ): Promise<ProductRecommendations> {
    const anchor = await repository.anchor(productCode);
    if (!anchor) return { pairWith: [], upsell: [] };
    const kinds = complementaryKindsOf(anchor.kind);
    const [boughtWith, complementary, sameCategory, popular] = await Promise.all([
      repository.boughtWith(anchor.code, CANDIDATES_PER_SIGNAL),
      kinds.length > 0 ? repository.popularOfKinds(kinds, CANDIDATES_PER_SIGNAL) : Promise.resolve([]),
      repository.popularInCategories([anchor.categoryCode], CANDIDATES_PER_SIGNAL),
      repository.popular(CANDIDATES_PER_SIGNAL),
    ]);
    const stock = await stockOf([...boughtWith, ...complementary, ...sameCategory, ...popular], ctx);
    const options = { stock, inStoreOnlyCountsAsSoldOut: ctx.inStoreOnlyCountsAsSoldOut };
    const pairWith = pickRecommendations([boughtWith, complementary], {
      ...options,
      exclude: [anchor.code],
    });
    // What pairs with the product is not offered again as an alternative to it.
    const upsell = pickRecommendations([sameCategory, popular], {
      ...options,
      exclude: [anchor.code, ...pairWith],
    });
    const [pairCards, upsellCards] = await Promise.all([cards(pairWith, ctx), cards(upsell, ctx)]);
    return { pairWith: pairCards, upsell: upsellCards };
  }

  return {
    /** The product page's two strips; empty for a product the catalogue does not hold. */
    forProduct(productCode: string, ctx: RecommendationContext): Promise<ProductRecommendations> {
      return kept(`forProduct ${productCode} ${JSON.stringify(ctx)}`, () => productStrips(productCode, ctx));
    },

    /** The not-found page's carousel and the empty bag's strip: what sells best, in stock. */
    bestSellers(ctx: RecommendationContext, exclude: readonly string[] = []): Promise<ProductCard[]> {
      return kept(`bestSellers ${JSON.stringify([ctx, exclude])}`, async () => {
        const popular = await repository.popular(CANDIDATES_PER_SIGNAL);
        return cards(await choose([popular], ctx, exclude), ctx);
      });
    },
    /**
     * The products the shopper looked at, newest first (`viewed` as the shopper's cookie holds them), without the
     * product on show and without any sold out since.
     */
    async recentlyViewed(
      viewed: readonly string[],
      ctx: RecommendationContext,
      exclude: readonly string[] = [],
    ): Promise<ProductCard[]> {
      const codes = viewed.slice(0, RECENTLY_VIEWED_KEPT);
      if (codes.length === 0) return [];
      return cards(await choose([codes], ctx, exclude), ctx);
    },
  };
}

export type RecommendationService = ReturnType<typeof createRecommendationService>;
