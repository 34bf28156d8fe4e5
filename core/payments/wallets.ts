import type { AuthorisationAnswer } from "../orders/order-types.ts";

// The express wallet port (docs/decisions/026-wallets.md): Apple Pay and Google Pay hand the
// browser an encrypted payment token; the store never reads the card from it, it gives the token to the wallet
// processor, which checks it (signature, expiry, wallet) and authorises; dispatches capture and returns refund
// through it (core/payments/order-settlement.ts). Every id the processor issues starts
// with WALLET_ID_PREFIX, so order recovery routes its voids here (core/payments/payment-routing.ts).

export const WALLET_TYPES = ["applePay", "googlePay"] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/** Payment ids and token ids of the wallet processor. */
export const WALLET_ID_PREFIX = "wlt_";

interface WalletAuthoriseRequest {
  walletType: WalletType;
  /** As the wallet gave it to the browser: opaque to the store. */
  token: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The order attempt's key: a repeat answers the first authorisation. */
  idempotencyKey: string;
}

/** Why a token was not authorised; the calls map each to a spec 001 §8 payment error key. */
export type WalletDecline = "declined" | "cardExpired" | "invalidToken" | "tokenExpired" | "wrongWallet";

export interface WalletAnswer extends AuthorisationAnswer {
  status: "authorised" | "declined" | "voided" | "captured" | "refunded" | "error";
  decline?: WalletDecline;
  /** Minor units of a capture or refund. */
  amount?: number;
}

/** A capture or refund of a wallet payment, as the card acquirer's (core/payments/card-acquirer.ts). */
interface WalletOperationRequest {
  paymentId: string;
  /** Minor units: captures and refunds may be partial, in as many parts as the store needs. */
  amount: number;
  /** A repeat answers the first answer and acts once. */
  idempotencyKey: string;
}

export interface WalletMerchantSession {
  /** Apple Pay's opaque merchant session, handed to completeMerchantValidation as it is. */
  merchantSessionIdentifier: string;
  displayName: string;
  domainName: string;
  expiresAt: number;
  signature: string;
}

export interface WalletProcessor {
  /** Where the wallet script is loaded from (CSP script-src and connect-src), or null when none is needed. */
  readonly scriptUrl: string | null;
  readonly origin: string | null;
  /** The id the order attempt keeps for recovery: the token's own id, never the token. Null for a bad token. */
  tokenId(token: string): string | null;
  authorise(request: WalletAuthoriseRequest): Promise<WalletAnswer>;
  /** Asks again for an authorisation whose answer was lost: the same key answers the first one. */
  reauthorise(request: { sessionId: string; amount: number; idempotencyKey: string }): Promise<WalletAnswer>;
  /** Releases the whole authorisation, while nothing of it is captured. */
  void(request: { paymentId: string; amount: number; idempotencyKey: string }): Promise<WalletAnswer>;
  /** Takes all or part of what is left authorised: "captured", or "error" with a reason. */
  capture(request: WalletOperationRequest): Promise<WalletAnswer>;
  /** Gives back all or part of what was captured and not yet refunded: "refunded", or "error" with a reason. */
  refund(request: WalletOperationRequest): Promise<WalletAnswer>;
  /** Apple Pay merchant validation for the page's domain. */
  merchantSession(request: { domainName: string; displayName: string }): Promise<WalletMerchantSession>;
  owns(id: string): boolean;
}
