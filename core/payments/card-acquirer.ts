import type { CardBrand } from "./card-brands.ts";
import type { VerifiedResult } from "./signed-result.ts";

// The card acquirer port: a hosted payment page in an iframe, Worldpay- and Adyen-like. The
// store creates a session, the shopper types the card on the acquirer's own origin, the result comes back signed
// (core/payments/signed-result.ts), and the store confirms, captures, voids and refunds server to server. Card
// numbers never cross this port: only a token and a masked number do.

/** What an acquirer answers about a payment; "error" is the acquirer failing, not the shopper's card. */
const CARD_PAYMENT_STATUSES = ["authorised", "refused", "error", "captured", "voided", "refunded"] as const;
type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

/** A card as the store may keep it: never the number, only a token and its last four digits. */
interface SavedCard {
  /** The acquirer's token for paying again with this card; present only when the shopper chose to save it. */
  token: string;
  /** "•••• 1111" */
  maskedNumber: string;
  brand: CardBrand;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  /** Past the end of its expiry month when the acquirer answered. */
  expired: boolean;
}

/** The card shown on a payment: as a saved card, with the token only when it was saved. */
export type PaymentCard = Omit<SavedCard, "token"> & { token: string | null };

export interface PaymentSession {
  id: string;
  /** The hosted payment page to frame: on the acquirer's origin, never the store's. */
  hostedUrl: string;
  /** ISO 8601; past it the page answers that the session has expired. */
  expiresAt: string;
}

interface CreateSessionRequest {
  /** The store's order reference, echoed in the signed result. */
  orderReference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The store's page the framed page returns to with the signed result; its origin receives postMessage. */
  returnUrl: string;
  /** spec: save-card is on by default; the shopper may untick it. */
  saveCard: boolean;
  /** Whose saved cards a token belongs to (the customer id); absent for guests, who cannot save a card. */
  shopperReference?: string;
  /** Pay with this shopper's saved card: the page asks only for its security code. */
  savedCardToken?: string;
  /** A retried request with the same key answers the first session. */
  idempotencyKey: string;
}

/** The acquirer's answer to authorise, capture, void and refund; `reason` says why when not done. */
export interface CardPaymentAnswer {
  status: CardPaymentStatus;
  paymentId: string;
  /** Minor units of this operation (the amount authorised, captured or refunded). */
  amount: number;
  currency: string;
  /** Why the payment was refused or the operation failed, in the acquirer's words. */
  reason?: string;
  card?: PaymentCard;
}

interface AuthoriseRequest {
  /** The session the shopper completed on the hosted page. */
  sessionId: string;
  /** Must equal the session's amount: a result for another amount is not trusted. */
  amount: number;
  idempotencyKey: string;
}

export interface PaymentOperationRequest {
  paymentId: string;
  /** Minor units; capture and refund may be partial, void takes the whole authorisation. */
  amount: number;
  idempotencyKey: string;
}

/** The payment as the acquirer holds it now (GET), for reconciling after a crash. */
export interface CardPayment {
  paymentId: string;
  sessionId: string;
  orderReference: string;
  status: CardPaymentStatus;
  amount: number;
  currency: string;
  capturedAmount: number;
  refundedAmount: number;
  /** What was released uncaptured (lines cancelled before dispatch); absent when nothing was. */
  voidedAmount?: number;
  card: PaymentCard | null;
  reason?: string;
}

/**
 * Every call carries an idempotency key: the acquirer answers a retried call with its first answer and acts once.
 * Transport failures (the acquirer unreachable after retries) throw; a refused card or a refused operation is an
 * answer with status "refused" or "error" and a reason.
 */
export interface CardAcquirer {
  /** The hosted page's origin: the only origin whose postMessage the store accepts, and its frame-src. */
  readonly hostedOrigin: string;
  createSession(request: CreateSessionRequest): Promise<PaymentSession>;
  /** Confirms server to server what the hosted page did, so the store never relies on the browser alone. */
  authorise(request: AuthoriseRequest): Promise<CardPaymentAnswer>;
  capture(request: PaymentOperationRequest): Promise<CardPaymentAnswer>;
  void(request: PaymentOperationRequest): Promise<CardPaymentAnswer>;
  refund(request: PaymentOperationRequest): Promise<CardPaymentAnswer>;
  /** null when the acquirer does not know the payment. */
  getPayment(paymentId: string): Promise<CardPayment | null>;
  /** Checks a result the browser brought back (return page query or postMessage) with the shared secret. */
  verifyResult(query: URLSearchParams | Record<string, unknown>, now: Date): VerifiedResult;
}
