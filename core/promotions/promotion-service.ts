import type { Promotion } from "../pricing/cart-pricing-types.ts";
import { normalisePromotionCode } from "./promotion-code.ts";
import type { PromotionRepository } from "./promotion-ports.ts";
import { type ApplyRefusal, applyRefusal } from "./promotion-rules.ts";

// Applying and removing promotion codes on a cart. A refused code is an expected answer, not
// an error (ARCHITECTURE.md "Rules of the road"): it comes back as data with what its wording needs
// (core/promotions/promotion-messages.ts). What a code takes off is priceCart's job, not this service's.

export interface ApplyPromotionInput {
  cartId: number;
  /** As the shopper typed it. */
  code: string;
  /** The cart's currency. */
  currency: string;
  /** The lines' subtotal before discounts, minor units. */
  subtotal: number;
  now: Date;
}

export type ApplyPromotionResult = { ok: true; promotion: Promotion } | ApplyRefusal;

export interface PromotionService {
  apply(input: ApplyPromotionInput): Promise<ApplyPromotionResult>;
  /** Takes a code off the cart, however it is typed; a code that is not on it is no error. */
  remove(cartId: number, code: string): Promise<void>;
  /** The codes on the cart in the order applied, ready for priceCart. */
  applied(cartId: number): Promise<Promotion[]>;
}

export function createPromotionService(repository: PromotionRepository): PromotionService {
  return {
    async apply({ cartId, code, currency, subtotal, now }) {
      const normalised = normalisePromotionCode(code);
      const promotion = normalised === null ? null : await repository.findByCode(normalised);
      if (!promotion) return { ok: false, reason: "unknown" };
      // Decided on the codes on the cart while the repository holds it, so a racing apply cannot slip between.
      const refusal = await repository.attach(cartId, promotion.code, now, (applied) =>
        applyRefusal(promotion, applied, { currency, subtotal, now }),
      );
      return refusal ?? { ok: true, promotion };
    },

    async remove(cartId, code) {
      const normalised = normalisePromotionCode(code);
      if (normalised !== null) await repository.detach(cartId, normalised);
    },

    applied(cartId) {
      return repository.appliedCodes(cartId);
    },
  };
}
