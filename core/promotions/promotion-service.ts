import type { Money } from "../money/money.ts";
import type { Promotion, PromotionRefusal } from "../pricing/cart-pricing-types.ts";
import { ineligibilityReason } from "../pricing/promotion-eligibility.ts";
import { normalisePromotionCode } from "./promotion-code.ts";
import type { PromotionRepository } from "./promotion-ports.ts";

// Applying and removing promotion codes on a cart (issue 13 point 3). A refused code is an expected answer, not
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

export type ApplyPromotionResult =
  | { ok: true; promotion: Promotion }
  | {
      ok: false;
      reason: PromotionRefusal;
      /** For belowThreshold: what the lines must reach. */
      threshold?: Money;
      /** For notCombinable: the code already on the cart that this one cannot join. */
      otherCode?: string;
    };

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
      const applied = await repository.appliedCodes(cartId);
      // Said first: the shopper who types a code twice needs to hear it is already working, whatever else holds.
      if (applied.some((other) => other.code === promotion.code))
        return { ok: false, reason: "alreadyApplied" };
      const reason = ineligibilityReason(promotion, { currency, subtotal, now });
      if (reason === "belowThreshold" && promotion.threshold !== null) {
        const threshold = { amount: promotion.threshold, currency: promotion.currency ?? currency };
        return { ok: false, reason, threshold };
      }
      if (reason !== null) return { ok: false, reason };
      const blocking = promotion.stackable ? undefined : applied.find((other) => !other.stackable);
      if (blocking) return { ok: false, reason: "notCombinable", otherCode: blocking.code };
      // Two racing applies may both pass the check above; priceCart still lets only the first one count.
      await repository.attach(cartId, promotion.code, now);
      return { ok: true, promotion };
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
