import type { GiftCardPurchase } from "./gift-card-purchase-form.ts";

// What the gift card lines need from storage (data/repositories/cart-gift-card-repository.ts). A gift card
// line is numbered with its cart's other lines; the cart repository reads it back among the bag's lines.

export interface GiftCardLineRepository {
  /** Adds the card as a new line of the cart (never merged with another), and moves the cart's modified time. */
  add(input: { cartId: number; purchase: GiftCardPurchase; unitPrice: number; now: Date }): Promise<number>;
  /** The card on the cart's line `entryNumber`, or null when that line is not a gift card. */
  find(cartId: number, entryNumber: number): Promise<GiftCardPurchase | null>;
  /** Replaces the card's details and price; false when the line is gone. */
  update(input: {
    cartId: number;
    entryNumber: number;
    purchase: GiftCardPurchase;
    unitPrice: number;
    now: Date;
  }): Promise<boolean>;
}
