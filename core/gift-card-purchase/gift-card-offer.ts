import type { Version } from "../site/versions.ts";

// What the shop sells as gift cards, in one place: the page, the bag action, the JSON calls and the seed all
// read it. Gift cards are sold on the UK site in pounds only (spec 000 §9), so every amount here is pence.

/** The two gift card products of spec 000 §2: the e-gift card is sent by e-mail, the card is posted. */
export const GIFT_CARD_KINDS = ["ECARD", "GCARD"] as const;
export type GiftCardKind = (typeof GIFT_CARD_KINDS)[number];

export function isGiftCardKind(code: string): code is GiftCardKind {
  return (GIFT_CARD_KINDS as readonly string[]).includes(code);
}

export const GIFT_CARD_CURRENCY = "GBP";
export const GIFT_CARD_VERSION: Version = "uk";

export interface GiftCardDesign {
  code: string;
  name: string;
  /** The design's picture, drawn by the image pipeline (server/images) from its seeded row. */
  imageId: string;
}

export interface GiftCardOffer {
  currency: typeof GIFT_CARD_CURRENCY;
  /** Pence, smallest first. */
  fixedAmounts: readonly number[];
  /** The e-gift card's custom amount, pence, inclusive. */
  customMin: number;
  customMax: number;
  designs: readonly GiftCardDesign[];
  /** spec 000 §9: a gift box for a gift card costs £2 … */
  giftBoxCharge: number;
  /** … and is free for a card worth more than this (pence). */
  freeGiftBoxAbove: number;
  /** spec 001 §5: an e-gift card is sent at most six months ahead. */
  sendDateMonthsAhead: number;
}

export const GIFT_CARD_DESIGNS: readonly GiftCardDesign[] = [
  { code: "CLASSIC", name: "Classic Stripe", imageId: "giftcard-classic" },
  { code: "BIRTHDAY", name: "Birthday Bunting", imageId: "giftcard-birthday" },
  { code: "THANKYOU", name: "Thank You Floral", imageId: "giftcard-thankyou" },
  { code: "CELEBRATE", name: "Celebration Check", imageId: "giftcard-celebrate" },
];

export const GIFT_CARD_OFFER: GiftCardOffer = {
  currency: GIFT_CARD_CURRENCY,
  fixedAmounts: [1000, 2500, 5000, 10000, 15000],
  customMin: 500,
  customMax: 50000,
  designs: GIFT_CARD_DESIGNS,
  giftBoxCharge: 200,
  freeGiftBoxAbove: 10000,
  sendDateMonthsAhead: 6,
};

/** The product names the pages and the bag show, and the path segment of spec 000 §2. */
export const GIFT_CARD_NAMES: Record<GiftCardKind, { name: string; slug: string }> = {
  ECARD: { name: "E-Gift Card", slug: "E-Gift-Card" },
  GCARD: { name: "Gift Card", slug: "Gift-Cards" },
};

export function giftCardDesign(code: string, offer: GiftCardOffer = GIFT_CARD_OFFER) {
  return offer.designs.find((design) => design.code === code);
}

/** The gift box's charge for a card of this amount: free above the threshold. */
export function giftBoxChargeFor(amount: number, offer: GiftCardOffer = GIFT_CARD_OFFER): number {
  return amount > offer.freeGiftBoxAbove ? 0 : offer.giftBoxCharge;
}

/** What a gift card line costs: the card's value, plus its gift box when it has one. Pence. */
export function giftCardLinePrice(
  purchase: { amount: number; giftBox: boolean },
  offer: GiftCardOffer = GIFT_CARD_OFFER,
): number {
  return purchase.amount + (purchase.giftBox ? giftBoxChargeFor(purchase.amount, offer) : 0);
}
