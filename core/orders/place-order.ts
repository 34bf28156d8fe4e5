import type { StoredCart } from "../cart/cart-ports.ts";
import type { CartOwner } from "../cart/cart-service.ts";
import type { CheckoutView } from "../checkout/checkout-service.ts";
import { DomainError } from "../errors/domain-error.ts";
import { orderConfirmationEmail } from "../mail/order-confirmation-email.ts";
import { money } from "../money/money.ts";
import { NO_STEP_TRACER, type StepTracer } from "../observability/step-tracer.ts";
import { attemptKey, isUnsettled } from "./attempt-states.ts";
import {
  amountToPayByCard,
  draftOrder,
  notReadyReason,
  ORDER_MESSAGES,
  shortVariants,
} from "./order-draft.ts";
import { hashGuestToken } from "./order-number.ts";
import type {
  AuthorisationAnswer,
  Authorise,
  NewOrder,
  OrderAttempt,
  OrderPayments,
  OrderRepository,
  PlaceOrderResult,
  PricedGiftCard,
  StoredOrder,
} from "./order-types.ts";

// Placing the order (docs/decisions/024-place-order-workflow.md and 028-every-authorisation-ends.md), Medusa's
// complete-cart workflow made to survive a crash between any two steps:
//   0. a hosted card page is offered: its attempt is written "offered" first, since the page authorises when the
//      shopper presses Pay on it, before the store hears anything;
//   1. write the attempt, or claim the offered one (unique key: a double click, a retry, a racing callback find it
//      and wait for its end);
//   2. re-price from the checkout and take off the gift cards' holds; a refusal from here on voids whatever the
//      shopper's card page authorised;
//   3. authorise the rest by card with the attempt's key (the acquirer answers a repeat with its first answer);
//   4. mark the attempt authorised BEFORE writing, so a crash from here on leaves something recovery can void;
//   5. in one transaction: the order, its lines, the stock (`where stock_level >= qty`), the gift cards' holds (only
//      those it was priced with), the attempt placed and the confirmation mail; short stock or changed gift cards
//      roll everything back and the authorisation is voided (compensation);
//   6. clear the cart (repeated by recovery when the process stopped first).

const ATTEMPT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const NUMBER_TRIES = 3;
const OUT_OF_STOCK = "outOfStock:";
/** The outcome of an attempt whose amount or gift cards changed while the shopper paid. */
const CHANGED = "changed";
/** What a voided attempt answers when recovery, not stock, voided it. */
const PAYMENT_NOT_COMPLETED = "Your payment could not be completed. Please try again.";
/** Recovery's failed tries on one attempt before it is left for an operator (one try a minute). */
export const RECOVERY_GIVE_UP_AFTER = 10;

export interface OrderWorkflowDeps {
  repository: OrderRepository;
  checkout: { view(owner: CartOwner): Promise<CheckoutView>; reset(owner: CartOwner): Promise<void> };
  carts: { existingCart(owner: CartOwner): Promise<StoredCart | null> };
  giftCards: {
    applied(cartId: number): Promise<{ giftCardId: number; lastFour: string; amount: number }[]>;
    redeemHolds(cartId: number, orderId: string): Promise<unknown>;
  };
  /** Voids a whole authorisation; a repeated key answers the first void (core/payments/card-acquirer.ts). */
  voidAuthorisation(request: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ status: string; reason?: string }>;
  /** Asks the acquirer again for an attempt whose answer was lost: the same key gives the first answer. */
  reauthorise(request: {
    sessionId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<AuthorisationAnswer>;
  /**
   * Tells every instance's search index which products' stock an order took (the stock service's CatalogueChanged),
   * so listings and quick add show a sold-out size as sold out.
   */
  stockTaken(productCodes: readonly string[]): Promise<void>;
  /** The shop's public origin, for the confirmation mail's link. */
  origin: string;
  now(): Date;
  newId(): string;
  newOrderNumber(): string;
  newGuestToken(): string;
  sleep?(ms: number): Promise<void>;
  /** Reports each step as it runs (server/telemetry/workflow-step-tracer.ts); none by default. */
  steps?: StepTracer;
  /** How long a repeated request waits for the first one to settle (default 15 s). */
  settleWaitMs?: number;
  pollMs?: number;
}

export interface PlaceOrderInput {
  owner: CartOwner;
  /** The checkout page's id for this press of Pay: repeated by a double click or a retry. */
  attemptId: string;
  /** The acquirer's session the shopper completed, when paying by card: recovery asks it again after a crash. */
  paymentSessionId?: string | null;
  /** What the shopper was shown to pay by card (0 when gift cards pay it all): another amount now answers changed. */
  cardAmount?: number;
  authorise: Authorise;
}

export interface RecoveryReport {
  voided: number;
  declined: number;
  cartsCleared: number;
  failed: number;
  /** Keys of attempts recovery gave up on this run: each needs an operator (docs/operations.md). */
  gaveUp: string[];
}

/** The hosted card page offered for an attempt, as the acquirer created it. */
export interface CardOffer {
  owner: CartOwner;
  attemptId: string;
  paymentSessionId: string;
  amount: number;
  currency: string;
  expiresAt: string;
}

export function voidKey(attemptKeyValue: string): string {
  return `void:${attemptKeyValue}`;
}

function summaryOf(order: StoredOrder | NewOrder, guestToken: string | null) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    guestToken,
    email: order.email,
    total: money(order.totals.total, order.currency),
  };
}

