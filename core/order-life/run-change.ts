import { type Refusable, refuse } from "../errors/refusal.ts";
import type { z } from "../validation/zod.ts";
import type { ChangeEffects } from "./change-effects.ts";
import { CHANGE_MESSAGES, type ChangeKind, type RequestedLine } from "./line-changes.ts";
import type {
  ChangeLine,
  OrderForChange,
  OrderLifeRepository,
  PaymentSettlement,
  SettlementAnswer,
  StoredChange,
  StoredMovement,
} from "./order-life-types.ts";
import type { OrderStatus } from "./order-status.ts";
import { amountsPaid, planChange } from "./plan-change.ts";

// One change of an order's lines as a small workflow (docs/decisions/056-an-orders-life.md): (1) the change and its
// movements are written in one transaction under the order's lock, once per key; (2) each pending movement is sent
// to the payment provider with the movement's own key, so the provider acts once however many callers send it;
// (3) the change is finished, once, with its e-mail or its stock. A retried or concurrent request with the same key
// finds the change and carries it through the same steps; a crash between steps leaves it pending for the next try.

export interface ChangeDeps {
  repository: OrderLifeRepository;
  payments: PaymentSettlement;
  effects: ChangeEffects;
  now(): Date;
  sleep?(ms: number): Promise<void>;
  /** How long a repeated request waits for the first one to finish before carrying the change through itself. */
  settleWaitMs?: number;
  pollMs?: number;
}

export interface ChangeAnswer {
  changeId: string;
  kind: ChangeKind;
  /** The order's status once this change was made. */
  orderStatus: OrderStatus;
  lines: ChangeLine[];
  /** Captured, voided or refunded on the way of paying. */
  payment: number;
  /** The gift cards' part of the units: credited back by a cancellation or refund (a dispatch's was redeemed at placing). */
  giftCards: number;
  carrier: string | null;
  trackingNumber: string | null;
}

export const ORDER_LIFE_MESSAGES = {
  notFound: "There is no such order.",
  providerRefused: (reason: string) => `The payment provider refused: ${reason}`,
} as const;

/** The input as the schema reads it, or the refusal naming each field. */
export function parseChange<T>(schema: z.ZodType<T>, input: unknown): Refusable<{ value: T }> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".") || "input"] ??= issue.message;
  return refuse("invalid", parsed.error.issues[0]?.message ?? "The request is not valid.", fields);
}

/** The same request always reads the same, whatever the order of its lines. */
function fingerprintOf(
  kind: ChangeKind,
  lines: readonly RequestedLine[],
  extra: Record<string, string | null>,
) {
  const sorted = [...lines]
    .map((line) => [line.entryNumber, line.quantity])
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  return JSON.stringify({ kind, lines: sorted, ...extra });
}

function answerOf(change: StoredChange, order: OrderForChange): ChangeAnswer {
  return {
    changeId: change.id,
    kind: change.kind,
    orderStatus: order.status,
    lines: change.lines,
    payment: change.lines.reduce((sum, line) => sum + line.payment, 0),
    giftCards: change.lines.reduce((sum, line) => sum + line.giftCards, 0),
    carrier: change.carrier,
    trackingNumber: change.trackingNumber,
  };
}

export interface ChangeRequest {
  orderId: string;
  kind: ChangeKind;
  key: string;
  lines: RequestedLine[];
  carrier?: string;
  trackingNumber?: string;
}

/** What one recovery pass did with the changes a crash or a lost answer left pending. */
export interface ChangeRecoveryReport {
  finished: number;
  /** Refused by the provider: undone. */
  failed: number;
  /** Still pending (the provider unreachable): tried again on the next pass. */
  errors: number;
}

/** How many pending changes one recovery pass takes at most. */
const RECOVERY_BATCH = 100;

