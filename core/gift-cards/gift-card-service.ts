import type { RateLimitCounter } from "../limits/rate-limit.ts";
import {
  type GiftCardAttemptLimits,
  type GiftCardLimitScope,
  giftCardAttemptVerdict,
} from "./gift-card-attempts.ts";
import { normaliseGiftCardCode } from "./gift-card-code.ts";
import type { GiftCardRepository } from "./gift-card-ports.ts";
import { decideHold, usabilityRefusal } from "./gift-card-rules.ts";
import type { AppliedGiftCard, GiftCard, GiftCardRefusal } from "./gift-card-types.ts";

// Gift cards as payment: applying a card holds part of its balance against a cart, removing it
// releases the hold, and placing the order (a later workflow step) turns the holds into redemptions. A refused card
// is an expected answer, returned as data (ARCHITECTURE.md "Rules of the road"), with the wording in
// core/gift-cards/gift-card-messages.ts.

/** The cart a card pays for: the caller's own, found by the route. */
interface GiftCardCart {
  id: number;
  currency: string;
}

export type GiftCardResult =
  | { ok: true; applied: AppliedGiftCard[] }
  | { ok: false; reason: GiftCardRefusal; applied: AppliedGiftCard[] };

/** A shopper's try at a code: the card's answer, or refused unread past an allowance (gift-card-attempts.ts). */
type GiftCardTry =
  | GiftCardResult
  | { ok: false; reason: "tooManyAttempts"; scope: GiftCardLimitScope; retryAfterSeconds: number };

type GiftCardBalance =
  | { ok: true; lastFour: string; currency: string; balance: number }
  | { ok: false; reason: GiftCardRefusal };

export interface GiftCardService {
  /**
   * A shopper's try at a code from the checkout (its form and its call): looked up, then answered (and applied)
   * only within the shopper's, the card's and the whole shop's allowances (gift-card-attempts.ts). Input that can
   * never be a code is refused uncounted.
   */
  tryCode(cart: GiftCardCart, code: string, cartTotal: number, sessionId: string): Promise<GiftCardTry>;
  /** Holds as much of the card as the cart still needs, up to its balance; `cartTotal` is the order's total now. */
  apply(cart: GiftCardCart, code: string, cartTotal: number): Promise<GiftCardResult>;
  /** Releases the card's hold on this cart; refused (notApplied) when it is not paying for it. */
  remove(cart: GiftCardCart, code: string): Promise<GiftCardResult>;
  /** The same, for a card the page lists by its id among this cart's cards (the page never shows the code). */
  removeApplied(cart: GiftCardCart, giftCardId: number): Promise<GiftCardResult>;
  /** The cards paying for the cart, in the order applied. */
  applied(cartId: number): Promise<AppliedGiftCard[]>;
  /** What is left on a card, holds taken off. */
  balance(code: string): Promise<GiftCardBalance>;
  /** Order placement: every hold on the cart becomes a redemption for the order. */
  redeemHolds(cartId: number, orderId: string): Promise<AppliedGiftCard[]>;
  /** Every hold on the cart goes back to its card; false, nothing released, while an order of it is placed. */
  releaseHolds(cartId: number): Promise<boolean>;
  /**
   * A hold does not outlive the bag: the holds of every cart whose bag and checkout were left alone for `idleForMs`
   * go back to their cards, so a card applied to an abandoned bag can pay elsewhere. Answers how many carts.
   */
  releaseIdleHolds(now: Date, idleForMs: number): Promise<number>;
}

/** Carts whose holds are released per run; the rest wait for the next. */
const IDLE_BATCH = 500;

interface GiftCardDeps {
  repository: GiftCardRepository;
  rateLimits: RateLimitCounter;
  attemptLimits: GiftCardAttemptLimits;
  now(): Date;
  /** Whether the cart holds a gift card bought (its lines of migration 0035): gift cards cannot pay for one. */
  cartBuysGiftCards?(cartId: number): Promise<boolean>;
}