export function createOrderWorkflow(deps: OrderWorkflowDeps) {
  const { repository } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const settleWaitMs = deps.settleWaitMs ?? 15_000;
  const pollMs = deps.pollMs ?? 50;
  const tracer = deps.steps ?? NO_STEP_TRACER;
  const step = <T>(name: string, run: () => Promise<T>) => tracer.step(name, {}, run);

  async function placedAnswer(attempt: OrderAttempt): Promise<PlaceOrderResult> {
    const order = attempt.orderId ? await repository.findOrder(attempt.orderId) : null;
    if (!order) throw new Error(`placed attempt ${attempt.key} has no order`);
    return { status: "placed", order: summaryOf(order, null) };
  }

  /** The outcome of an attempt another request started: waits while it is still being worked. */
  async function outcomeOf(first: OrderAttempt): Promise<PlaceOrderResult> {
    const deadline = deps.now().getTime() + settleWaitMs;
    let attempt: OrderAttempt | null = first;
    while (attempt && isUnsettled(attempt.status)) {
      if (deps.now().getTime() >= deadline)
        throw new DomainError("unavailable", ORDER_MESSAGES.settling, undefined, { retryAfterSeconds: 2 });
      await sleep(pollMs);
      attempt = await repository.findAttempt(first.key);
    }
    if (!attempt) throw new Error(`attempt ${first.key} disappeared`);
    if (attempt.status === "placed") return placedAnswer(attempt);
    if (attempt.status === "declined")
      return { status: "declined", reason: attempt.outcome ?? ORDER_MESSAGES.alreadyDeclined };
    if (attempt.outcome?.startsWith(OUT_OF_STOCK))
      return { status: "outOfStock", variantCodes: attempt.outcome.slice(OUT_OF_STOCK.length).split(",") };
    if (attempt.outcome === CHANGED) return { status: "changed", reason: ORDER_MESSAGES.paymentChanged };
    return { status: "declined", reason: PAYMENT_NOT_COMPLETED };
  }

  /** Gives back nothing and takes nothing twice: the holds become the order's and the cart goes. */
  async function clearCart(cartId: number, orderNumber: string, owner: CartOwner | null) {
    await deps.giftCards.redeemHolds(cartId, orderNumber);
    if (owner) await deps.checkout.reset(owner);
    await repository.deleteCart(cartId);
  }

  /** After the order is written: a failure here must not turn a placed order into an error for the shopper. */
  async function clearCartQuietly(cartId: number, orderNumber: string, owner: CartOwner) {
    try {
      await clearCart(cartId, orderNumber, owner);
    } catch {
      // The order stands: recovery (or this cart's next attempt) redeems the holds and clears the cart.
    }
  }

  /** After the order is written, like clearing the cart: a stale listing must not fail a placed order. */
  async function announceStockTaken(order: NewOrder) {
    try {
      await deps.stockTaken([...new Set(order.lines.map((line) => line.productCode))]);
    } catch {
      // The order stands; each instance's index re-reads the product at its next change or rebuild.
    }
  }

  /** Claims the attempt as voided first, so a write still in flight cannot place it, then voids at the acquirer. */
  async function voidAttempt(attempt: OrderAttempt, outcome: string): Promise<boolean> {
    return step("void", async () => {
      if (!(await repository.moveAttempt(attempt.key, "voided", { outcome }, deps.now()))) return false;
      try {
        await confirmVoid({ ...attempt, status: "voided" });
      } catch {
        // The acquirer did not answer: voided_at stays empty and recovery voids it again with the same key.
      }
      return true;
    });
  }

  async function confirmVoid(attempt: OrderAttempt): Promise<boolean> {
    if (!attempt.paymentId) {
      await repository.voidConfirmed(attempt.key, deps.now());
      return true;
    }
    const answer = await deps.voidAuthorisation({
      paymentId: attempt.paymentId,
      amount: attempt.amount,
      idempotencyKey: voidKey(attempt.key),
    });
    if (answer.status !== "voided") return false;
    await repository.voidConfirmed(attempt.key, deps.now());
    return true;
  }

  /**
   * Ends an attempt without an order: whatever its payment session authorised is found with the attempt's own key
   * (the acquirer answers the first answer) and voided; a session that authorised nothing declines it. An offered
   * attempt is claimed first, so two requests (or two instances) never settle one twice. "busy" when another
   * request holds it; throws when the acquirer cannot be asked (recovery tries again).
   */
  async function settleWithoutOrder(
    attempt: OrderAttempt,
    outcome: string,
    now: Date,
  ): Promise<"voided" | "declined" | "busy"> {
    if (attempt.status === "offered" && !(await repository.moveAttempt(attempt.key, "authorising", {}, now)))
      return "busy";
    if (!attempt.paymentSessionId || attempt.amount === 0) {
      // Nothing to ask: the acquirer was never given a session to authorise.
      const moved = await repository.moveAttempt(attempt.key, "declined", { outcome }, now);
      return moved ? "declined" : "busy";
    }
    const answer = await deps.reauthorise({
      sessionId: attempt.paymentSessionId,
      amount: attempt.amount,
      idempotencyKey: attempt.key,
    });
    if (answer.status !== "authorised") {
      const moved = await repository.moveAttempt(
        attempt.key,
        "declined",
        { paymentId: answer.paymentId || null, outcome: answer.reason ?? outcome },
        now,
      );
      return moved ? "declined" : "busy";
    }
    if (!(await repository.moveAttempt(attempt.key, "authorised", { paymentId: answer.paymentId }, now)))
      return "busy";
    await voidAttempt({ ...attempt, status: "authorised", paymentId: answer.paymentId }, outcome);
    return "voided";
  }

  /** The shopper's offered attempt is refused before it could be placed: its card page's payment goes. */
  async function refuseOffered(known: OrderAttempt | null, outcome: string): Promise<void> {
    if (known?.status === "offered")
      await step("settle-without-order", () => settleWithoutOrder(known, outcome, deps.now()));
  }

  /**
   * Records the hosted card page offered for an attempt before the shopper can see it: from here, whatever the
   * page authorises ends in this attempt's order or a void.
   */
  async function recordCardOffer(offer: CardOffer): Promise<void> {
    const { owner } = offer;
    if (!ATTEMPT_ID.test(offer.attemptId)) throw new Error(`not an attempt id: ${offer.attemptId}`);
    if (!owner.ownerGuid) throw new DomainError("notFound", ORDER_MESSAGES.emptyBag);
    const cart = await deps.carts.existingCart(owner);
    if (!cart) throw new DomainError("notFound", ORDER_MESSAGES.emptyBag);
    await repository.startAttempt({
      key: attemptKey({ ownerGuid: owner.ownerGuid, version: owner.version }, offer.attemptId),
      cartId: cart.id,
      status: "offered",
      paymentSessionId: offer.paymentSessionId,
      paymentExpiresAt: new Date(offer.expiresAt),
      amount: offer.amount,
      currency: offer.currency,
      now: deps.now(),
    });
  }

  /**
   * The shopper brought back the result of a card page this checkout no longer offers (the bag changed and a new
   * page was offered): nothing can be placed with it, so whatever it authorised is voided now.
   */
  async function abandonCardOffer(owner: CartOwner, attemptId: string): Promise<void> {
    if (!ATTEMPT_ID.test(attemptId) || !owner.ownerGuid) return;
    const known = await repository.findAttempt(
      attemptKey({ ownerGuid: owner.ownerGuid, version: owner.version }, attemptId),
    );
    await refuseOffered(known, CHANGED);
  }

  async function writeWithFreshNumber(
    attempt: OrderAttempt,
    giftCards: readonly PricedGiftCard[],
    draft: (orderNumber: string) => NewOrder,
  ): Promise<{ result: Awaited<ReturnType<OrderRepository["writeOrder"]>>; order: NewOrder }> {
    for (let tries = 1; ; tries++) {
      const order = draft(deps.newOrderNumber());
      const result = await repository.writeOrder({
        attemptKey: attempt.key,
        cartId: attempt.cartId,
        order,
        giftCards,
        mail: orderConfirmationEmail(order, deps.origin),
        now: deps.now(),
      });
      if (result.written || result.reason !== "numberTaken" || tries >= NUMBER_TRIES)
        return { result, order };
    }
  }

  async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    const { owner } = input;
    if (!ATTEMPT_ID.test(input.attemptId))
      throw new DomainError("invalid", ORDER_MESSAGES.attemptId, { attemptId: ORDER_MESSAGES.attemptId });
    if (!owner.ownerGuid) throw new DomainError("notFound", ORDER_MESSAGES.emptyBag);
    const key = attemptKey({ ownerGuid: owner.ownerGuid, version: owner.version }, input.attemptId);

    // A repeat of an attempt that already placed the order finds it here, after its cart has gone. An offered
    // attempt is this press of Pay on the card page offered for it: from here, a refusal voids what it authorised.
    const known = await step("find-attempt", () => repository.findAttempt(key));
    if (known && known.status !== "offered") return outcomeOf(known);

    const cart = await deps.carts.existingCart(owner);
    if (!cart) {
      await refuseOffered(known, "noBag");
      throw new DomainError("notFound", ORDER_MESSAGES.emptyBag);
    }
    const placedBefore = await repository.placedAttemptOf(cart.id);
    if (placedBefore) {
      await refuseOffered(known, "cartPlaced");
      // The process stopped before clearing the cart: finish that now rather than place it twice.
      const answer = await placedAnswer(placedBefore);
      if (answer.status === "placed") await clearCartQuietly(cart.id, answer.order.orderNumber, owner);
      return answer;
    }

    const view = await step("price-and-check", () => deps.checkout.view(owner));
    const short = shortVariants(view);
    if (short.length > 0) {
      await refuseOffered(known, `${OUT_OF_STOCK}${short.join(",")}`);
      return { status: "outOfStock", variantCodes: short };
    }
    const notReady = notReadyReason(view);
    if (notReady) {
      await refuseOffered(known, "notReady");
      throw new DomainError("invalid", notReady);
    }
    const holds = await deps.giftCards.applied(cart.id);
    const amount = amountToPayByCard(view.totals.total.amount, holds);
    const currency = view.totals.total.currency;

    if (known) {
      // The card page was offered for an amount: a bag or gift cards changed since cannot be paid with it.
      if (known.cartId !== cart.id || known.amount !== amount || known.currency !== currency) {
        await refuseOffered(known, CHANGED);
        return { status: "changed", reason: ORDER_MESSAGES.paymentChanged };
      }
      if (!(await step("start-attempt", () => repository.moveAttempt(key, "authorising", {}, deps.now())))) {
        const settled = await repository.findAttempt(key);
        if (!settled) throw new Error(`attempt ${key} disappeared`);
        return outcomeOf(settled);
      }
    } else {
      if (input.cardAmount !== undefined && input.cardAmount !== amount)
        return { status: "changed", reason: ORDER_MESSAGES.paymentChanged };
      const started = await step("start-attempt", () =>
        repository.startAttempt({
          key,
          cartId: cart.id,
          paymentSessionId: amount > 0 ? (input.paymentSessionId ?? null) : null,
          amount,
          currency,
          now: deps.now(),
        }),
      );
      if (!started.created) return outcomeOf(started.attempt);
    }

    let card: OrderPayments["card"] = null;
    if (amount > 0) {
      const answer = await step("authorise", () => input.authorise(amount, key));
      if (answer.status !== "authorised") {
        const reason = answer.reason ?? ORDER_MESSAGES.alreadyDeclined;
        await repository.moveAttempt(
          key,
          "declined",
          { paymentId: answer.paymentId, outcome: reason },
          deps.now(),
        );
        return { status: "declined", reason };
      }
      card = {
        paymentId: answer.paymentId,
        amount,
        maskedNumber: answer.card?.maskedNumber ?? null,
        brand: answer.card?.brand ?? null,
      };
    }
    if (
      !(await repository.moveAttempt(key, "authorised", { paymentId: card?.paymentId ?? null }, deps.now()))
    ) {
      // Recovery gave the attempt up while the acquirer was slow to answer: this authorisation must not hang.
      if (card)
        await deps.voidAuthorisation({ paymentId: card.paymentId, amount, idempotencyKey: voidKey(key) });
      const settled = await repository.findAttempt(key);
      if (!settled) throw new Error(`attempt ${key} disappeared`);
      return outcomeOf(settled);
    }
    const attempt: OrderAttempt = {
      key,
      cartId: cart.id,
      status: "authorised",
      paymentSessionId: null,
      paymentId: card?.paymentId ?? null,
      amount,
      currency,
      orderId: null,
      outcome: null,
      voidedAt: null,
      paymentExpiresAt: null,
      createdAt: deps.now().toISOString(),
      updatedAt: deps.now().toISOString(),
    };

    const guestToken = deps.newGuestToken();
    const ids = {
      id: deps.newId(),
      guestTokenHash: hashGuestToken(guestToken),
      customerId: owner.customerId ?? null,
    };
    const payments: OrderPayments = {
      card,
      giftCards: holds.map((hold) => ({ lastFour: hold.lastFour, amount: hold.amount })),
    };
    const priced = holds.map((hold) => ({ giftCardId: hold.giftCardId, amount: hold.amount }));
    const { result, order } = await step("write-order", () =>
      writeWithFreshNumber(attempt, priced, (orderNumber) => ({
        ...draftOrder(view, { ...ids, orderNumber }),
        payments,
      })),
    );
    if (result.written) {
      await step("clear-cart", () => clearCartQuietly(cart.id, order.orderNumber, owner));
      await step("announce-stock", () => announceStockTaken(order));
      return { status: "placed", order: summaryOf(order, guestToken) };
    }
    if (result.reason === "attemptVoided") return outcomeOf(attempt);
    if (result.reason === "outOfStock") {
      await voidAttempt(attempt, `${OUT_OF_STOCK}${result.variantCodes.join(",")}`);
      return { status: "outOfStock", variantCodes: result.variantCodes };
    }
    if (result.reason === "paymentChanged") {
      await voidAttempt(attempt, CHANGED);
      return { status: "changed", reason: ORDER_MESSAGES.paymentChanged };
    }
    // Another attempt placed this cart (a second tab) or no free number was found: this authorisation goes.
    await voidAttempt(attempt, result.reason);
    const placed = await repository.placedAttemptOf(cart.id);
    if (placed) return placedAnswer(placed);
    throw new DomainError("unavailable", ORDER_MESSAGES.settling, undefined, { retryAfterSeconds: 2 });
  }

  /**
   * After a crash and every minute: an authorisation whose order was never written is voided, an attempt whose
   * answer was lost is asked again (and voided when authorised), a card page that expired without an order has its
   * payment voided, a void the acquirer did not confirm is retried, and a placed cart still standing is cleared.
   * Only attempts untouched for `olderThanMs` (card pages expired that long ago) are taken, so one still being worked
   * by a live request is left alone. An attempt that keeps failing is given up after RECOVERY_GIVE_UP_AFTER tries.
   */
  async function recoverPendingAttempts(
    now: Date,
    options: { olderThanMs: number; limit?: number; giveUpAfter?: number },
  ): Promise<RecoveryReport> {
    const limit = options.limit ?? 100;
    const giveUpAfter = options.giveUpAfter ?? RECOVERY_GIVE_UP_AFTER;
    const before = new Date(now.getTime() - options.olderThanMs);
    const report: RecoveryReport = { voided: 0, declined: 0, cartsCleared: 0, failed: 0, gaveUp: [] };
    const recover = async (attempt: OrderAttempt, work: () => Promise<boolean>) => {
      let done = false;
      try {
        done = await work();
      } catch {
        done = false;
      }
      if (done) return;
      report.failed++;
      const counted = await repository.recoveryFailed(attempt.key, now, giveUpAfter).catch(() => null);
      if (counted?.gaveUp) report.gaveUp.push(attempt.key);
    };
    const settle = (attempt: OrderAttempt, outcome: string) => async () => {
      const settled = await settleWithoutOrder(attempt, outcome, now);
      if (settled === "voided") report.voided++;
      if (settled === "declined") report.declined++;
      return true;
    };

    for (const stale of await repository.attemptsIn("authorising", before, limit))
      await recover(stale, settle(stale, "abandoned"));

    for (const offered of await repository.offersExpiredBefore(before, limit))
      await recover(offered, settle(offered, "abandoned"));

    for (const orphan of await repository.attemptsIn("authorised", before, limit))
      await recover(orphan, async () => {
        if (await voidAttempt(orphan, "recovered")) report.voided++;
        return true;
      });

    for (const pending of await repository.voidsPending(limit))
      await recover(pending, () => confirmVoid(pending));

    for (const placed of await repository.placedWithCart(limit))
      await recover(placed, async () => {
        const order = placed.orderId ? await repository.findOrder(placed.orderId) : null;
        if (!order) return false;
        await clearCart(placed.cartId, order.orderNumber, null);
        report.cartsCleared++;
        return true;
      });
    return report;
  }

  return { placeOrder, recordCardOffer, abandonCardOffer, recoverPendingAttempts };
}

export type OrderWorkflow = ReturnType<typeof createOrderWorkflow>;
