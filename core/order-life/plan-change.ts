import { type Refusable, refuse } from "../errors/refusal.ts";
import { type ChangeKind, checkChange, type RequestedLine } from "./line-changes.ts";
import type { ChangeLine, ChangePlan, OrderForChange, PlannedMovement } from "./order-life-types.ts";
import { orderStatusOf } from "./order-status.ts";
import { lineShares, unitsAmount } from "./payment-shares.ts";

// A change planned from the order as it is under its lock (docs/decisions/056-an-orders-life.md): which units move,
// what money each carries, and the movements that follow. A dispatch captures its units' share of the way of
// paying (their gift-card share was redeemed when the order was placed); a cancellation voids that share and credits
// the gift-card share back; a refund refunds one and credits the other. The money never passes what was authorised.

export const MONEY_MESSAGES = {
  overAuthorised: "This change would take more than was authorised for the order.",
  overCaptured: "This refund would give back more than was captured for the order.",
  overGiftCards: "This change would credit the gift cards more than they paid for the order.",
} as const;

/** What the order's way of paying authorised, and its gift cards paid. */
export function amountsPaid(order: Pick<OrderForChange, "payments">): { payment: number; giftCards: number } {
  return {
    payment: order.payments.card?.amount ?? 0,
    giftCards: order.payments.giftCards.reduce((sum, card) => sum + card.amount, 0),
  };
}

/** The movements of a change carrying `payment` and `giftCards`. */
function movementsOf(kind: ChangeKind, payment: number, giftCards: number): PlannedMovement[] {
  const paymentKind = kind === "dispatch" ? "capture" : kind === "cancel" ? "void" : "refund";
  const movements: PlannedMovement[] = [];
  if (payment > 0) movements.push({ kind: paymentKind, amount: payment });
  if (giftCards > 0 && kind !== "dispatch") movements.push({ kind: "giftCardCredit", amount: giftCards });
  return movements;
}

/**
 * Refuses a change whose money would pass a bound: captures and voids together never more than was authorised,
 * refunds never more than was captured, gift-card credits never more than the cards paid.
 */
export function moneyRefusal(order: OrderForChange, movements: readonly PlannedMovement[]): string | null {
  const paid = amountsPaid(order);
  const adding = (kind: PlannedMovement["kind"]) =>
    movements
      .filter((movement) => movement.kind === kind)
      .reduce((sum, movement) => sum + movement.amount, 0);
  const { moved } = order;
  if (moved.capture + moved.void + adding("capture") + adding("void") > paid.payment)
    return MONEY_MESSAGES.overAuthorised;
  if (moved.refund + adding("refund") > moved.capture) return MONEY_MESSAGES.overCaptured;
  if (moved.giftCardCredit + adding("giftCardCredit") > paid.giftCards) return MONEY_MESSAGES.overGiftCards;
  return null;
}

export function planChange(
  kind: ChangeKind,
  order: OrderForChange,
  requested: readonly RequestedLine[],
): Refusable<{ plan: ChangePlan }> {
  const checked = checkChange(kind, order.lines, requested);
  if (!checked.ok) return checked;
  const shares = new Map(
    lineShares(order.lines, amountsPaid(order)).map((share) => [share.entryNumber, share]),
  );
  const lines: ChangeLine[] = requested.map(({ entryNumber, quantity }) => {
    const line = order.lines.find((candidate) => candidate.entryNumber === entryNumber);
    const share = shares.get(entryNumber);
    if (!line || !share) throw new Error(`line ${entryNumber} passed the check but is not on the order`);
    // Units are counted in the order they leave their state, so a line taken a unit at a time adds up exactly.
    const from = kind === "refund" ? line.refunded : line.dispatched + line.cancelled;
    const payment = unitsAmount(share.paymentShare, line.quantity, from, quantity);
    const giftCards = unitsAmount(share.giftCardShare, line.quantity, from, quantity);
    if (kind !== "refund") return { entryNumber, quantity, payment, giftCards };
    // A refund gives back what its units' dispatches took, never a rounding more; the line's last units take all
    // that is left, so refunding a whole line returns exactly what was captured for it.
    const { dispatched, refunded } = line.amounts;
    const left = {
      payment: dispatched.payment - refunded.payment,
      giftCards: dispatched.giftCards - refunded.giftCards,
    };
    const last = quantity === line.dispatched - line.refunded;
    return {
      entryNumber,
      quantity,
      payment: last ? left.payment : Math.min(payment, left.payment),
      giftCards: last ? left.giftCards : Math.min(giftCards, left.giftCards),
    };
  });
  const payment = lines.reduce((sum, line) => sum + line.payment, 0);
  const giftCards = lines.reduce((sum, line) => sum + line.giftCards, 0);
  const movements = movementsOf(kind, payment, giftCards);
  const overdrawn = moneyRefusal(order, movements);
  if (overdrawn) return refuse("conflict", overdrawn);
  return { ok: true, plan: { lines, after: checked.lines, status: orderStatusOf(checked.lines), movements } };
}
