import { TEXT_AREA_DEFAULT_MAX_CHARS } from "../forms/field-rules.ts";
import {
  GIFT_CARD_NAMES,
  GIFT_CARD_OFFER,
  GIFT_CARD_VERSION,
  type GiftCardKind,
  type GiftCardOffer,
} from "./gift-card-offer.ts";
import { type SendDateWindow, sendDateWindow } from "./send-date-window.ts";

// spec 001 §3 "Gift card: data with giftCardConfig, code, swatches with secondId and variantOptions": the gift
// card products as other clients read them (`GET …/giftcards/{code}`), from the one offer the pages sell.
// Amounts stay pence here; the route formats them.

export interface GiftCardProductData {
  code: GiftCardKind;
  name: string;
  /** The UK site's page, with the version prefix. */
  url: string;
  giftCardConfig: {
    currency: string;
    fixedAmounts: readonly number[];
    /** The e-gift card's custom amount range; null for the posted card. */
    customAmount: { min: number; max: number } | null;
    /** The posted card's optional gift box; null for the e-gift card. */
    giftBox: { charge: number; freeAbove: number } | null;
    /** Today to six months ahead in UK days; null for the posted card. */
    sendDate: SendDateWindow | null;
    messageMaxLength: number;
  };
  swatches: {
    code: string;
    /** The design's picture id (secondId in spec 001's swatches). */
    secondId: string;
    name: string;
    variantOptions: { code: string; amount: number }[];
  }[];
}

export function giftCardProductData(
  kind: GiftCardKind,
  now: Date,
  offer: GiftCardOffer = GIFT_CARD_OFFER,
): GiftCardProductData {
  const isCard = kind === "ECARD";
  return {
    code: kind,
    name: GIFT_CARD_NAMES[kind].name,
    url: `/${GIFT_CARD_VERSION}/${GIFT_CARD_NAMES[kind].slug}/p/${kind}`,
    giftCardConfig: {
      currency: offer.currency,
      fixedAmounts: offer.fixedAmounts,
      customAmount: isCard ? { min: offer.customMin, max: offer.customMax } : null,
      giftBox: isCard ? null : { charge: offer.giftBoxCharge, freeAbove: offer.freeGiftBoxAbove },
      sendDate: isCard ? sendDateWindow(now, offer.sendDateMonthsAhead) : null,
      messageMaxLength: TEXT_AREA_DEFAULT_MAX_CHARS,
    },
    swatches: offer.designs.map((design) => ({
      code: design.code,
      secondId: design.imageId,
      name: design.name,
      variantOptions: offer.fixedAmounts.map((amount) => ({
        code: `${kind}-${design.code}-${amount}`,
        amount,
      })),
    })),
  };
}
