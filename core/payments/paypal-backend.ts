import type { PaymentBackend } from "./payment-routing.ts";
import type { PayPalClient } from "./paypal.ts";

// PayPal as one of the ways of paying order recovery routes to (core/payments/payment-routing.ts): it owns the
// order and authorisation ids it issued. The PayPal order is the attempt's session, so a lost answer is asked for
// again by authorising it with the attempt's key (PayPal answers the first authorisation), and a hanging
// authorisation is voided with the void key.

export function paypalPaymentBackend(paypal: PayPalClient): PaymentBackend {
  return {
    name: "paypal",
    owns: (id) => paypal.owns(id),
    void: (request) => paypal.void(request.paymentId, request.idempotencyKey),
    reauthorise: (request) => paypal.authorize(request.sessionId, request.idempotencyKey),
  };
}
