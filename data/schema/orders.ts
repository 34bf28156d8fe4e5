import type { ColumnType } from "kysely";
import type { Bool, Json, Timestamp } from "./column-types.ts";

// Kysely table types of migration 0021 (orders, their lines, the attempts to place them); merged into Database in
// data/schema.ts.
type ForeignId = ColumnType<number | string, number, number>;

interface OrderTable {
  id: string;
  /** Unguessable: 10 random digits and a check digit (core/orders/order-number.ts). */
  orderNumber: string;
  /** SHA-256 of the guest's lookup token: the token itself is never stored. */
  guestTokenHash: string;
  customerId: string | null;
  email: string;
  version: string;
  currency: string;
  delivery: Json;
  billing: Json;
  subtotal: number;
  discounts: number;
  charges: number;
  deliveryCharge: number;
  splitDelivery: number;
  tax: number;
  total: number;
  /** Card (payment id, masked number, brand) and gift cards (last four, amount): never a card number. */
  payments: Json;
  /** Migration 0043: placed, partlyDispatched, dispatched, cancelled, partlyRefunded, refunded (core/order-life). */
  status: string;
  createdAt: Timestamp;
  /** Migration 0045: the back office's search keys (core/order-admin/search-keys.ts); null on none to match. */
  emailKey: ColumnType<string | null, string | null | undefined, string | null>;
  postcodeKey: ColumnType<string | null, string | null | undefined, string | null>;
  nameKey: ColumnType<string | null, string | null | undefined, string | null>;
  surnameKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** card | paypal | wallet | giftCard; null until classified (core/order-admin/order-admin.ts). */
  paymentMethod: ColumnType<string | null, string | null | undefined, string | null>;
}

interface OrderLineTable {
  orderId: string;
  entryNumber: number;
  variantCode: string;
  productCode: string;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** Migration 0025: the variant as bought; null on earlier orders. */
  colour: string | null;
  size: string | null;
  variantGroup: string | null;
  imageId: string | null;
  /** The product page as the bag linked it (version prefix and colour included). */
  productUrl: string | null;
  /** Migration 0043: units dispatched, cancelled and (of those dispatched) refunded. */
  dispatchedQuantity: ColumnType<number, number | undefined, number>;
  cancelledQuantity: ColumnType<number, number | undefined, number>;
  refundedQuantity: ColumnType<number, number | undefined, number>;
}

/** Migration 0043: one dispatch, cancellation or refund of an order's lines, once per key. */
interface OrderChangeTable {
  id: string;
  orderId: string;
  /** dispatch | cancel | refund */
  kind: string;
  idempotencyKey: string;
  fingerprint: string;
  /** pending | done | failed */
  status: string;
  failure: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  lines: Json;
  createdAt: Timestamp;
  finishedAt: Timestamp | null;
}

/** Migration 0043: money an order's change moved, once per key. */
interface OrderPaymentMovementTable {
  id: string;
  orderId: string;
  changeId: string | null;
  /** authorisation | capture | void | refund | giftCardCredit */
  kind: string;
  amount: number;
  paymentId: string | null;
  giftCardId: ForeignId | null;
  providerReference: string | null;
  idempotencyKey: string;
  /** pending | done | failed */
  status: string;
  failure: string | null;
  createdAt: Timestamp;
  settledAt: Timestamp | null;
}

interface OrderAttemptTable {
  idempotencyKey: string;
  cartId: ForeignId;
  /** offered | authorising | authorised | placed | declined | voided (core/orders/attempt-states.ts) */
  status: string;
  paymentSessionId: string | null;
  paymentId: string | null;
  amount: number;
  currency: string;
  orderId: string | null;
  /** Why a declined or voided attempt ended (the acquirer's reason, outOfStock). */
  outcome: string | null;
  /** When the acquirer confirmed the void of this attempt's authorisation. */
  voidedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Migration 0026: when an offered card page stops taking payments; null for other attempts. */
  paymentExpiresAt: Timestamp | null;
  /** Migration 0026: recovery's failed tries on this attempt; past the bound it gives up (given_up_at). */
  recoveryFailures: ColumnType<number, number | undefined, number>;
  givenUpAt: Timestamp | null;
}

/** Migration 0036: a gift card bought in an order, and the card issued for it. */
interface OrderGiftCardTable {
  orderId: string;
  entryNumber: number;
  productCode: string;
  design: string;
  amount: number;
  giftBox: Bool;
  recipientName: string;
  recipientEmail: string | null;
  senderName: string;
  personalMessage: string;
  sendDate: string | null;
  giftCardId: ForeignId | null;
  lastFour: string | null;
  sealedSecret: string | null;
  issuedAt: Timestamp | null;
  sentAt: Timestamp | null;
}

export interface OrderTables {
  orders: OrderTable;
  orderGiftCards: OrderGiftCardTable;
  orderLines: OrderLineTable;
  orderAttempts: OrderAttemptTable;
  orderChanges: OrderChangeTable;
  orderPaymentMovements: OrderPaymentMovementTable;
}
