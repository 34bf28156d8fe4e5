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
   * one before it left, so a card is never held past its balance. Refused while an order of the cart is placed.
   */
  hold(
    input: { cartId: number; giftCardId: number; now: Date },
    decide: (facts: HoldFacts) => HoldDecision,
  ): Promise<HoldDecision>;
  /**
   * Releases the card's hold on the cart; refused when the card was not paying for it, or while an order of the
   * cart is being placed (its holds are what the order was priced with).
   */
  release(
    cartId: number,
    giftCardId: number,
    now: Date,
  ): Promise<"released" | "notApplied" | "orderInProgress">;
  /** Releases every hold on the cart (an order that failed); false, releasing nothing, while an order is placed. */
  releaseAll(cartId: number, now: Date): Promise<boolean>;
  /**
   * The carts holding gift cards whose bag and checkout have both been left alone since `idleSince`, and which no
   * order is being placed from: their holds have expired.
   */
  idleCartsHolding(idleSince: Date, limit: number): Promise<number[]>;
  /** Releases every hold of the cart if it is still idle since `idleSince` and no order of it is under way. */
  releaseIfIdle(cartId: number, idleSince: Date, now: Date): Promise<boolean>;
  /** Turns every hold on the cart into a redemption for the order; the balances do not move. */
  redeemAll(cartId: number, orderReference: string, now: Date): Promise<AppliedGiftCard[]>;
}
