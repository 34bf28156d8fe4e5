import type { AuthorisationAnswer } from "../orders/order-types.ts";

// The order workflow voids and re-asks authorisations after a crash without knowing who took the payment
// (docs/decisions/024-place-order-workflow.md). Each way of paying (card acquirer, PayPal, wallets) recognises the
// session and payment ids it issued; recovery sends each attempt to the one that owns its ids.

export interface PaymentBackend {
  /** A short name for logs. */
  name: string;
  /** Whether this backend issued the id (a session id or a payment id). */
  owns(id: string): boolean;
  void(request: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ status: string; reason?: string }>;
  /** Asks again for an authorisation whose answer was lost: the same key answers the first authorisation. */
  reauthorise(request: {
    sessionId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<AuthorisationAnswer>;
}

/** The workflow's voidAuthorisation and reauthorise, sent to the backend owning the id; `fallback` owns the rest. */
export function routePayments(backends: readonly PaymentBackend[], fallback: PaymentBackend) {
  const ownerOf = (id: string) => backends.find((backend) => backend.owns(id)) ?? fallback;
  return {
    voidAuthorisation: (request: Parameters<PaymentBackend["void"]>[0]) =>
      ownerOf(request.paymentId).void(request),
    reauthorise: (request: Parameters<PaymentBackend["reauthorise"]>[0]) =>
      ownerOf(request.sessionId).reauthorise(request),
  };
}
