// The contract of the one pricing function bag, checkout and order use. Every amount is an
// integer of minor units in the cart's currency; nothing here formats money.

/** One bag line as pricing sees it. */
export interface PricingLine {
  entryNumber: number;
  productCode: string;
  /** Minor units, captured from the catalogue (the cart's current price). */
  unitPrice: number;
  quantity: number;
}

/** A charge that is not a product line but is paid with the order: a gift box (GIFTB, GIFTWRAP). */
export interface PricingCharge {
  code: string;
  amount: number;
}

export const PROMOTION_KINDS = [
  /** `value` percent off the lines (1–100). */
  "percentOff",
  /** `value` minor units off the lines, never more than the lines. */
  "amountOff",
  /** Standard delivery costs nothing. */
  "freeStandardDelivery",
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** A promotion code as the database holds it (seeded examples are listed in the README). */
export interface Promotion {
  /** Upper case, as the shopper's input is normalised to. */
  code: string;
  kind: PromotionKind;
  /** Percent for percentOff, minor units for amountOff, unused (0) for freeStandardDelivery. */
  value: number;
  /** The currency `value` and `threshold` are in; null for a percentage or free delivery valid in every currency. */
  currency: string | null;
  /** Minor units the lines' subtotal must reach ("£10 off £75"); null when there is none. */
  threshold: number | null;
  /** ISO instants; null is open-ended. */
  startsAt: string | null;
  endsAt: string | null;
  /** May be applied alongside other codes. A cart holds at most one code that is not stackable. */
  stackable: boolean;
  /** What the shopper reads on the summary line, e.g. "£10 off orders over £75". */
  description: string;
}

export interface DeliveryPricing {
  /** The standard delivery charge of the version in this currency (the bag's delivery estimate). */
  standardCharge: number;
  /** Lines' subtotal (after discounts) from which standard delivery is free; null when there is none. */
  freeThreshold: number | null;
}

export interface CartPricingInput {
  currency: string;
  lines: readonly PricingLine[];
  charges: readonly PricingCharge[];
  /** Promotions applied to the cart, in the order applied; ones that no longer qualify are reported, not priced. */
  promotions: readonly Promotion[];
  delivery: DeliveryPricing;
  now: Date;
}

export interface PricedLine {
  entryNumber: number;
  /** unitPrice × quantity. */
  gross: number;
  /** This line's share of every discount (largest-remainder spread, so the shares add up exactly). */
  discount: number;
  /** gross − discount, never below 0. */
  net: number;
}

export interface AppliedDiscount {
  code: string;
  description: string;
  /** Minor units taken off (0 for free delivery, which shows on the delivery line). */
  amount: number;
}

export interface CartPricing {
  currency: string;
  lines: PricedLine[];
  /** Sum of the lines' gross. */
  subtotal: number;
  discounts: AppliedDiscount[];
  /** Sum of discounts' amounts = sum of the lines' discount. */
  totalDiscount: number;
  /** Codes on the cart that no longer qualify (expired since, under the threshold now), with why. */
  inactivePromotions: { code: string; reason: PromotionRefusal }[];
  chargesTotal: number;
  delivery: { charge: number; free: boolean; freeBy: "threshold" | "promotion" | null };
  /**
   * How much more the lines need for free standard delivery; null when already free, when there is no threshold
   * and in an empty bag.
   */
  freeDeliveryRemaining: number | null;
  /** subtotal − totalDiscount + chargesTotal + delivery.charge, never below 0. */
  total: number;
}

/** Why a code cannot be applied (wording in core/promotions/promotion-messages.ts). */
export type PromotionRefusal =
  | "unknown"
  | "expired"
  | "notYetValid"
  | "notApplicable"
  | "belowThreshold"
  | "alreadyApplied"
  | "notCombinable"
  | "emptyBag";

/** Every refusal, for tests and lists that must cover them all (the check below fails when one is missing). */
export const PROMOTION_REFUSALS = [
  "unknown",
  "expired",
  "notYetValid",
  "notApplicable",
  "belowThreshold",
  "alreadyApplied",
  "notCombinable",
  "emptyBag",
] as const satisfies readonly PromotionRefusal[];
type MissingRefusal = Exclude<PromotionRefusal, (typeof PROMOTION_REFUSALS)[number]>;
const everyRefusalListed: [MissingRefusal] extends [never] ? true : never = true;
void everyRefusalListed;
