import type { PaymentMethodKind } from "../order-life/authorisation-expiry.ts";
import { authorisationExpiry } from "../order-life/authorisation-expiry.ts";
import type { ChangeKind } from "../order-life/line-changes.ts";
import type { MovementKind, ProgressStatus } from "../order-life/order-life-types.ts";
import { isOrderNumber } from "../orders/order-number.ts";
import type { StoredOrder } from "../orders/order-types.ts";

// One order as the back office's order page reads it (issue 29 point 2): the order as placed, each line's units by
// state, every change made to it (shipments with their carrier and tracking number), every movement of its money
// with the provider's reference, and the e-mails sent for it. Read-only: changes go through core/order-life.

/** A line with its units by state (migration 0043). */
export interface OrderRecordLine {
  entryNumber: number;
  dispatched: number;
  cancelled: number;
  refunded: number;
}

/** A dispatch, cancellation or refund as it was made. */
export interface OrderRecordChange {
  id: string;
  kind: ChangeKind;
  status: ProgressStatus;
  failure: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  createdAt: string;
  lines: { entryNumber: number; quantity: number; payment: number; giftCards: number }[];
}

/** Money moving for the order: its authorisation and what order-life moved, or a gift card redeemed at placing. */
export interface OrderRecordMovement {
  kind: MovementKind | "giftCardRedeem";
  amount: number;
  at: string;
  status: ProgressStatus;
  /** The provider's id of the operation, or the payment's id for the authorisation. */
  providerReference: string | null;
  failure: string | null;
  /** The gift card's last four digits, for a gift-card movement. */
  giftCardLastFour: string | null;
}

/** An e-mail the outbox holds for the order (sent messages are kept for a while, then deleted). */
export interface OrderRecordMail {
  kind: string;
  subject: string;
  to: string;
  createdAt: string;
  sentAt: string | null;
}

export interface StoredOrderRecord {
  order: StoredOrder;
  /** The account's e-mail when a signed-in customer placed it; null for a guest. */
  accountEmail: string | null;
  lines: OrderRecordLine[];
  changes: OrderRecordChange[];
  movements: OrderRecordMovement[];
  mails: OrderRecordMail[];
}

/** Storage of the order page's reads (data/repositories/order-record-repository.ts). */
export interface OrderRecordRepository {
  findByNumber(orderNumber: string): Promise<StoredOrderRecord | null>;
}

/** The authorisation on the way of paying, and whether it lapses soon with money still to capture. */
export interface OrderAuthorisation {
  method: PaymentMethodKind;
  paymentId: string;
  authorised: number;
  captured: number;
  released: number;
  refunded: number;
  stillToCapture: number;
  expiresAt: string;
  lapsed: boolean;
  flagged: boolean;
}

export interface OrderRecord extends StoredOrderRecord {
  authorisation: OrderAuthorisation | null;
}

export function createOrderRecords(deps: {
  repository: OrderRecordRepository;
  methodOf(paymentId: string): PaymentMethodKind;
  now(): Date;
}) {
  return {
    /** The order with this number, or null (also for anything that cannot be an order number). */
    async find(orderNumber: string): Promise<OrderRecord | null> {
      if (!isOrderNumber(orderNumber)) return null;
      const stored = await deps.repository.findByNumber(orderNumber);
      if (!stored) return null;
      const card = stored.order.payments.card;
      if (!card) return { ...stored, authorisation: null };
      const sum = (kind: MovementKind) =>
        stored.movements
          .filter((movement) => movement.kind === kind && movement.status !== "failed")
          .reduce((total, movement) => total + movement.amount, 0);
      const captured = sum("capture");
      const released = sum("void");
      const stillToCapture = Math.max(0, card.amount - captured - released);
      const method = deps.methodOf(card.paymentId);
      const expiry = authorisationExpiry(
        method,
        new Date(stored.order.createdAt),
        deps.now(),
        stillToCapture,
      );
      return {
        ...stored,
        authorisation: {
          method,
          paymentId: card.paymentId,
          authorised: card.amount,
          captured,
          released,
          refunded: sum("refund"),
          stillToCapture,
          expiresAt: expiry.expiresAt.toISOString(),
          lapsed: expiry.lapsed,
          flagged: expiry.flagged,
        },
      };
    },
  };
}

export type OrderRecords = ReturnType<typeof createOrderRecords>;
