import type { CheckoutAddress, PersonalDetails } from "../checkout/checkout-types.ts";
import type { CollectionPoint } from "../collection-points/collection-points.ts";
import type { DeliveryModeCode, DeliveryType } from "../delivery/delivery-types.ts";
import type { GiftCardPurchase } from "../gift-card-purchase/gift-card-purchase-form.ts";
import type { OutboxMessage } from "../mail/mail-types.ts";
import type { Money } from "../money/money.ts";
import type { OrderStatus } from "../order-life/order-status.ts";
import type { AttemptStatus } from "./attempt-states.ts";
import type { IssuedOrderGiftCard } from "./order-gift-cards.ts";

// An order as placed: what was sold, at what price, to whom and where, kept as it was at the
// moment of placing, whatever the catalogue or the checkout do afterwards.

export interface OrderDelivery {
  type: DeliveryType;
  mode: DeliveryModeCode;
  modeName: string;
  /** NOMINATE: the chosen day, else null. */
  date: string | null;
  person: PersonalDetails;
  /** Home delivery: the address; null for Collect+. */
  address: CheckoutAddress | null;
  /** Collect+: the point as chosen; null for home delivery. */
  point: CollectionPoint | null;
}

export interface OrderBilling {
  person: PersonalDetails;
  address: CheckoutAddress;
}

export interface OrderTotals {
  subtotal: number;
  discounts: number;
  /** Gift boxes. */
  charges: number;
  delivery: number;
  splitDelivery: number;
  tax: number;
  total: number;
}

export interface OrderPayments {
  /** Null when gift cards paid the whole order. Never the card number. */
  card: { paymentId: string; amount: number; maskedNumber: string | null; brand: string | null } | null;
  giftCards: { lastFour: string; amount: number }[];
}

export interface OrderLine {
  entryNumber: number;
  variantCode: string;
  productCode: string;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** The swatch's name as bought; null for "No Colour" and on orders placed before it was kept. */
  colour: string | null;
  /** The size as bought; null for "One Size" and on orders placed before it was kept. */
  size: string | null;
  /** The chosen type of a product with groups ("Oxford"), or null. */
  variantGroup: string | null;
  imageId: string | null;
  /** The product page as the bag linked it (`/uk/Towels/p/P1?swatch=P1-white`), or null. */
  productUrl: string | null;
  /** A gift card bought (migration 0036): what was chosen for it, and its issued card's last four once issued. */
  giftCard?: OrderLineGiftCard;
}

export interface OrderLineGiftCard extends GiftCardPurchase {
  /** The issued card's last four digits; null until it is issued. */
  lastFour: string | null;
  /**
   * An e-gift card whose sealed code and PIN are kept (its card not used yet), so the buyer can send it to a corrected
   * address; absent before the order is written.
   */
  resendable?: boolean;
}

export interface NewOrder {
  id: string;
  orderNumber: string;
  guestTokenHash: string;
  customerId: string | null;
  email: string;
  version: string;
  currency: string;
  /** Null for an order of e-gift cards only: nothing is delivered (they are e-mailed). */
  delivery: OrderDelivery | null;
  billing: OrderBilling;
  totals: OrderTotals;
  payments: OrderPayments;
  lines: OrderLine[];
}

export interface StoredOrder extends Omit<NewOrder, "guestTokenHash"> {
  /** Read off its lines' units (core/order-life/order-status.ts, migration 0043). */
  status: OrderStatus;
  createdAt: string;
  /** What has happened to it since (docs/decisions/056-an-orders-life.md), for the shopper's order pages. */
  progress: OrderProgress;
}

/** Units of the order's lines, by entry number. */
export interface OrderUnits {
  entryNumber: number;
  quantity: number;
}

/** A parcel sent: a finished dispatch, with the carrier and tracking number staff gave. */
export interface OrderShipment {
  dispatchedAt: string;
  carrier: string | null;
  trackingNumber: string | null;
  units: OrderUnits[];
}

/** Money given back for returned units: a finished refund, to the way of paying and the gift cards together. */
export interface OrderRefund {
  refundedAt: string;
  amount: number;
  units: OrderUnits[];
}

export interface OrderProgress {
  shipments: OrderShipment[];
  refunds: OrderRefund[];
}

/** An order nothing has happened to since it was placed. */
export const NO_PROGRESS: OrderProgress = { shipments: [], refunds: [] };

