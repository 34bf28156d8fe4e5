import type { StoredCart } from "../cart/cart-ports.ts";
import type { CartOwner } from "../cart/cart-service.ts";
import type { CheckoutView } from "../checkout/checkout-service.ts";
import type { CardSessionState, CheckoutState } from "../checkout/checkout-types.ts";
import { paymentNotReady } from "../checkout/payment-readiness.ts";
import { isDomainError } from "../errors/domain-error.ts";
import { amountToPayByCard } from "../orders/order-draft.ts";
import type { AuthorisationAnswer, PlaceOrderResult } from "../orders/order-types.ts";
import type { CardOffer, PlaceOrderInput } from "../orders/place-order.ts";
import type { CardAcquirer, CardPaymentAnswer, PaymentCard } from "./card-acquirer.ts";
import type { PaymentErrorKey } from "./payment-errors.ts";

// Paying by card at checkout: the payment step frames the acquirer's hosted page for the
// amount the gift cards leave, one session per attempt of Pay; the signed result the browser brings back is
// verified, must be this checkout's own session, and is then confirmed server to server inside the order workflow
// (core/orders/place-order.ts), which makes a double click, a retry and a racing callback one order.

/** A session this close to expiring is replaced before it is shown: the shopper needs time to type. */
const FRESH_FOR_MS = 2 * 60_000;

interface CardCheckoutDeps {
  acquirer: Pick<CardAcquirer, "createSession" | "authorise" | "verifyResult" | "hostedOrigin">;
  checkout: {
    view(owner: CartOwner): Promise<CheckoutView>;
    setCardSession(owner: CartOwner, cardSession: CheckoutState["cardSession"]): Promise<void>;
  };
  carts: { existingCart(owner: CartOwner): Promise<StoredCart | null> };
  giftCards: { applied(cartId: number): Promise<{ amount: number }[]> };
  orders: {
    placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult>;
    /** Records the page's attempt before the shopper sees it (core/orders/place-order.ts). */
    recordCardOffer(offer: CardOffer): Promise<void>;
    /** Voids whatever an offered page that can no longer be placed authorised. */
    abandonCardOffer(owner: CartOwner, attemptId: string): Promise<void>;
  };
  /** Keeps a card the shopper chose to save, for the customer's next order (never its number). */
  saveCard?(customerId: string, card: PaymentCard & { token: string }): Promise<void>;
  now(): Date;
  newAttemptId(): string;
}

interface CardOfferRequest {
  /** The store page the hosted page returns to with the signed result (in the frame). */
  returnUrl: string;
  /** The signed-in customer, who may save the card; null for a guest. */
  customerId: string | null;
  /** Pay with this saved card's token: the page asks only for its security code. */
  savedCardToken?: string | null;
}

type CardPaymentOutcome =
  | { status: "paid"; result: PlaceOrderResult; declinedKey: PaymentErrorKey }
  /** The browser's result is not one this checkout can trust: forged, altered, expired or another session's. */
  | { status: "untrusted"; reason: string };

/** How the shopper is told a refusal: the acquirer failing, a saved card or a new card declined. */
function declinedKeyOf(answer: CardPaymentAnswer | null, savedCard: boolean): PaymentErrorKey {
  if (answer?.status === "error") return "Error";
  return savedCard ? "Failure_SavedCard" : "Failure_NewCard";
}

