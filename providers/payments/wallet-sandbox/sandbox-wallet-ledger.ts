import type { WalletAnswer } from "../../../core/payments/wallets.ts";

// The SANDBOX wallet processor's payments and what moved on them, in this process only (gone on restart, as the
// card sandbox's ledger). The rules are the card sandbox's (providers/payments/card-sandbox/sandbox-ledger.ts):
// captures in parts up to what is authorised, refunds in parts up to what is captured; a void releases the whole
// authorisation, as Apple Pay's and Google Pay's processors cancel one, so only while nothing is captured.

export interface SandboxWalletPayment {
  paymentId: string;
  status: "authorised" | "captured" | "refunded" | "voided";
  /** Minor units authorised. */
  amount: number;
  capturedAmount: number;
  refundedAmount: number;
}

const refused = (payment: SandboxWalletPayment, reason: string): WalletAnswer => ({
  status: "error",
  paymentId: payment.paymentId,
  reason,
});

const wholeUnits = (amount: number) => Number.isInteger(amount) && amount >= 1;

/** Takes all or part of what is left authorised; the payment reads captured once nothing is left. */
export function captureWalletPayment(payment: SandboxWalletPayment, amount: number): WalletAnswer {
  if (payment.status !== "authorised")
    return refused(payment, `A ${payment.status} payment cannot be captured`);
  if (!wholeUnits(amount) || amount > payment.amount - payment.capturedAmount)
    return refused(payment, "The capture amount is more than the authorised amount");
  payment.capturedAmount += amount;
  if (payment.capturedAmount === payment.amount) payment.status = "captured";
  return { status: "captured", paymentId: payment.paymentId, amount };
}

/**
 * Releases the whole authorisation. The store names the part it gives up last; the parts before it were simply
 * never captured (core/payments/order-settlement.ts), so any amount up to the authorisation voids all of it.
 */
export function voidWalletPayment(payment: SandboxWalletPayment, amount: number): WalletAnswer {
  if (payment.status !== "authorised" || payment.capturedAmount > 0)
    return refused(payment, "Only a whole authorisation is voided, before any capture");
  if (!wholeUnits(amount) || amount > payment.amount)
    return refused(payment, "A void releases at most the authorised amount");
  payment.status = "voided";
  return { status: "voided", paymentId: payment.paymentId };
}

/** Gives back captured money in parts, never more than was captured; the last refund of a closed payment ends it. */
export function refundWalletPayment(payment: SandboxWalletPayment, amount: number): WalletAnswer {
  if (payment.capturedAmount === 0)
    return refused(payment, `A ${payment.status} payment with nothing captured cannot be refunded`);
  if (!wholeUnits(amount) || payment.refundedAmount + amount > payment.capturedAmount)
    return refused(payment, "The refund is more than the captured amount left");
  payment.refundedAmount += amount;
  if (payment.status === "captured" && payment.refundedAmount === payment.capturedAmount)
    payment.status = "refunded";
  return { status: "refunded", paymentId: payment.paymentId, amount };
}
