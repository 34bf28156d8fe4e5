import type { Promotion, PromotionRefusal } from "./cart-pricing-types.ts";

// Whether one promotion can count towards a cart, on its own terms. Pricing (price-cart.ts) and applying a
// code (core/promotions/promotion-service.ts) ask the same question, so a code the shopper was allowed to apply
// is priced, and one that stops qualifying is reported with the same reason the shopper would have been given.

export interface EligibilityContext {
  currency: string;
  /** The lines' subtotal before discounts, minor units. */
  subtotal: number;
  now: Date;
}

/** True while `now` is inside the promotion's dates: from startsAt (inclusive) until endsAt (exclusive). */
function hasStarted(promotion: Promotion, now: Date): boolean {
  return promotion.startsAt === null || now.getTime() >= Date.parse(promotion.startsAt);
}

function hasEnded(promotion: Promotion, now: Date): boolean {
  return promotion.endsAt !== null && now.getTime() >= Date.parse(promotion.endsAt);
}

/**
 * Why the promotion cannot count towards this cart, or null when it can. Combining codes is a question about
 * the other codes, answered by the caller. The checks run from the code itself (dates, currency) to the bag
 * (empty, threshold), so the shopper hears first about what no change to the bag can fix.
 */
export function ineligibilityReason(
  promotion: Promotion,
  context: EligibilityContext,
): PromotionRefusal | null {
  if (!hasStarted(promotion, context.now)) return "notYetValid";
  if (hasEnded(promotion, context.now)) return "expired";
  if (promotion.currency !== null && promotion.currency !== context.currency) return "notApplicable";
  if (context.subtotal <= 0) return "emptyBag";
  if (promotion.threshold !== null && context.subtotal < promotion.threshold) return "belowThreshold";
  return null;
}
