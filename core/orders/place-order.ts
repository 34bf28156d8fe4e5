import type { StoredCart } from "../cart/cart-ports.ts";
import type { CartOwner } from "../cart/cart-service.ts";
import type { CheckoutView } from "../checkout/checkout-service.ts";
import { DomainError } from "../errors/domain-error.ts";
import { orderConfirmationEmail } from "../mail/order-confirmation-email.ts";
import { money } from "../money/money.ts";
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
  StoredOrder,
} from "./order-types.ts";

// Placing the order (issue 16 point 2; docs/decisions/024-place-order-workflow.md), Medusa's complete-cart
// workflow made to survive a crash between any two steps:
//   1. write the attempt (unique key: a double click, a retry, a racing callback find it and wait for its end);
//   2. re-price from the checkout and take off the gift cards' holds;
//   3. authorise the rest by card with the attempt's key (the acquirer answers a repeat with its first answer);
//   4. mark the attempt authorised BEFORE writing, so a crash from here on leaves something recovery can void;
//   5. in one transaction: the order, its lines, the stock (`where stock_level >= qty`), the attempt placed and the
//      confirmation mail; short stock rolls everything back and the authorisation is voided (compensation);
//   6. redeem the gift-card holds and delete the cart (repeated by recovery when the process stopped first).

const ATTEMPT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const NUMBER_TRIES = 3;
const OUT_OF_STOCK = "outOfStock:";
/** What a voided attempt answers when recovery, not stock, voided it. */
const PAYMENT_NOT_COMPLETED = "Your payment could not be completed. Please try again.";

export interface OrderWorkflowDeps {
  repository: OrderRepository;
  checkout: { view(owner: CartOwner): Promise<CheckoutView>; reset(owner: CartOwner): Promise<void> };
  carts: { existingCart(owner: CartOwner): Promise<StoredCart | null> };
  giftCards: {
    applied(cartId: number): Promise<{ lastFour: string; amount: number }[]>;
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
  authorise: Authorise;
}

export interface RecoveryReport {
  voided: number;
  declined: number;
  cartsCleared: number;
  failed: number;
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
    if (!(await repository.moveAttempt(attempt.key, "voided", { outcome }, deps.now()))) return false;
    try {
      await confirmVoid({ ...attempt, status: "voided" });
    } catch {
      // The acquirer did not answer: voided_at stays empty and recovery voids it again with the same key.
    }
    return true;
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

