import type { Refusable, Refusal } from "../errors/refusal.ts";
import type { OutboxMessage } from "../mail/mail-types.ts";
import type { OrderPayments } from "../orders/order-types.ts";
import type { PaymentMethodKind } from "./authorisation-expiry.ts";
import type { ChangeableLine, ChangeKind, RequestedLine } from "./line-changes.ts";
import type { OrderStatus } from "./order-status.ts";

// The ports of an order's life (docs/decisions/056-an-orders-life.md): storage (data/repositories/
// order-life-repository.ts) and the payment providers' settlement calls (server/order-settlement.ts).

export const MOVEMENT_KINDS = ["authorisation", "capture", "void", "refund", "giftCardCredit"] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export type ProgressStatus = "pending" | "done" | "failed";

/** What a line's units carried, of the way of paying and of the gift cards. */
export interface LineAmounts {
  payment: number;
  giftCards: number;
}

/** A line of an order as its life needs it. */
export interface OrderLifeLine extends ChangeableLine {
  variantCode: string;
  productCode: string;
  name: string;
  lineTotal: number;
  /** What the line's dispatches and refunds (not failed) carried so far. */
  amounts: { dispatched: LineAmounts; refunded: LineAmounts };
}

/** An order as a change reads it, inside the change's transaction. */
export interface OrderForChange {
  id: string;
  orderNumber: string;
  email: string;
  version: string;
  currency: string;
  firstName: string;
  status: OrderStatus;
  createdAt: string;
  payments: OrderPayments;
  lines: OrderLifeLine[];
  /** Sums of the order's movements not failed (pending ones count: their money is spoken for). */
  moved: Record<Exclude<MovementKind, "authorisation">, number>;
}

/** A line of a change: its units, and what they carried of the way of paying and of the gift cards. */
export interface ChangeLine extends RequestedLine, LineAmounts {}

/** A movement a change plans: the repository adds its key, and splits a gift-card credit over the cards. */
export interface PlannedMovement {
  kind: Exclude<MovementKind, "authorisation">;
  amount: number;
}

/** What a change does, as core/order-life/plan-change.ts decided it from the order under lock. */
export interface ChangePlan {
  lines: ChangeLine[];
  /** Every line of the order after the change, and the order's status then. */
  after: ChangeableLine[];
  status: OrderStatus;
  movements: PlannedMovement[];
}

export interface StoredMovement {
  id: string;
  kind: MovementKind;
  amount: number;
  paymentId: string | null;
  giftCardId: number | null;
  providerReference: string | null;
  idempotencyKey: string;
  status: ProgressStatus;
  failure: string | null;
}

export interface StoredChange {
  id: string;
  orderId: string;
  kind: ChangeKind;
  fingerprint: string;
  status: ProgressStatus;
  failure: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  lines: ChangeLine[];
  createdAt: string;
  movements: StoredMovement[];
}

export interface BeginChangeInput {
  orderId: string;
  kind: ChangeKind;
  /** The caller's key, already scoped to the order. */
  key: string;
  fingerprint: string;
  carrier: string | null;
  trackingNumber: string | null;
  now: Date;
  /** Decides the change from the order as it is under the lock; a refusal writes nothing. */
  decide(order: OrderForChange): Refusable<{ plan: ChangePlan }>;
}

export type BeginChangeResult =
  /** With the order as it stood once the change was written (or found). */
  | { kind: "started" | "existing"; change: StoredChange; order: OrderForChange }
  | { kind: "refused"; refusal: Refusal }
  | { kind: "notFound" };

/** Storage of an order's life. */
export interface OrderLifeRepository {
  /**
   * In ONE transaction, holding the order's row: answers the change already made with this key if there is one;
   * else reads the order, lets `decide` plan the change, and writes it: its row (status pending), each line's new
   * counts (each a conditional update, so two changes can never take the same unit), the order's status, its
   * movements (pending; a gift-card credit written to the card's ledger at once, done), and the authorisation's
   * movement the first time the order changes.
   */
  beginChange(input: BeginChangeInput): Promise<BeginChangeResult>;
  /** Records a provider's answer to a pending movement; a movement already settled is left as it is. */
  settleMovement(
    movementId: string,
    outcome: { status: "done"; reference: string | null } | { status: "failed"; reason: string },
    now: Date,
  ): Promise<void>;
  /**
   * In ONE transaction, only while the change is pending: marks it done and writes what comes with it (the
   * e-mail, and for a cancellation the units back on stock). Answers whether this call finished it.
   */
  finishChange(
    changeId: string,
    effects: { mail: OutboxMessage | null; restock: boolean },
    now: Date,
  ): Promise<boolean>;
  /**
   * In ONE transaction, only while the change is pending: marks it failed with `reason`, gives its units back to
   * their lines and sets the order's status again. Its movements not done are marked failed.
   */
  failChange(changeId: string, reason: string, now: Date): Promise<boolean>;
  findChange(changeId: string): Promise<StoredChange | null>;
  /** Changes pending since before `before`, oldest first, each with its order as it is now. */
  pendingChanges(before: Date, limit: number): Promise<{ change: StoredChange; order: OrderForChange }[]>;
  /** Orders placed or partly dispatched, paid in part by a way of paying, placed before `before`; oldest first. */
  openAuthorisations(before: Date, limit: number): Promise<OpenAuthorisation[]>;
}

/** An order whose authorisation may still hold money to capture (placed or partly dispatched). */
export interface OpenAuthorisation {
  orderId: string;
  orderNumber: string;
  paymentId: string;
  /** When the order was placed: its authorisation was asked for moments before. */
  placedAt: string;
  authorised: number;
  /** Captured and voided so far (pending movements included). */
  settled: number;
}

/** A provider's answer to a settlement call. */
export type SettlementAnswer = { done: true; reference: string | null } | { done: false; reason: string };

/** The payment providers' capture, void and refund, routed by the payment's id (server/order-settlement.ts). */
export interface PaymentSettlement {
  methodOf(paymentId: string): PaymentMethodKind;
  capture(request: { paymentId: string; amount: number; idempotencyKey: string }): Promise<SettlementAnswer>;
  /**
   * Gives up `amount` of the authorisation uncaptured. `wholeLeft` when that is all of it (nothing captured, nothing
   * left open after it), for a provider that only voids whole authorisations.
   */
  release(request: {
    paymentId: string;
    amount: number;
    wholeLeft: boolean;
    idempotencyKey: string;
  }): Promise<SettlementAnswer>;
  refund(request: { paymentId: string; amount: number; idempotencyKey: string }): Promise<SettlementAnswer>;
}