export function createChangeRunner(deps: ChangeDeps) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const settleWaitMs = deps.settleWaitMs ?? 10_000;
  const pollMs = deps.pollMs ?? 50;

  /** The change once it is no longer pending, or as it is when the wait runs out. */
  async function settledChange(changeId: string): Promise<StoredChange | null> {
    for (let waited = 0; ; waited += pollMs) {
      const change = await deps.repository.findChange(changeId);
      if (change?.status !== "pending" || waited >= settleWaitMs) return change;
      await sleep(pollMs);
    }
  }

  async function send(movement: StoredMovement, order: OrderForChange): Promise<SettlementAnswer> {
    const paymentId = movement.paymentId ?? "";
    const request = { paymentId, amount: movement.amount, idempotencyKey: movement.idempotencyKey };
    if (movement.kind === "capture") return deps.payments.capture(request);
    if (movement.kind === "refund") return deps.payments.refund(request);
    // Voids: a provider that only voids whole authorisations is told when nothing else is left of it.
    const wholeLeft = order.moved.capture === 0 && order.moved.void === amountsPaid(order).payment;
    return deps.payments.release({ ...request, wholeLeft });
  }

  /** Steps 2 and 3 for a pending change: its provider calls, then its finish; a refused call fails the change. */
  async function carryThrough(change: StoredChange, order: OrderForChange) {
    const calls = change.movements.filter(
      (movement) =>
        movement.status === "pending" &&
        movement.kind !== "giftCardCredit" &&
        movement.kind !== "authorisation",
    );
    for (const movement of calls) {
      const answer = await send(movement, order);
      await deps.repository.settleMovement(
        movement.id,
        answer.done
          ? { status: "done", reference: answer.reference }
          : { status: "failed", reason: answer.reason },
        deps.now(),
      );
      if (!answer.done) {
        await deps.repository.failChange(change.id, answer.reason, deps.now());
        return refuse("conflict", ORDER_LIFE_MESSAGES.providerRefused(answer.reason));
      }
    }
    const finished = await deps.repository.finishChange(
      change.id,
      deps.effects.effects(change, order),
      deps.now(),
    );
    if (finished) await deps.effects.onFinished(change, order);
    const settled = await deps.repository.findChange(change.id);
    if (settled?.status === "failed")
      return refuse("conflict", ORDER_LIFE_MESSAGES.providerRefused(settled.failure ?? ""));
    return { ok: true as const, change: answerOf(change, order) };
  }

  async function run(request: ChangeRequest): Promise<Refusable<{ change: ChangeAnswer }>> {
    const carrier = request.carrier ?? null;
    const trackingNumber = request.trackingNumber ?? null;
    const fingerprint = fingerprintOf(request.kind, request.lines, { carrier, trackingNumber });
    const begun = await deps.repository.beginChange({
      orderId: request.orderId,
      kind: request.kind,
      // Keys are the caller's: scoped to the order so two orders' requests can never collide.
      key: `${request.orderId}:${request.kind}:${request.key}`,
      fingerprint,
      carrier,
      trackingNumber,
      now: deps.now(),
      decide: (order) => planChange(request.kind, order, request.lines),
    });
    if (begun.kind === "notFound") return refuse("notFound", ORDER_LIFE_MESSAGES.notFound);
    if (begun.kind === "refused") return { ok: false, refusal: begun.refusal };
    const { change, order } = begun;
    if (change.fingerprint !== fingerprint) return refuse("conflict", CHANGE_MESSAGES.keyReused);
    if (change.status === "failed")
      return refuse("conflict", ORDER_LIFE_MESSAGES.providerRefused(change.failure ?? ""));
    if (change.status === "done") return { ok: true, change: answerOf(change, order) };
    if (begun.kind === "existing") {
      // Another request is carrying this change through: its answer is this one's. Only when it stays pending past
      // the wait (that request died) does this one send the same calls, with the same keys, to finish it.
      const settled = await settledChange(change.id);
      if (settled?.status === "done") return { ok: true, change: answerOf(settled, order) };
      if (settled?.status === "failed")
        return refuse("conflict", ORDER_LIFE_MESSAGES.providerRefused(settled.failure ?? ""));
    }
    return carryThrough(change, order);
  }

  /**
   * Finishes the changes left pending longer than `olderThanMs` (a process stopped mid-change, a provider's answer
   * lost), with the keys they were first sent with: a capture that happened is answered, not repeated.
   */
  async function recover(now: Date, options: { olderThanMs: number }): Promise<ChangeRecoveryReport> {
    const report: ChangeRecoveryReport = { finished: 0, failed: 0, errors: 0 };
    const pending = await deps.repository.pendingChanges(
      new Date(now.getTime() - options.olderThanMs),
      RECOVERY_BATCH,
    );
    for (const { change, order } of pending) {
      try {
        const outcome = await carryThrough(change, order);
        if (outcome.ok) report.finished++;
        else report.failed++;
      } catch {
        report.errors++;
      }
    }
    return report;
  }

  return { run, recover };
}

export type ChangeRunner = ReturnType<typeof createChangeRunner>;
