import { isSoldOut, type StockLevelStatus } from "../catalogue/stock-state.ts";

/** spec 002 §2: where a strip of recommendations is shown; also the tracking events' `placement`. */
export const PLACEMENTS = ["pairWith", "upsell", "recentlyViewed", "notFound", "emptyBag"] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** How many products one strip shows. */
export const STRIP_LIMIT = 8;
/** spec 002 keeps no number for recently viewed: half as many again as a strip, so some survive selling out. */
export const RECENTLY_VIEWED_KEPT = 12;

/** The stock states of one candidate's variants, judged by core/catalogue/stock-state.ts. */
export type CandidateStock = ReadonlyMap<string, readonly { status: StockLevelStatus; notifyMe: boolean }[]>;

interface PickOptions {
  /** Never recommended: the product on show, what another strip on the page already holds. */
  exclude?: Iterable<string>;
  stock: CandidateStock;
  /** The version's inStoreOnlyCountsAsSoldOut toggle (spec 002 §4). */
  inStoreOnlyCountsAsSoldOut: boolean;
  limit?: number;
}

/**
 * A strip's products from its signals, strongest first: every code of the first signal before any of the second,
 * each code once, never an excluded one, never one sold out (or one whose stock is unknown: a product with no
 * variants cannot be bought).
 */
export function pickRecommendations(signals: readonly (readonly string[])[], options: PickOptions): string[] {
  const { stock, inStoreOnlyCountsAsSoldOut, limit = STRIP_LIMIT } = options;
  const taken = new Set(options.exclude ?? []);
  const picked: string[] = [];
  for (const signal of signals) {
    for (const code of signal) {
      if (picked.length >= limit) return picked;
      if (taken.has(code)) continue;
      taken.add(code);
      const variants = stock.get(code);
      if (!variants || variants.length === 0 || isSoldOut(variants, inStoreOnlyCountsAsSoldOut)) continue;
      picked.push(code);
    }
  }
  return picked;
}
