import type { PostalAddress } from "../addresses/postal-address.ts";

// The PayPal port (Orders v2-like): the store creates an order for the amount left to
// pay, the shopper approves it on PayPal's own origin, and the store reads the approved order and authorises it
// server to server. Every change carries a request id (PayPal-Request-Id): a retry with the same id answers the
// first answer and acts once, so a double click or a retried call never charges twice.

/** Orders v2 `application_context.shipping_preference`. */
export const SHIPPING_PREFERENCES = ["GET_FROM_FILE", "NO_SHIPPING", "SET_PROVIDED_ADDRESS"] as const;
export type ShippingPreference = (typeof SHIPPING_PREFERENCES)[number];

/** CREATED until the buyer approves; COMPLETED once authorised; VOIDED when the buyer cancelled or it was voided. */
const PAYPAL_ORDER_STATUSES = ["CREATED", "APPROVED", "COMPLETED", "VOIDED"] as const;
type PayPalOrderStatus = (typeof PAYPAL_ORDER_STATUSES)[number];

export interface PayPalPayer {
  payerId: string;
  email: string;
  givenName: string;
  surname: string;
  phone: string | null;
}

/** The buyer's delivery address as PayPal holds it (Orders v2 `shipping.address`, named the checkout's way). */
export interface PayPalShipping extends PostalAddress {
  fullName: string;
}

interface CreatePayPalOrderRequest {
  /** Minor units. */
  amount: number;
  currency: string;
  /** Where the buyer lands after approving, with `token` (the order id) and `PayerID`. */
  returnUrl: string;
  /** Where the buyer lands after cancelling, with `token`. */
  cancelUrl: string;
  shippingPreference: ShippingPreference;
  /** The store's reference for the order (Orders v2 `custom_id`): binds it to one shopper's cart. */
  reference: string;
  requestId: string;
}

export interface CreatedPayPalOrder {
  id: string;
  /** The approval page on PayPal's origin (the `approve` link). */
  approveUrl: string;
}

export interface PayPalOrder {
  id: string;
  status: PayPalOrderStatus;
  amount: number;
  currency: string;
  reference: string;
  shippingPreference: ShippingPreference;
  /** Known once the buyer approved. */
  payer: PayPalPayer | null;
  /** The buyer's chosen address when the order asked for one (GET_FROM_FILE), once approved. */
  shipping: PayPalShipping | null;
}

/** PayPal's answer to authorise, capture, void and refund; `reason` says why when not done. */
export interface PayPalPaymentAnswer {
  status: "authorised" | "declined" | "captured" | "voided" | "refunded" | "error";
  /** The authorisation's id (or the capture's, for a refund): empty when nothing was created. */
  paymentId: string;
  amount: number;
  currency: string;
  reason?: string;
  payerEmail?: string;
}

/**
 * Transport failures (PayPal unreachable after retries) throw; a declined instrument or a refused operation is an
 * answer with its status and reason.
 */
export interface PayPalClient {
  /** The approval page's origin: the checkout's form posts are allowed to be sent on there (CSP form-action). */
  readonly approvalOrigin: string;
  /** Whether PayPal issued this id (an order or a payment id): how order recovery finds the way of paying. */
  owns(id: string): boolean;
  createOrder(request: CreatePayPalOrderRequest): Promise<CreatedPayPalOrder>;
  /** null when PayPal does not know the order. */
  getOrder(id: string): Promise<PayPalOrder | null>;
  /** Orders v2 PATCH of the amount (a delivery mode changed after approval), before it is authorised. */
  updateAmount(id: string, amount: number, requestId: string): Promise<PayPalOrder | null>;
  /** Authorises an approved order; the same request id answers the first authorisation. */
  authorize(orderId: string, requestId: string): Promise<PayPalPaymentAnswer>;
  capture(paymentId: string, amount: number, requestId: string): Promise<PayPalPaymentAnswer>;
  void(paymentId: string, requestId: string): Promise<PayPalPaymentAnswer>;
  refund(paymentId: string, amount: number, requestId: string): Promise<PayPalPaymentAnswer>;
}
