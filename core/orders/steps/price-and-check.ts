import { bagHasGiftCards } from "../../checkout/delivery-needed.ts";
import { DomainError } from "../../errors/domain-error.ts";
import { GIFT_CARD_MESSAGES } from "../../gift-cards/gift-card-messages.ts";
import { end, next, refuse } from "../../workflow/run-steps.ts";
import { CHANGED, outOfStockOutcome } from "../attempt-outcomes.ts";
import type { Settlement } from "../attempt-settlement.ts";
import { amountToPayByCard, notReadyReason, ORDER_MESSAGES, shortVariants } from "../order-draft.ts";
import type { PlacementDeps, PlacementStep } from "./placement.ts";

/**
 * Prices the order from the checkout now (never a total the browser sent), re-checks its stock and readiness, and
 * takes the gift cards' holds off the total: what is left is the card's. A card page offered for another amount,
 * or a shopper shown another, cannot pay it: answered "changed" with nothing charged.
 */
export function priceAndCheck(
  deps: Pick<PlacementDeps, "repository" | "carts" | "checkout" | "giftCards">,
  settlement: Settlement,
): PlacementStep {
  return {
    name: "price-and-check",
    async run(context) {
      const { owner, cardAmount } = context.input;
      const cart = await deps.carts.existingCart(owner);
      if (!cart) throw new DomainError("notFound", ORDER_MESSAGES.emptyBag);
      const placedBefore = await deps.repository.placedAttemptOf(cart.id);
      if (placedBefore) {
        // The process stopped before clearing the cart: finish that now rather than place it twice.
        const answer = await settlement.placedAnswer(placedBefore);
        if (answer.status === "placed")
          await settlement.clearCart(cart.id, answer.order.orderNumber, owner).catch(() => {});
        return refuse(answer, "cartPlaced");
      }
      const view = await deps.checkout.view(owner);
      const short = shortVariants(view);
      if (short.length > 0)
        return refuse({ status: "outOfStock", variantCodes: short }, outOfStockOutcome(short));
      const notReady = notReadyReason(view);
      if (notReady) throw new DomainError("invalid", notReady);
      const holds = await deps.giftCards.applied(cart.id);
      // A gift card paying for a gift card would turn one card into another, untraceably: refused before any
      // payment (the apply call refuses it too; this catches a hold applied before the gift card was added).
      if (holds.length > 0 && bagHasGiftCards(view.bag))
        throw new DomainError("invalid", GIFT_CARD_MESSAGES.giftCardsForGiftCards);
      // A card staff blocked while it sat on the cart: refused before any payment, in the words of any card that
      // cannot be used; the order's transaction checks again under the card's lock (docs/decisions/061).
      if (holds.some((hold) => hold.blocked)) throw new DomainError("invalid", GIFT_CARD_MESSAGES.cancelled);
      const amount = amountToPayByCard(view.totals.total.amount, holds);
      const currency = view.totals.total.currency;
      const changed = { status: "changed", reason: ORDER_MESSAGES.paymentChanged } as const;
      const { known } = context;
      if (known && (known.cartId !== cart.id || known.amount !== amount || known.currency !== currency))
        return refuse(changed, CHANGED);
      if (!known && cardAmount !== undefined && cardAmount !== amount) return end(changed);
      context.priced = { cart, view, holds, amount, currency };
      return next;
    },
  };
}
