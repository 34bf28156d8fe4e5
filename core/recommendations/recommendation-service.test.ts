import { describe, expect, it } from "vitest";
import type { ProductCard } from "../catalogue/product-types.ts";
import type { CandidateVariant, RecommendationRepository } from "./recommendation-repository.ts";
import { createRecommendationService, type RecommendationContext } from "./recommendation-service.ts";

const ctx: RecommendationContext = {
  currency: "GBP",
  fallbackCurrency: "GBP",
  inStoreOnlyCountsAsSoldOut: false,
};

/** A catalogue of duvet covers (DC*), pillowcases (PC*) and candles (C*); SOLD is out of stock everywhere. */
function fakeRepository(overrides: Partial<RecommendationRepository> = {}): RecommendationRepository {
  const kinds: Record<string, string> = {
    DC1: "duvet-cover",
    DC2: "duvet-cover",
    PC1: "pillowcase",
    C1: "candle",
  };
  const popular = ["SOLD", "C1", "PC1", "DC2", "DC1"];
  const variant = (productCode: string): CandidateVariant => ({
    productCode,
    stockLevel: productCode === "SOLD" ? 0 : 10,
    availability: "online",
    notifyMe: false,
    storeStock: 0,
  });
  return {
    anchor: async (code) =>
      kinds[code] ? { code, kind: kinds[code]!, categoryCode: `cat-${kinds[code]}` } : null,
    boughtWith: async (code) => (code === "DC1" ? ["SOLD", "C1", "DC1"] : []),
    popularOfKinds: async (wanted) => popular.filter((code) => wanted.includes(kinds[code] ?? "")),
    popularInCategories: async (categories) =>
      popular.filter((code) => categories.includes(`cat-${kinds[code] ?? "none"}`)),
    popular: async () => popular,
    variantsOf: async (codes) => codes.map(variant),
    ...overrides,
  };
}

const cards = async (codes: readonly string[]): Promise<ProductCard[]> =>
  codes.map((code) => ({ code, name: code, path: `/p/${code}`, image: null, price: null, swatchCount: 1 }));

const codesOf = (list: readonly ProductCard[]) => list.map((card) => card.code);

describe("the recommendation service", () => {
  it("pairs a product with what was bought with it, then with its complementary kinds", async () => {
    const service = createRecommendationService({ repository: fakeRepository(), cards });
    const { pairWith } = await service.forProduct("DC1", ctx);
    // Bought together: C1 (SOLD is sold out, DC1 is the product); then pillowcases, the duvet cover's complement.
    expect(codesOf(pairWith)).toEqual(["C1", "PC1"]);
  });

  it("offers the same category first, then what sells best, never repeating the pair-with strip", async () => {
    const service = createRecommendationService({ repository: fakeRepository(), cards });
    const { pairWith, upsell } = await service.forProduct("DC1", ctx);
    expect(codesOf(upsell)).toEqual(["DC2"]);
    expect(codesOf(upsell).filter((code) => codesOf(pairWith).includes(code))).toEqual([]);
    expect([...codesOf(pairWith), ...codesOf(upsell)]).not.toContain("DC1");
  });

  it("recommends nothing for a product the catalogue does not hold", async () => {
    const service = createRecommendationService({ repository: fakeRepository(), cards });
    expect(await service.forProduct("NOPE", ctx)).toEqual({ pairWith: [], upsell: [] });
  });

  it("fills the not-found carousel and the empty bag with the best sellers in stock", async () => {
    const service = createRecommendationService({ repository: fakeRepository(), cards });
    expect(codesOf(await service.bestSellers(ctx))).toEqual(["C1", "PC1", "DC2", "DC1"]);
    expect(codesOf(await service.bestSellers(ctx, ["C1"]))).toEqual(["PC1", "DC2", "DC1"]);
  });

  it("shows recently viewed newest first, without the product on show or anything sold out since", async () => {
    const service = createRecommendationService({ repository: fakeRepository(), cards });
    expect(codesOf(await service.recentlyViewed(["PC1", "SOLD", "DC1", "C1"], ctx, ["DC1"]))).toEqual([
      "PC1",
      "C1",
    ]);
    expect(await service.recentlyViewed([], ctx)).toEqual([]);
  });
});
