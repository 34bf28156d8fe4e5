import type { Money } from "../money/money.ts";
import type { Promotion, PromotionRefusal } from "../pricing/cart-pricing-types.ts";
import { type EligibilityContext, ineligibilityReason } from "../pricing/promotion-eligibility.ts";

// Whether a code may join the codes already on a cart. Pure, so the repository can ask it while it holds the
// cart (core/promotions/promotion-ports.ts attach): racing applies each decide on the codes the one before left.

export interface ApplyRefusal {
  ok: false;
  reason: PromotionRefusal;
  /** For belowThreshold: what the lines must reach. */
  threshold?: Money;
  /** For notCombinable: the code already on the cart that this one cannot join. */
  otherCode?: string;
}

/** Why `promotion` may not join the cart's `applied` codes, or null when it may. */
export function applyRefusal(
  promotion: Promotion,
  applied: readonly Promotion[],
  bag: EligibilityContext,
): ApplyRefusal | null {
  // Said first: the shopper who types a code twice needs to hear it is already working, whatever else holds.
  if (applied.some((other) => other.code === promotion.code)) return { ok: false, reason: "alreadyApplied" };
  const reason = ineligibilityReason(promotion, bag);
  if (reason === "belowThreshold" && promotion.threshold !== null) {
    const threshold = { amount: promotion.threshold, currency: promotion.currency ?? bag.currency };
    return { ok: false, reason, threshold };
  }
  if (reason !== null) return { ok: false, reason };
  // One code that cannot be combined per cart (docs/decisions/015-promotions-and-pricing.md), lapsed or not:
  // the shopper removes it to use another, and the database holds the same rule (migration 0030).
  const blocking = promotion.stackable ? undefined : applied.find((other) => !other.stackable);
  return blocking ? { ok: false, reason: "notCombinable", otherCode: blocking.code } : null;
}