export function createCardCheckout(deps: CardCheckoutDeps) {
  /**
   * The amount the card must pay now, or null when the shopper has no bag. A caller that has just read the
   * checkout (the page's loader) passes its view, so it is not worked out again.
   */
  async function amountDue(owner: CartOwner, known?: CheckoutView) {
    const cart = await deps.carts.existingCart(owner);
    if (!cart) return null;
    const view = known ?? (await deps.checkout.view(owner));
    const holds = await deps.giftCards.applied(cart.id);
    return {
      view,
      amount: amountToPayByCard(view.totals.total.amount, holds),
      currency: view.totals.total.currency,
    };
  }

  /**
   * The card page for the payment step: the stored one while it still fits (amount, saving, card) and is fresh,
   * else a new attempt with a new session. Null when nothing is left to pay by card. Refused (409) while
   * delivery or billing is incomplete: the page is for the order as it will be placed.
   */
  async function offer(
    owner: CartOwner,
    request: CardOfferRequest,
    known?: CheckoutView,
  ): Promise<CardSessionState | null> {
    const due = await amountDue(owner, known);
    if (!due) return null;
    const { view, amount, currency } = due;
    const notReady = paymentNotReady(view);
    if (notReady) throw notReady;
    const stored = view.state.cardSession;
    if (amount === 0) {
      if (stored) await deps.checkout.setCardSession(owner, null);
      return null;
    }
    const savedCardToken = request.savedCardToken ?? null;
    // Only a customer can keep a card, and a saved card is already kept.
    const saveCard = request.customerId !== null && savedCardToken === null && view.state.saveCard;
    const fresh =
      stored !== null &&
      !stored.used &&
      stored.amount === amount &&
      stored.currency === currency &&
      stored.saveCard === saveCard &&
      stored.savedCardToken === savedCardToken &&
      new Date(stored.expiresAt).getTime() - deps.now().getTime() > FRESH_FOR_MS;
    if (fresh) return stored;
    const attemptId = deps.newAttemptId();
    const session = await deps.acquirer.createSession({
      orderReference: attemptId,
      amount,
      currency,
      returnUrl: request.returnUrl,
      saveCard,
      ...(request.customerId ? { shopperReference: request.customerId } : {}),
      ...(savedCardToken ? { savedCardToken } : {}),
      idempotencyKey: `session:${attemptId}`,
    });
    // The page authorises when the shopper presses Pay on it: its attempt is on record before they can see it, so
    // that payment ends in an order or a void whatever happens next (docs/decisions/028).
    await deps.orders.recordCardOffer({
      owner,
      attemptId,
      paymentSessionId: session.id,
      amount,
      currency,
      expiresAt: session.expiresAt,
    });
    const offered: CardSessionState = {
      attemptId,
      sessionId: session.id,
      hostedUrl: session.hostedUrl,
      expiresAt: session.expiresAt,
      amount,
      currency,
      saveCard,
      savedCardToken,
      used: false,
    };
    await deps.checkout.setCardSession(owner, offered);
    return offered;
  }

  /** The session this checkout offered now, or null (no bag any more: a repeat after the order was placed). */
  async function offeredSession(owner: CartOwner): Promise<CardSessionState | null> {
    try {
      return (await deps.checkout.view(owner)).state.cardSession;
    } catch (error) {
      if (isDomainError(error) && error.kind === "notFound") return null;
      throw error;
    }
  }

  /**
   * Pays with the result the hosted page signed: verified first (nothing is trusted before the signature), then
   * placed through the order workflow, whose authorisation asks the acquirer itself what happened.
   */
  async function payWithResult(
    owner: CartOwner & { customerId?: string | null },
    attemptId: string,
    signed: Record<string, unknown>,
  ): Promise<CardPaymentOutcome> {
    const verified = deps.acquirer.verifyResult(signed, deps.now());
    if (!verified.ok) return { status: "untrusted", reason: verified.reason };
    const result = verified.result;
    if (result.orderReference !== attemptId) {
      // A genuine result of this shopper's other page: nothing can be placed with it, so its payment goes.
      await deps.orders.abandonCardOffer(owner, result.orderReference);
      return { status: "untrusted", reason: "attempt" };
    }
    const offered = await offeredSession(owner);
    if (!offered || offered.attemptId !== attemptId || offered.sessionId !== result.sessionId) {
      // A page this checkout no longer offers (the bag or gift cards changed, or it was already used): whatever the
      // shopper paid on it is voided now rather than left authorised. Another checkout's attempt is not this
      // owner's, so nothing of it is touched; a repeat after the order was placed finds its attempt placed.
      await deps.orders.abandonCardOffer(owner, attemptId);
      if (offered) return { status: "untrusted", reason: "session" };
    }
    let answer: CardPaymentAnswer | null = null;
    const authorise = async (amount: number, key: string): Promise<AuthorisationAnswer> => {
      // Only this checkout's own page for this attempt: a result from another session, another shopper or an
      // earlier attempt (a replay) is not this payment, whatever its signature.
      if (!offered || offered.attemptId !== attemptId || offered.sessionId !== result.sessionId)
        return {
          status: "error",
          paymentId: result.paymentId,
          reason: "The payment page was not this checkout's.",
        };
      answer = await deps.acquirer.authorise({ sessionId: result.sessionId, amount, idempotencyKey: key });
      return {
        status: answer.status,
        paymentId: answer.paymentId,
        ...(answer.reason ? { reason: answer.reason } : {}),
        card: answer.card ? { maskedNumber: answer.card.maskedNumber, brand: answer.card.brand } : null,
      };
    };
    const placed = await deps.orders.placeOrder({
      owner,
      attemptId,
      paymentSessionId: result.sessionId,
      authorise,
    });
    const settled = answer as CardPaymentAnswer | null;
    if (placed.status !== "placed") {
      // The page was used: the next press of Pay gets a new one. It stays on record as used, so that a repeat of
      // this payment is worded for the card it was (Failure_SavedCard), not for whatever is offered next.
      if (offered?.attemptId === attemptId && !offered.used)
        await deps.checkout.setCardSession(owner, { ...offered, used: true }).catch(() => {});
    } else if (settled?.card?.token && owner.customerId && deps.saveCard) {
      await deps.saveCard(owner.customerId, { ...settled.card, token: settled.card.token }).catch(() => {});
    }
    return {
      status: "paid",
      result: placed,
      declinedKey: declinedKeyOf(settled, Boolean(offered?.savedCardToken)),
    };
  }

  return { offer, payWithResult, amountDue, hostedOrigin: deps.acquirer.hostedOrigin };
}

export type CardCheckout = ReturnType<typeof createCardCheckout>;
