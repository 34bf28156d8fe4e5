// What the gift card service needs from storage (implemented in data/repositories/gift-card-repository.ts).
import type {
  AppliedGiftCard,
  GiftCard,
  GiftCardLedgerEntry,
  GiftCardPinState,
  HoldDecision,
} from "./gift-card-types.ts";

/** What the hold step is told once the cart and the card are locked. */
export interface HoldFacts {
  /** The card's balance now: the sum of its ledger. */
  balance: number;
  /** The cart's cards, in the order applied. */
  onCart: AppliedGiftCard[];
}

export interface GiftCardRepository {
  /**
   * The card of a normalised code, found by its keyed digest, or by its plain one on a row not yet re-keyed (which
   * is re-keyed then; docs/decisions/043-keyed-gift-card-digests.md); null when there is none.
   */
  findByCode(normalisedCode: string): Promise<GiftCard | null>;
  /**
   * Writes a new card with its keyed code and PIN digests and the issue in its ledger, in one transaction; answers
   * null, writing nothing, when the code's digest is already taken.
   */
  issue(card: {
    normalisedCode: string;
    pin: string;
    amount: number;
    currency: string;
    reference: string;
    now: Date;
    expiresAt: Date | null;
  }): Promise<GiftCard | null>;
  /** The card's PIN digest, wrong PINs and lock. */
  pinState(giftCardId: number): Promise<GiftCardPinState>;
  /**
   * Counts one wrong PIN on the card, in its row so every instance sees it, and locks the card when the count
   * reaches `lockAfter`; answers whether the card is locked now.
   */
  recordWrongPin(giftCardId: number, lockAfter: number, now: Date): Promise<boolean>;
  /** The right PIN on an unlocked card: its wrong PINs start again from none. */
  clearWrongPins(giftCardId: number): Promise<void>;
  /** The card's ledger, oldest first. */
  ledger(giftCardId: number): Promise<GiftCardLedgerEntry[]>;
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
