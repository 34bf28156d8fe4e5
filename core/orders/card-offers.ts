import type { StoredCart } from "../cart/cart-ports.ts";
import type { CartOwner } from "../cart/cart-service.ts";
import { DomainError } from "../errors/domain-error.ts";
import { CHANGED } from "./attempt-outcomes.ts";
import type { Settlement } from "./attempt-settlement.ts";
import { attemptKey, isAttemptId } from "./attempt-states.ts";
import { ORDER_MESSAGES } from "./order-draft.ts";
import type { OrderRepository } from "./order-types.ts";

// The hosted card page authorises when the shopper presses Pay on it, before the store hears anything
// (docs/decisions/028-every-authorisation-ends.md): so its attempt is on record before the page is shown, and a
// page that can no longer be placed has its payment voided.

/** The hosted card page offered for an attempt, as the acquirer created it. */
export interface CardOffer {
  owner: CartOwner;
  attemptId: string;
  paymentSessionId: string;
  amount: number;
  currency: string;
  expiresAt: string;
}

export function createCardOffers(
  deps: {
    repository: OrderRepository;
    carts: { existingCart(owner: CartOwner): Promise<StoredCart | null> };
    now(): Date;
  },
  settlement: Settlement,
) {
  const keyOf = (owner: CartOwner, attemptId: string) =>
    attemptKey({ ownerGuid: owner.ownerGuid ?? "", version: owner.version }, attemptId);

  return {
    /** Writes the page's attempt "offered": from here, whatever the page authorises ends in its order or a void. */
    async recordCardOffer(offer: CardOffer): Promise<void> {
      const { owner } = offer;
      if (!isAttemptId(offer.attemptId)) throw new Error(`not an attempt id: ${offer.attemptId}`);
      if (!owner.ownerGuid) throw new DomainError("notFound", ORDER_MESSAGES.emptyBag);
      const cart = await deps.carts.existingCart(owner);
      if (!cart) throw new DomainError("notFound", ORDER_MESSAGES.emptyBag);
      await deps.repository.startAttempt({
        key: keyOf(owner, offer.attemptId),
        cartId: cart.id,
        status: "offered",
        paymentSessionId: offer.paymentSessionId,
        paymentExpiresAt: new Date(offer.expiresAt),
        amount: offer.amount,
        currency: offer.currency,
        now: deps.now(),
      });
    },

    /**
     * The shopper brought back the result of a card page this checkout no longer offers (the bag changed and a new
     * page was offered): nothing can be placed with it, so whatever it authorised is voided now.
     */
    async abandonCardOffer(owner: CartOwner, attemptId: string): Promise<void> {
      if (!isAttemptId(attemptId) || !owner.ownerGuid) return;
      await settlement.settleOffered(await deps.repository.findAttempt(keyOf(owner, attemptId)), CHANGED);
    },
  };
}
