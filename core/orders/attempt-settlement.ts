import type { CartOwner } from "../cart/cart-service.ts";
import { DomainError } from "../errors/domain-error.ts";
import { money } from "../money/money.ts";
import type { StepTracer } from "../observability/step-tracer.ts";
import { endedAnswer } from "./attempt-outcomes.ts";
import { isUnsettled } from "./attempt-states.ts";
import { ORDER_MESSAGES } from "./order-draft.ts";
import type {
  AuthorisationAnswer,
  NewOrder,
  OrderAttempt,
  OrderRepository,
  PlaceOrderResult,
  StoredOrder,
} from "./order-types.ts";

// How an order attempt is ended, whoever ends it: the placing request's steps and their compensations, the card
// pages' settlement and recovery after a crash (docs/decisions/024 and 028). Every move is a conditional update of
// the attempt's status and every acquirer call carries the attempt's own key, so two requests or two instances
// ending one attempt act once.

export interface SettlementDeps {
  repository: OrderRepository;
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
  giftCards: { redeemHolds(cartId: number, orderId: string): Promise<unknown> };
  checkout: { reset(owner: CartOwner): Promise<void> };
  now(): Date;
  sleep(ms: number): Promise<void>;
  /** How long a repeated request waits for the first one to settle. */
  settleWaitMs: number;
  pollMs: number;
  tracer: StepTracer;
}

export function voidKey(attemptKeyValue: string): string {
  return `void:${attemptKeyValue}`;
}

/** The order as a placing request answers it; the guest token only to the request that wrote it. */
export function summaryOf(order: StoredOrder | NewOrder, guestToken: string | null) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    guestToken,
    email: order.email,
    total: money(order.totals.total, order.currency),
  };
}

export function createSettlement(deps: SettlementDeps) {
  const { repository } = deps;

  async function placedAnswer(attempt: OrderAttempt): Promise<PlaceOrderResult> {
    const order = attempt.orderId ? await repository.findOrder(attempt.orderId) : null;
    if (!order) throw new Error(`placed attempt ${attempt.key} has no order`);
    return { status: "placed", order: summaryOf(order, null) };
  }

  /** The outcome of an attempt another request started: waits while it is still being worked. */
  async function outcomeOf(first: OrderAttempt): Promise<PlaceOrderResult> {
    const deadline = deps.now().getTime() + deps.settleWaitMs;
    let attempt: OrderAttempt | null = first;
    while (attempt && isUnsettled(attempt.status)) {
      if (deps.now().getTime() >= deadline)
        throw new DomainError("unavailable", ORDER_MESSAGES.settling, undefined, { retryAfterSeconds: 2 });
      await deps.sleep(deps.pollMs);
      attempt = await repository.findAttempt(first.key);
    }
    if (!attempt) throw new Error(`attempt ${first.key} disappeared`);
    return attempt.status === "placed" ? placedAnswer(attempt) : endedAnswer(attempt);
  }

  /** The outcome of the attempt with this key now, waiting as outcomeOf does. */
  async function outcomeByKey(key: string): Promise<PlaceOrderResult> {
    const attempt = await repository.findAttempt(key);
    if (!attempt) throw new Error(`attempt ${key} disappeared`);
    return outcomeOf(attempt);
  }

  /** The placed cart goes: its holds (if an older order left any) become the order's, its checkout is reset. */
  async function clearCart(cartId: number, orderNumber: string, owner: CartOwner | null) {
    await deps.giftCards.redeemHolds(cartId, orderNumber);
    if (owner) await deps.checkout.reset(owner);
    await repository.deleteCart(cartId);
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

  /** Claims the attempt as voided first, so a write still in flight cannot place it, then voids at the acquirer. */
  function voidAttempt(attempt: OrderAttempt, outcome: string): Promise<boolean> {
    return deps.tracer.step("void", { outcome }, async () => {
      if (!(await repository.moveAttempt(attempt.key, "voided", { outcome }, deps.now()))) return false;
      try {
        await confirmVoid({ ...attempt, status: "voided" });
      } catch {
        // The acquirer did not answer: voided_at stays empty and recovery voids it again with the same key.
      }
      return true;
    });
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

  /** An offered card page's attempt refused before it was placed: what the page authorised goes. */
  async function settleOffered(attempt: OrderAttempt | null, outcome: string): Promise<void> {
    if (attempt?.status === "offered")
      await deps.tracer.step("settle-without-order", { outcome }, () =>
        settleWithoutOrder(attempt, outcome, deps.now()),
      );
  }

  return {
    placedAnswer,
    outcomeOf,
    outcomeByKey,
    clearCart,
    confirmVoid,
    voidAttempt,
    settleWithoutOrder,
    settleOffered,
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