export interface OrderAttempt {
  key: string;
  cartId: number;
  status: AttemptStatus;
  paymentSessionId: string | null;
  paymentId: string | null;
  amount: number;
  currency: string;
  orderId: string | null;
  outcome: string | null;
  /** Null while a voided attempt's authorisation still has to be voided at the acquirer. */
  voidedAt: string | null;
  /** An offered card page's expiry: past it nothing more can be paid on the page. Null for other attempts. */
  paymentExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What the acquirer answered, as the workflow needs it (core/payments/card-acquirer.ts CardPaymentAnswer fits). */
export interface AuthorisationAnswer {
  status: string;
  paymentId: string;
  reason?: string;
  card?: { maskedNumber: string; brand: string } | null;
}

export type Authorise = (amount: number, idempotencyKey: string) => Promise<AuthorisationAnswer>;

interface PlacedOrderSummary {
  orderId: string;
  orderNumber: string;
  /** Only the request that wrote the order learns it (it is kept as a digest); a repeated request gets null. */
  guestToken: string | null;
  email: string;
  total: Money;
}

export type PlaceOrderResult =
  | { status: "placed"; order: PlacedOrderSummary }
  /** The card was refused: nothing else changed; a new attempt id tries again. */
  | { status: "declined"; reason: string }
  /** A line's stock ran out between checkout and placing: the authorisation was voided. */
  | { status: "outOfStock"; variantCodes: string[] }
  /**
   * What the shopper was paying for changed while they paid (the bag's total, or a gift card applied or removed):
   * the authorisation was voided and nothing was placed; the page shows the new amount to pay.
   */
  | { status: "changed"; reason: string };

export type WriteOrderResult =
  | { written: true }
  | { written: false; reason: "outOfStock"; variantCodes: string[] }
  /** Another attempt placed this cart first. */
  | { written: false; reason: "cartPlaced" }
  /** The random order number was taken: try again with another. */
  | { written: false; reason: "numberTaken" }
  /** Recovery voided the attempt while this write waited: nothing was written. */
  | { written: false; reason: "attemptVoided" }
  /** The cart's gift cards are not those the order was priced with (one was applied or removed since). */
  | { written: false; reason: "paymentChanged" };

/** A gift card's hold as the order was priced with it. */
export interface PricedGiftCard {
  giftCardId: number;
  amount: number;
}

/** Storage for orders and attempts (data/repositories/order-repository.ts). */
export interface OrderRepository {
  /**
   * Inserts the attempt unless its key exists; the existing one is answered when it does. `offered` (with the
   * card page's expiry) when a hosted card page is offered for it, else `authorising`.
   */
  startAttempt(input: {
    key: string;
    cartId: number;
    paymentSessionId: string | null;
    amount: number;
    currency: string;
    now: Date;
    status?: "offered" | "authorising";
    paymentExpiresAt?: Date | null;
  }): Promise<{ created: true } | { created: false; attempt: OrderAttempt }>;
  findAttempt(key: string): Promise<OrderAttempt | null>;
  /** The placed attempt of a cart, if any attempt placed it. */
  placedAttemptOf(cartId: number): Promise<OrderAttempt | null>;
  /** Moves the attempt only from a state that may move to `status`; false when it was not in one. */
  moveAttempt(
    key: string,
    status: AttemptStatus,
    change: { paymentId?: string | null; outcome?: string | null },
    now: Date,
  ): Promise<boolean>;
  /**
   * In ONE transaction: checks no attempt placed the cart, checks the cart's gift cards are exactly `giftCards`
   * (the holds the order was priced with), inserts the order and its lines, takes each variant's quantity off its
   * stock only where `stock_level >= qty` (all rolled back when any row is short), redeems the gift cards' holds,
   * marks the attempt placed with the order and writes the confirmation to the outbox.
   */
  writeOrder(input: {
    attemptKey: string;
    cartId: number;
    order: NewOrder;
    giftCards: readonly PricedGiftCard[];
    /**
     * The cards drawn for the order's gift-card lines (core/orders/order-gift-cards.ts): written in the same
     * transaction (the card, its issue in its ledger, the line's record with the sealed code and PIN, and an
     * e-gift card's send job), so they exist exactly when the order does.
     */
    issuedGiftCards?: readonly IssuedOrderGiftCard[];
    mail: OutboxMessage;
    now: Date;
  }): Promise<WriteOrderResult>;
  findOrder(id: string): Promise<StoredOrder | null>;
  /** Deletes the placed cart with its lines, checkout and promotions: the owner's next add opens a new one. */
  deleteCart(cartId: number): Promise<void>;
  /** Records that the acquirer confirmed the void of a voided attempt. */
  voidConfirmed(key: string, now: Date): Promise<void>;
  /** Attempts in `status` last changed before `before`, oldest first; never one recovery gave up. */
  attemptsIn(status: AttemptStatus, before: Date, limit: number): Promise<OrderAttempt[]>;
  /** Offered attempts whose card page expired before `before`, oldest first; never one recovery gave up. */
  offersExpiredBefore(before: Date, limit: number): Promise<OrderAttempt[]>;
  /** Voided attempts with an authorisation the acquirer has not yet confirmed voiding; not those given up. */
  voidsPending(limit: number): Promise<OrderAttempt[]>;
  /**
   * Counts a failed recovery of the attempt; at `giveUpAfter` failures it is given up (left for an operator, never
   * tried again). Answers whether it was given up now.
   */
  recoveryFailed(key: string, now: Date, giveUpAfter: number): Promise<{ gaveUp: boolean }>;
  /** Placed attempts whose cart is still there (the process stopped before clearing it). */
  placedWithCart(limit: number): Promise<OrderAttempt[]>;
  /** The order with this number and the digest of its guest token, for core/orders/order-lookup.ts to check. */
  findByNumber(orderNumber: string): Promise<{ order: StoredOrder; guestTokenHash: string } | null>;
  /** One page of a customer's orders, newest first, and how many they have in all. */
  ordersOfCustomer(
    customerId: string,
    page: { offset: number; limit: number },
  ): Promise<{ orders: OrderSummary[]; total: number }>;
}

/** A line of order history: enough to list the order and link to it. */
export interface OrderSummary {
  orderNumber: string;
  version: string;
  currency: string;
  total: number;
  status: StoredOrder["status"];
  createdAt: string;
  /** Units over all lines. */
  itemCount: number;
}
