// Gift cards as payment: the card, what it holds for a cart, and why one is refused.

/** spec 001 §1: gift cards and e-gift cards are sold only on the UK site, in pounds. */
export const GIFT_CARD_CURRENCY = "GBP";

export type GiftCardStatus = "active" | "cancelled";

export interface GiftCard {
  id: number;
  lastFour: string;
  currency: string;
  initialBalance: number;
  status: GiftCardStatus;
  createdAt: string;
  /** ISO instant; null when it never expires. */
  expiresAt: string | null;
}

/** One card paying for a cart: the amount it holds, and what is left on the card beside the hold. */
export interface AppliedGiftCard {
  giftCardId: number;
  lastFour: string;
  currency: string;
  /** Minor units held against the cart. */
  amount: number;
  /** The card's balance with this and every other hold taken off (the sum of its ledger). */
  remainingBalance: number;
  appliedAt: string;
  /** Staff blocked the card since it was applied (migration 0046): the order refuses it until it is taken off. */
  blocked?: boolean;
}

export type GiftCardRefusal =
  | "unknown"
  | "expired"
  | "cancelled"
  | "noBalance"
  | "wrongCurrency"
  | "alreadyApplied"
  | "nothingToPay"
  | "notApplied"
  /** The order is being placed with the cards as they are: they cannot change until it is placed or refused. */
  | "orderInProgress"
  /** The bag holds a gift card: gift cards cannot buy gift cards. */
  | "giftCardsForGiftCards";

/** What the hold step decides once the card is locked: the amount, or why nothing is held. */
export type HoldDecision = { ok: true; amount: number } | { ok: false; reason: GiftCardRefusal };

/** One raw row of a card's ledger, oldest first. */
export interface GiftCardLedgerEntry {
  amount: number;
  kind: "issue" | "hold" | "release" | "redeem";
  reference: string;
  createdAt: string;
}

/** What a card's PIN check needs: its PIN's keyed digest (null before PINs), wrong tries since, and its lock. */
export interface GiftCardPinState {
  pinDigest: string | null;
  wrongPins: number;
  lockedAt: string | null;
}
