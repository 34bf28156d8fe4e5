// What the gift card service needs from storage (implemented in data/repositories/gift-card-repository.ts).
import type { AppliedGiftCard, GiftCard, HoldDecision } from "./gift-card-types.ts";

/** What the hold step is told once the cart and the card are locked. */
export interface HoldFacts {
  /** The card's balance now: the sum of its ledger. */
  balance: number;
  /** The cart's cards, in the order applied. */
  onCart: AppliedGiftCard[];
}

export interface GiftCardRepository {
  /** The card whose normalised code has this digest, or null. */
  findByCodeHash(codeHash: string): Promise<GiftCard | null>;
  /** The sum of the card's ledger. */
  balance(giftCardId: number): Promise<number>;
  /** The cards paying for the cart, in the order applied. */
  applied(cartId: number): Promise<AppliedGiftCard[]>;
  /**
   * In one transaction: locks the cart and the card, reads the facts, and writes a hold of the amount `decide`
   * answers (a ledger row and the cart's payment row). However many run at once, each decides on the balance the
   * one before it left, so a card is never held past its balance.
   */
  hold(
    input: { cartId: number; giftCardId: number; now: Date },
    decide: (facts: HoldFacts) => HoldDecision,
  ): Promise<HoldDecision>;
  /** Releases the card's hold on the cart; false when the card was not paying for it. */
  release(cartId: number, giftCardId: number, now: Date): Promise<boolean>;
  /** Releases every hold on the cart (the bag abandoned, an order that failed). */
  releaseAll(cartId: number, now: Date): Promise<void>;
  /** Turns every hold on the cart into a redemption for the order; the balances do not move. */
  redeemAll(cartId: number, orderReference: string, now: Date): Promise<AppliedGiftCard[]>;
}
