// What the promotion service needs from storage (implemented in data/repositories/promotion-repository.ts).
import type { Promotion } from "../pricing/cart-pricing-types.ts";

export interface PromotionRepository {
  /** The promotion with this code (already normalised to upper case), or null. */
  findByCode(code: string): Promise<Promotion | null>;
  /** The promotions on the cart, in the order they were applied (pricing's first-applied-wins depends on it). */
  appliedCodes(cartId: number): Promise<Promotion[]>;
  /**
   * In one transaction: locks the cart, reads its codes, and puts the code on it after them unless `refuse`
   * answers a refusal, which it returns. However many run on one cart at once, each decides on the codes the
   * one before it left. Applying a code already on the cart keeps its first applied time.
   */
  attach<Refusal>(
    cartId: number,
    code: string,
    now: Date,
    refuse: (applied: Promotion[]) => Refusal | null,
  ): Promise<Refusal | null>;
  /** Takes the code off the cart; nothing happens when it is not on it. */
  detach(cartId: number, code: string): Promise<void>;
  /** Takes every code off the cart (an order placed from it, a bag emptied). */
  detachAll(cartId: number): Promise<void>;
}