  async function writeWithFreshNumber(
    attempt: OrderAttempt,
    draft: (orderNumber: string) => NewOrder,
  ): Promise<{ result: Awaited<ReturnType<OrderRepository["writeOrder"]>>; order: NewOrder }> {
    for (let tries = 1; ; tries++) {
      const order = draft(deps.newOrderNumber());
      const result = await repository.writeOrder({
        attemptKey: attempt.key,
        cartId: attempt.cartId,
        order,
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

    // A repeat of an attempt that already placed the order finds it here, after its cart has gone.
    const known = await repository.findAttempt(key);
    if (known) return outcomeOf(known);

    const cart = await deps.carts.existingCart(owner);
    if (!cart) throw new DomainError("notFound", ORDER_MESSAGES.emptyBag);
    const placedBefore = await repository.placedAttemptOf(cart.id);
    if (placedBefore) {
      // The process stopped before clearing the cart: finish that now rather than place it twice.
      const answer = await placedAnswer(placedBefore);
      if (answer.status === "placed") await clearCartQuietly(cart.id, answer.order.orderNumber, owner);
      return answer;
    }

    const view = await deps.checkout.view(owner);
    const short = shortVariants(view);
    if (short.length > 0) return { status: "outOfStock", variantCodes: short };
    const notReady = notReadyReason(view);
    if (notReady) throw new DomainError("invalid", notReady);
    const holds = await deps.giftCards.applied(cart.id);
    const amount = amountToPayByCard(view.totals.total.amount, holds);

    const started = await repository.startAttempt({
      key,
      cartId: cart.id,
      paymentSessionId: amount > 0 ? (input.paymentSessionId ?? null) : null,
      amount,
      currency: view.totals.total.currency,
      now: deps.now(),
    });
    if (!started.created) return outcomeOf(started.attempt);

    let card: OrderPayments["card"] = null;
    if (amount > 0) {
      const answer = await input.authorise(amount, key);
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
      currency: view.totals.total.currency,
      orderId: null,
      outcome: null,
      voidedAt: null,
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
    const { result, order } = await writeWithFreshNumber(attempt, (orderNumber) => ({
      ...draftOrder(view, { ...ids, orderNumber }),
      payments,
    }));
    if (result.written) {
      await clearCartQuietly(cart.id, order.orderNumber, owner);
      await announceStockTaken(order);
      return { status: "placed", order: summaryOf(order, guestToken) };
    }
    if (result.reason === "attemptVoided") return outcomeOf(attempt);
    if (result.reason === "outOfStock") {
      await voidAttempt(attempt, `${OUT_OF_STOCK}${result.variantCodes.join(",")}`);
      return { status: "outOfStock", variantCodes: result.variantCodes };
    }
    // Another attempt placed this cart (a second tab) or no free number was found: this authorisation goes.
    await voidAttempt(attempt, result.reason);
    const placed = await repository.placedAttemptOf(cart.id);
    if (placed) return placedAnswer(placed);
    throw new DomainError("unavailable", ORDER_MESSAGES.settling, undefined, { retryAfterSeconds: 2 });
  }

  /**
   * After a crash and every minute: an authorisation whose order was never written is voided, an attempt whose
   * answer was lost is asked again (and voided when authorised), a void the acquirer did not confirm is retried,
   * and a placed cart still standing is cleared. Only attempts untouched for `olderThanMs` are taken, so one still
   * being worked by a live request is left alone.
   */
  async function recoverPendingAttempts(
    now: Date,
    options: { olderThanMs: number; limit?: number },
  ): Promise<RecoveryReport> {
    const limit = options.limit ?? 100;
    const before = new Date(now.getTime() - options.olderThanMs);
    const report: RecoveryReport = { voided: 0, declined: 0, cartsCleared: 0, failed: 0 };
    const attempt = async (work: () => Promise<boolean>) => {
      try {
        if (!(await work())) report.failed++;
      } catch {
        report.failed++;
      }
    };

    for (const stale of await repository.attemptsIn("authorising", before, limit))
      await attempt(async () => {
        if (!stale.paymentSessionId || stale.amount === 0) {
          // Nothing to ask: the acquirer was never given a session to authorise.
          const moved = await repository.moveAttempt(stale.key, "declined", { outcome: "abandoned" }, now);
          if (moved) report.declined++;
          return true;
        }
        const answer = await deps.reauthorise({
          sessionId: stale.paymentSessionId,
          amount: stale.amount,
          idempotencyKey: stale.key,
        });
        if (answer.status !== "authorised") {
          const moved = await repository.moveAttempt(
            stale.key,
            "declined",
            { paymentId: answer.paymentId, outcome: answer.reason ?? "abandoned" },
            now,
          );
          if (moved) report.declined++;
          return true;
        }
        if (!(await repository.moveAttempt(stale.key, "authorised", { paymentId: answer.paymentId }, now)))
          return true;
        const voided = await voidAttempt(
          { ...stale, status: "authorised", paymentId: answer.paymentId },
          "recovered",
        );
        if (voided) report.voided++;
        return true;
      });

    for (const orphan of await repository.attemptsIn("authorised", before, limit))
      await attempt(async () => {
        if (await voidAttempt(orphan, "recovered")) report.voided++;
        return true;
      });

    for (const pending of await repository.voidsPending(limit)) await attempt(() => confirmVoid(pending));

    for (const placed of await repository.placedWithCart(limit))
      await attempt(async () => {
        const order = placed.orderId ? await repository.findOrder(placed.orderId) : null;
        if (!order) return false;
        await clearCart(placed.cartId, order.orderNumber, null);
        report.cartsCleared++;
        return true;
      });
    return report;
  }

  return { placeOrder, recoverPendingAttempts };
}

export type OrderWorkflow = ReturnType<typeof createOrderWorkflow>;
