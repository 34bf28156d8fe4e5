import type {
  AppliedDiscount,
  CartPricing,
  CartPricingInput,
  DeliveryPricing,
  PricedLine,
  Promotion,
  PromotionRefusal,
} from "./cart-pricing-types.ts";
import { ineligibilityReason } from "./promotion-eligibility.ts";
import { spreadDiscount } from "./spread-discount.ts";

// The one pricing function the bag, checkout and the order use, so the three can never
// disagree about a total. Pure: the caller loads lines, charges, applied promotions and delivery prices.

interface Inactive {
  code: string;
  reason: PromotionRefusal;
}

/**
 * The promotions that count, in the order applied, and those that do not with why. A cart holds at most one
 * code that is not stackable: the first applied of those that qualify wins, so a lapsed code never blocks the
 * one after it.
 */
function activePromotions(
  input: CartPricingInput,
  subtotal: number,
): { active: Promotion[]; inactive: Inactive[] } {
  const active: Promotion[] = [];
  const inactive: Inactive[] = [];
  const seen = new Set<string>();
  for (const promotion of input.promotions) {
    if (seen.has(promotion.code)) {
      inactive.push({ code: promotion.code, reason: "alreadyApplied" });
      continue;
    }
    seen.add(promotion.code);
    const reason = ineligibilityReason(promotion, { currency: input.currency, subtotal, now: input.now });
    if (reason !== null) inactive.push({ code: promotion.code, reason });
    else if (!promotion.stackable && active.some((other) => !other.stackable))
      inactive.push({ code: promotion.code, reason: "notCombinable" });
    else active.push(promotion);
  }
  return { active, inactive };
}

/** Minor units a promotion takes off lines worth `left` (what earlier discounts have left of them). */
function discountAmount(promotion: Promotion, left: number): number {
  switch (promotion.kind) {
    case "percentOff": {
      const percent = Math.min(100, Math.max(0, promotion.value));
      // Half a penny rounds up, as a till does; never more than is left.
      return Math.min(left, Math.floor((left * percent + 50) / 100));
    }
    case "amountOff":
      return Math.min(left, Math.max(0, promotion.value));
    case "freeStandardDelivery":
      return 0;
  }
}

function deliveryFor(
  delivery: DeliveryPricing,
  hasLines: boolean,
  freeByPromotion: boolean,
  discountedSubtotal: number,
): Pick<CartPricing, "delivery" | "freeDeliveryRemaining"> {
  // Nothing to send: no charge, and no "spend £x more" nudge in an empty bag.
  if (!hasLines) return { delivery: { charge: 0, free: false, freeBy: null }, freeDeliveryRemaining: null };
  if (freeByPromotion)
    return { delivery: { charge: 0, free: true, freeBy: "promotion" }, freeDeliveryRemaining: null };
  const threshold = delivery.freeThreshold;
  if (threshold !== null && discountedSubtotal >= threshold)
    return { delivery: { charge: 0, free: true, freeBy: "threshold" }, freeDeliveryRemaining: null };
  return {
    delivery: { charge: delivery.standardCharge, free: false, freeBy: null },
    freeDeliveryRemaining: threshold === null ? null : threshold - discountedSubtotal,
  };
}

/**
 * Prices a cart. Each discount applies, in the order its code was applied, to what the discounts before it have
 * left of the lines, and is spread over the lines in proportion to that (largest remainder), so no line goes
 * below 0 and the lines' shares add up exactly to every discount. Free delivery from a code is checked before
 * the free-delivery threshold, which is measured after discounts.
 */
export function priceCart(input: CartPricingInput): CartPricing {
  const gross = input.lines.map((line) => line.unitPrice * line.quantity);
  const subtotal = gross.reduce((sum, value) => sum + value, 0);
  const { active, inactive } = activePromotions(input, subtotal);

  const left = [...gross];
  const lineDiscounts = gross.map(() => 0);
  const discounts: AppliedDiscount[] = [];
  for (const promotion of active) {
    const amount = discountAmount(
      promotion,
      left.reduce((sum, value) => sum + value, 0),
    );
    const shares = spreadDiscount(amount, left);
    shares.forEach((share, index) => {
      left[index] = (left[index] ?? 0) - share;
      lineDiscounts[index] = (lineDiscounts[index] ?? 0) + share;
    });
    discounts.push({ code: promotion.code, description: promotion.description, amount });
  }
  const totalDiscount = discounts.reduce((sum, discount) => sum + discount.amount, 0);

  const lines: PricedLine[] = input.lines.map((line, index) => {
    const lineGross = gross[index] ?? 0;
    const discount = lineDiscounts[index] ?? 0;
    return { entryNumber: line.entryNumber, gross: lineGross, discount, net: lineGross - discount };
  });
  const chargesTotal = input.charges.reduce((sum, charge) => sum + charge.amount, 0);
  const freeByPromotion = active.some((promotion) => promotion.kind === "freeStandardDelivery");
  const { delivery, freeDeliveryRemaining } = deliveryFor(
    input.delivery,
    // E-gift cards are e-mailed: a bag of them only has nothing to send (core/checkout/delivery-needed.ts).
    input.lines.some((line) => line.productCode !== "ECARD"),
    freeByPromotion,
    subtotal - totalDiscount,
  );

  return {
    currency: input.currency,
    lines,
    subtotal,
    discounts,
    totalDiscount,
    inactivePromotions: inactive,
    chargesTotal,
    delivery,
    freeDeliveryRemaining,
    total: Math.max(0, subtotal - totalDiscount + chargesTotal + delivery.charge),
  };
}