export function createGiftCardService(deps: GiftCardDeps): GiftCardService {
  const { repository } = deps;

  async function cardOf(code: string): Promise<GiftCard | null> {
    const normalised = normaliseGiftCardCode(code);
    return normalised === null ? null : repository.findByCode(normalised);
  }

  async function refused(cartId: number, reason: GiftCardRefusal): Promise<GiftCardResult> {
    return { ok: false, reason, applied: await repository.applied(cartId) };
  }

  /** Holds what the card can pay of the cart's total, once it is known to be the code's card. */
  async function holdFrom(cart: GiftCardCart, card: GiftCard, cartTotal: number): Promise<GiftCardResult> {
    const now = deps.now();
    const refusal = usabilityRefusal(card, { currency: cart.currency, now });
    if (refusal) return refused(cart.id, refusal);
    const decision = await repository.hold({ cartId: cart.id, giftCardId: card.id, now }, (facts) =>
      decideHold({
        balance: facts.balance,
        cartTotal,
        heldOnCart: facts.onCart.map((applied) => applied.amount),
        alreadyApplied: facts.onCart.some((applied) => applied.giftCardId === card.id),
      }),
    );
    if (!decision.ok) return refused(cart.id, decision.reason);
    return { ok: true, applied: await repository.applied(cart.id) };
  }

  return {
    async tryCode(cart, code, cartTotal, sessionId) {
      // Refused whatever the code: a gift card cannot buy a gift card, and nothing is looked up or counted.
      if (await deps.cartBuysGiftCards?.(cart.id)) return refused(cart.id, "giftCardsForGiftCards");
      const normalised = normaliseGiftCardCode(code);
      // Input that can never be a card tells a guesser nothing and is never looked up.
      if (normalised === null) return refused(cart.id, "unknown");
      const card = await repository.findByCode(normalised);
      const verdict = await giftCardAttemptVerdict(
        deps.rateLimits,
        deps.attemptLimits,
        { sessionId, cardId: card?.id ?? null },
        deps.now().getTime(),
      );
      if (!verdict.allowed)
        return {
          ok: false,
          reason: "tooManyAttempts",
          scope: verdict.scope,
          retryAfterSeconds: verdict.retryAfterSeconds,
        };
      return card ? holdFrom(cart, card, cartTotal) : refused(cart.id, "unknown");
    },

    async apply(cart, code, cartTotal) {
      if (await deps.cartBuysGiftCards?.(cart.id)) return refused(cart.id, "giftCardsForGiftCards");
      const card = await cardOf(code);
      return card ? holdFrom(cart, card, cartTotal) : refused(cart.id, "unknown");
    },

    async remove(cart, code) {
      const card = await cardOf(code);
      // A card on nobody's cart, or on someone else's, is answered the same: it is not paying for this one.
      const released = card ? await repository.release(cart.id, card.id, deps.now()) : "notApplied";
      if (released !== "released") return refused(cart.id, released);
      return { ok: true, applied: await repository.applied(cart.id) };
    },

    async removeApplied(cart, giftCardId) {
      // Only a card holding on this cart is released: another cart's id simply releases nothing.
      const released = await repository.release(cart.id, giftCardId, deps.now());
      if (released !== "released") return refused(cart.id, released);
      return { ok: true, applied: await repository.applied(cart.id) };
    },

    applied(cartId) {
      return repository.applied(cartId);
    },

    async balance(code) {
      const card = await cardOf(code);
      if (!card) return { ok: false, reason: "unknown" };
      const balance = await repository.balance(card.id);
      return { ok: true, lastFour: card.lastFour, currency: card.currency, balance };
    },

    redeemHolds(cartId, orderId) {
      return repository.redeemAll(cartId, `order:${orderId}`, deps.now());
    },

    releaseHolds(cartId) {
      return repository.releaseAll(cartId, deps.now());
    },

    async releaseIdleHolds(now, idleForMs) {
      const idleSince = new Date(now.getTime() - idleForMs);
      let released = 0;
      // Each cart on its own: a bag touched since it was listed keeps its holds (it is checked again under lock).
      for (const cartId of await repository.idleCartsHolding(idleSince, IDLE_BATCH))
        if (await repository.releaseIfIdle(cartId, idleSince, now)) released++;
      return released;
    },
  };
}
