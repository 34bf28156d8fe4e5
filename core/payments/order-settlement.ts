import type { PaymentSettlement, SettlementAnswer } from "../order-life/order-life-types.ts";
import type { CardAcquirer } from "./card-acquirer.ts";
import type { PayPalClient } from "./paypal.ts";
import type { WalletProcessor } from "./wallets.ts";

// An order's captures, voids and refunds (docs/decisions/056-an-orders-life.md), sent to the way of paying that
// issued its payment id, as order recovery routes its voids (payment-routing.ts). Each call carries the movement's
// own key: the provider answers a repeat with its first answer and acts once.

function answered(
  answer: { status: string; reason?: string },
  done: string,
  reference: string | null,
): SettlementAnswer {
  return answer.status === done
    ? { done: true, reference }
    : { done: false, reason: answer.reason ?? `answered ${answer.status}` };
}

export function routeOrderSettlement(ways: {
  card: CardAcquirer;
  paypal: PayPalClient;
  wallets: Pick<WalletProcessor, "owns" | "void" | "capture" | "refund">;
}): PaymentSettlement {
  const { card, paypal, wallets } = ways;
  const methodOf = (paymentId: string) =>
    paypal.owns(paymentId) ? "paypal" : wallets.owns(paymentId) ? "wallet" : "card";
  return {
    methodOf,
    async capture({ paymentId, amount, idempotencyKey }) {
      const method = methodOf(paymentId);
      if (method === "wallet")
        return answered(
          await wallets.capture({ paymentId, amount, idempotencyKey }),
          "captured",
          idempotencyKey,
        );
      if (method === "paypal")
        return answered(await paypal.capture(paymentId, amount, idempotencyKey), "captured", idempotencyKey);
      return answered(await card.capture({ paymentId, amount, idempotencyKey }), "captured", idempotencyKey);
    },
    async release({ paymentId, amount, wholeLeft, idempotencyKey }) {
      const method = methodOf(paymentId);
      // PayPal and the wallet processor void only whole authorisations: a part given up is simply never captured,
      // and lapses with the authorisation.
      if (method !== "card" && !wholeLeft) return { done: true, reference: null };
      if (method === "paypal")
        return answered(await paypal.void(paymentId, idempotencyKey), "voided", idempotencyKey);
      if (method === "wallet")
        return answered(await wallets.void({ paymentId, amount, idempotencyKey }), "voided", idempotencyKey);
      return answered(await card.void({ paymentId, amount, idempotencyKey }), "voided", idempotencyKey);
    },
    async refund({ paymentId, amount, idempotencyKey }) {
      const method = methodOf(paymentId);
      if (method === "wallet")
        return answered(
          await wallets.refund({ paymentId, amount, idempotencyKey }),
          "refunded",
          idempotencyKey,
        );
      if (method === "paypal")
        return answered(await paypal.refund(paymentId, amount, idempotencyKey), "refunded", idempotencyKey);
      return answered(await card.refund({ paymentId, amount, idempotencyKey }), "refunded", idempotencyKey);
    },
  };
}
