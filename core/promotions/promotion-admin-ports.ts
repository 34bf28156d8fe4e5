import type { Promotion } from "../pricing/cart-pricing-types.ts";
import type { PromotionState } from "./promotion-admin-rules.ts";

// What the back office's promotion codes need from storage (data/repositories/promotion-admin-repository.ts).

export interface PromotionPage {
  promotions: Promotion[];
  total: number;
}

/** A change as it was made: the code before and after, for the audit log. */
export interface PromotionChange {
  before: Promotion;
  after: Promotion;
}

export interface PromotionAdminRepository {
  /** Newest start first (open-ended starts last), `state` at `now` when given. */
  list(options: { state?: PromotionState; now: Date; offset: number; limit: number }): Promise<PromotionPage>;
  /** Inserts the code; false when one with its name exists already (also when two insert it at once). */
  create(promotion: Promotion): Promise<boolean>;
  /**
   * In one transaction: reads the code, asks `decide` what it becomes (or a refusal), writes that. Null when there
   * is no such code. Two changes of one code at once each decide on what the other left.
   */
  change<Refusal>(
    code: string,
    decide: (current: Promotion) => { refusal: Refusal } | { next: Promotion },
  ): Promise<null | { refusal: Refusal } | PromotionChange>;
}
