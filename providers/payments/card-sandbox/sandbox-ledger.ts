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

/** Capture takes all or part of an authorisation, once. */
export function capturePayment(payment: CardPayment, amount: number): SandboxAnswer {
  if (payment.status !== "authorised") {
    return refusal(payment, amount, `A ${payment.status} payment cannot be captured`);
  }
  if (amount < 1 || amount > payment.amount) {
    return refusal(payment, amount, "The capture amount is more than the authorised amount");
  }
  payment.status = "captured";
  payment.capturedAmount = amount;
  return { httpStatus: 200, body: answerOf(payment, "captured", amount) };
}

/** Void releases a whole authorisation that was not captured. */
export function voidPayment(payment: CardPayment, amount: number): SandboxAnswer {
  if (payment.status !== "authorised") {
    return refusal(payment, amount, `A ${payment.status} payment cannot be voided`);
  }
  if (amount !== payment.amount)
    return refusal(payment, amount, "A void releases the whole authorised amount");
  payment.status = "voided";
  return { httpStatus: 200, body: answerOf(payment, "voided", amount) };
}

/** Refunds give back captured money, in parts, never more than was captured. */
export function refundPayment(payment: CardPayment, amount: number): SandboxAnswer {
  if (payment.status !== "captured" && payment.status !== "refunded") {
    return refusal(payment, amount, `A ${payment.status} payment cannot be refunded`);
  }
  if (amount < 1 || payment.refundedAmount + amount > payment.capturedAmount) {
    return refusal(payment, amount, "The refund is more than the captured amount left");
  }
  payment.refundedAmount += amount;
  // A partly refunded payment stays captured; the last refund makes it refunded.
  if (payment.refundedAmount === payment.capturedAmount) payment.status = "refunded";
  return { httpStatus: 200, body: answerOf(payment, "refunded", amount) };
}
