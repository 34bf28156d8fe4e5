import type { CardPayment, CardPaymentAnswer, PaymentCard } from "../../../core/payments/card-acquirer.ts";
import type { SignedResultQuery } from "../../../core/payments/signed-result.ts";
import type { SandboxAnswer } from "../sandbox-http/sandbox-answer.ts";

// The SANDBOX acquirer's memory: sessions, payments and idempotent answers live in this process only and are gone
// on restart. A real acquirer keeps them for months; a sandbox need not (docs/decisions/022-card-payments-sandbox.md).

export const SESSION_LIFETIME_MS = 30 * 60_000;

export interface SandboxSession {
  id: string;
  orderReference: string;
  amount: number;
  currency: string;
  returnUrl: string;
  /** The returnUrl's origin, fixed at creation: the only window the page posts its result to or frames into. */
  storeOrigin: string;
  saveCard: boolean;
  shopperReference: string | null;
  /** A saved card's token: the page asks only for its security code. */
  savedCardToken: string | null;
  expiresAt: Date;
  /** Set while the 3-D Secure challenge is open: the card as it may be kept, never its number. */
  challenge: { card: PaymentCard } | null;
  paymentId: string | null;
  /** The signed result, shown again if the page is opened after it completed. */
  result: SignedResultQuery | null;
}

interface RememberedAnswer extends SandboxAnswer {
  fingerprint: string;
}

export function createSandboxLedger() {
  const sessions = new Map<string, SandboxSession>();
  const payments = new Map<string, CardPayment>();
  const answers = new Map<string, RememberedAnswer>();
  /** The vault: each token's card, for paying again with it (a real vault keeps it encrypted for years). */
  const vault = new Map<
    string,
    { shopperReference: string; card: import("./sandbox-outcomes.ts").CheckedCard }
  >();
  return {
    sessions,
    payments,
    vault,
    /**
     * Answers a request once per idempotency key: a retry with the same key and body gets the first answer without
     * acting again; the same key with another body is refused (422), as Adyen and Stripe do. Answers that changed
     * nothing and may change later (`remember: false`) are not kept, so a retry can succeed.
     */
    once(scope: string, key: string, request: unknown, act: () => SandboxAnswer & { remember?: boolean }) {
      const fingerprint = JSON.stringify(request);
      const remembered = answers.get(`${scope}\n${key}`);
      if (remembered) {
        if (remembered.fingerprint !== fingerprint) {
          return {
            httpStatus: 422,
            body: {
              error: {
                code: "idempotency-key-reused",
                message: "This Idempotency-Key was used for another request",
              },
            },
          };
        }
        return { httpStatus: remembered.httpStatus, body: remembered.body };
      }
      const { remember = true, ...answer } = act();
      if (remember) answers.set(`${scope}\n${key}`, { ...answer, fingerprint });
      return answer;
    },
  };
}

function answerOf(payment: CardPayment, status: CardPayment["status"], amount: number): CardPaymentAnswer {
  return {
    status,
    paymentId: payment.paymentId,
    amount,
    currency: payment.currency,
    ...(payment.card ? { card: payment.card } : {}),
  };
}

function refusal(payment: CardPayment, amount: number, reason: string): SandboxAnswer {
  return { httpStatus: 409, body: { ...answerOf(payment, "error", amount), reason } };
}

/** What of the authorisation is neither captured nor voided yet. */
function openAmount(payment: CardPayment): number {
  return payment.amount - payment.capturedAmount - (payment.voidedAmount ?? 0);
}

/**
 * Capture takes all or part of an authorisation, in as many parts as the store dispatches (Adyen's multiple partial
 * captures), never more than is left open. The payment reads captured once nothing is left open.
 */
export function capturePayment(payment: CardPayment, amount: number): SandboxAnswer {
  if (payment.status !== "authorised") {
    return refusal(payment, amount, `A ${payment.status} payment cannot be captured`);
  }
  if (amount < 1 || amount > openAmount(payment)) {
    return refusal(payment, amount, "The capture amount is more than the authorised amount");
  }
  payment.capturedAmount += amount;
  if (openAmount(payment) === 0) payment.status = "captured";
  return { httpStatus: 200, body: answerOf(payment, "captured", amount) };
}

/**
 * Void releases what is left of an authorisation: all of it, or a part (lines cancelled before dispatch). Once
 * nothing is left open, a payment with nothing captured reads voided, one with captures reads captured.
 */
export function voidPayment(payment: CardPayment, amount: number): SandboxAnswer {
  if (payment.status !== "authorised") {
    return refusal(payment, amount, `A ${payment.status} payment cannot be voided`);
  }
  if (amount < 1 || amount > openAmount(payment))
    return refusal(payment, amount, "A void releases at most what is left of the authorisation");
  payment.voidedAmount = (payment.voidedAmount ?? 0) + amount;
  if (openAmount(payment) === 0) payment.status = payment.capturedAmount > 0 ? "captured" : "voided";
  return { httpStatus: 200, body: answerOf(payment, "voided", amount) };
}

/** Refunds give back captured money, in parts, never more than was captured. */
export function refundPayment(payment: CardPayment, amount: number): SandboxAnswer {
  const refundable =
    payment.status === "captured" ||
    payment.status === "refunded" ||
    (payment.status === "authorised" && payment.capturedAmount > 0);
  if (!refundable) {
    return refusal(payment, amount, `A ${payment.status} payment cannot be refunded`);
  }
  if (amount < 1 || payment.refundedAmount + amount > payment.capturedAmount) {
    return refusal(payment, amount, "The refund is more than the captured amount left");
  }
  payment.refundedAmount += amount;
  // A partly refunded payment stays captured; the last refund of a closed payment makes it refunded.
  if (payment.refundedAmount === payment.capturedAmount && payment.status === "captured")
    payment.status = "refunded";
  return { httpStatus: 200, body: answerOf(payment, "refunded", amount) };
}
