import type { Availability } from "../catalogue/stock-state.ts";

// The recommendations' read port, implemented in data/repositories/recommendation-repository.ts. Every list is of
// standard products (no bundles, collections or gift cards), at most `limit` long, and may hold sold-out products:
// the service judges stock the way the product page does.

export interface AnchorProduct {
  code: string;
  kind: string;
  categoryCode: string;
}

export interface CandidateVariant {
  productCode: string;
  stockLevel: number;
  availability: Availability;
  notifyMe: boolean;
  /** Units held across all stores. */
  storeStock: number;
}

export interface RecommendationRepository {
  anchor(productCode: string): Promise<AnchorProduct | null>;
  /** Products bought in the same placed orders as this one, the most shared orders first. */
  boughtWith(productCode: string, limit: number): Promise<string[]>;
  /** Products of these kinds, the most units sold first, then the newest. */
  popularOfKinds(kinds: readonly string[], limit: number): Promise<string[]>;
  /** Products whose own category is one of these, the most units sold first, then the newest. */
  popularInCategories(categoryCodes: readonly string[], limit: number): Promise<string[]>;
  /** Every product, the most units sold first, then the newest. */
  popular(limit: number): Promise<string[]>;
  /** The variants of these products, for their stock states; codes of no product are left out. */
  variantsOf(productCodes: readonly string[]): Promise<CandidateVariant[]>;
}
