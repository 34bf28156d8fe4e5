import { end, next } from "../../workflow/run-steps.ts";
import type { Settlement } from "../attempt-settlement.ts";
import { voidKey } from "../attempt-settlement.ts";
import { ORDER_MESSAGES } from "../order-draft.ts";
import type { OrderAttempt, OrderPayments } from "../order-types.ts";
import { type PlacementDeps, type PlacementStep, required } from "./placement.ts";

/**
 * Authorises what is left for the card with the attempt's key (the acquirer answers a repeat with its first answer)
 * and marks the attempt authorised BEFORE the order is written, so a crash from here leaves something recovery
 * voids. A refused card declines the attempt and nothing else changes. Undone by voiding the authorisation.
 */
export function authorise(
  deps: Pick<PlacementDeps, "repository" | "now"> & {
    voidAuthorisation(request: {
      paymentId: string;
      amount: number;
      idempotencyKey: string;
    }): Promise<unknown>;
  },
  settlement: Settlement,
): PlacementStep {
  return {
    name: "authorise",
    async run(context) {
      const { cart, amount, currency } = required(context.priced, "the price");
      const { key } = context;
      let card: OrderPayments["card"] = null;
      if (amount > 0) {
        const answer = await context.input.authorise(amount, key);
        if (answer.status !== "authorised") {
          const reason = answer.reason ?? ORDER_MESSAGES.alreadyDeclined;
          await deps.repository.moveAttempt(
            key,
            "declined",
            { paymentId: answer.paymentId, outcome: reason },
            deps.now(),
          );
          return end({ status: "declined", reason });
        }
        card = {
          paymentId: answer.paymentId,
          amount,
          maskedNumber: answer.card?.maskedNumber ?? null,
          brand: answer.card?.brand ?? null,
        };
      }
      const paymentId = card?.paymentId ?? null;
      if (!(await deps.repository.moveAttempt(key, "authorised", { paymentId }, deps.now()))) {
        // Recovery gave the attempt up while the acquirer was slow to answer: this authorisation must not hang.
        if (card)
          await deps.voidAuthorisation({ paymentId: card.paymentId, amount, idempotencyKey: voidKey(key) });
        return end(await settlement.outcomeByKey(key));
      }
      const now = deps.now().toISOString();
      const attempt: OrderAttempt = {
        key,
        cartId: cart.id,
        status: "authorised",
        paymentSessionId: null,
        paymentId,
        amount,
        currency,
        orderId: null,
        outcome: null,
        voidedAt: null,
        paymentExpiresAt: null,
        createdAt: now,
        updatedAt: now,
      };
      context.authorised = { attempt, card };
      return next;
    },
    async compensate(context, reason) {
      if (context.authorised) await settlement.voidAttempt(context.authorised.attempt, reason);
    },
  };
}
