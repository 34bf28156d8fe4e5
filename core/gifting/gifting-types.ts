// The contract of gift boxes and gift messages in the bag and checkout (spec 001 §3 "Gifting", §4, §5, §9).

/** spec 001 §9: the gift box codes; each is a single-size product whose SKU is the code (seeded). */
export const GIFT_BOX_TYPES = ["GIFTB", "GIFTWRAP"] as const;
export type GiftBoxType = (typeof GIFT_BOX_TYPES)[number];

/** A gift box as the bag and checkout see it. */
export interface GiftBox {
  id: number;
  /** Numbered from 1 in the order made; renumbered from 1 after a removal. */
  giftBoxNo: number;
  giftBoxType: GiftBoxType;
  /** The box is sent flat and folded by the recipient (large items). */
  flatPack: boolean;
  /** Up to 250 characters (spec 001 §5); empty when none. */
  personalMessage: string;
  personalMessageValid: boolean;
  /** Variant codes of the bag lines in the box; a product is in one box only. */
  productCodes: string[];
  /** The cart entry numbers of those lines, in the same order (ours: the bag's forms name lines by these). */
  entryNumbers: number[];
  /** Minor units in the cart's currency: the box product's price. */
  price: number;
}

export interface GiftingState {
  boxes: GiftBox[];
  /** The order-level gift message (a message with the order, no box). */
  orderLevelGiftMessage: string;
  /** Variant codes in the bag that may not go in a box (giftWrapDisabledProducts). */
  giftWrapDisabledProducts: string[];
  /** Variant codes whose gift message is disabled (freeGiftMessageDisabledProducts). */
  freeGiftMessageDisabledProducts: string[];
  /** Whether any line of the bag may be gift boxed (Cart.giftWrappable). */
  giftWrappable: boolean;
}
