import {
  GIFT_CARD_CURRENCY,
  type GiftCard,
  type GiftCardRefusal,
  type HoldDecision,
} from "./gift-card-types.ts";

// The rules of paying with gift cards: who may use a card, and how much each card holds.
// Several cards on one cart are drawn in turn: each holds what it has, up to what the cards before it left to pay.

/** Why this card cannot pay for a cart in `cartCurrency` at `now`, or null when it can. */
export function usabilityRefusal(
  card: GiftCard,
  cart: { currency: string; now: Date },
): GiftCardRefusal | null {
  // spec 001 §1: gift cards are only in pounds, so a dollar or euro cart cannot take one.
  if (cart.currency !== GIFT_CARD_CURRENCY || card.currency !== cart.currency) return "wrongCurrency";
  if (card.status === "cancelled") return "cancelled";
  if (card.expiresAt !== null && Date.parse(card.expiresAt) <= cart.now.getTime()) return "expired";
  return null;
}

/** What is left to pay of `total` once the amounts already held are taken off; never below zero. */
export function amountLeftToPay(total: number, held: readonly number[]): number {
  return Math.max(
    0,
    held.reduce((left, amount) => left - amount, total),
  );
}

/**
 * The hold for one more card: all of its balance, or only what is left to pay when that is less. Decided with the
 * card locked, so `balance` is the sum of its ledger as it is now.
 */
export function decideHold(facts: {
  balance: number;
  cartTotal: number;
  /** The amounts the cart's cards already hold, in the order applied. */
  heldOnCart: readonly number[];
  alreadyApplied: boolean;
}): HoldDecision {
  if (facts.alreadyApplied) return { ok: false, reason: "alreadyApplied" };
  if (facts.balance <= 0) return { ok: false, reason: "noBalance" };
  const left = amountLeftToPay(facts.cartTotal, facts.heldOnCart);
  if (left <= 0) return { ok: false, reason: "nothingToPay" };
  return { ok: true, amount: Math.min(facts.balance, left) };
}

/** Cards drawn in turn against a total: what each would hold, in order (0 for a card not needed). */
export function drawInTurn(balances: readonly number[], total: number): number[] {
  const held: number[] = [];
  for (const balance of balances) {
    const decision = decideHold({ balance, cartTotal: total, heldOnCart: held, alreadyApplied: false });
    held.push(decision.ok ? decision.amount : 0);
  }
  return held;
}
