import type { AuthorisationAnswer } from "../orders/order-types.ts";

// The express wallet port (docs/decisions/026-wallets.md): Apple Pay and Google Pay hand the
// browser an encrypted payment token; the store never reads the card from it, it gives the token to the wallet
// processor, which checks it (signature, expiry, wallet) and authorises. Every id the processor issues starts
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
  status: "authorised" | "declined" | "voided" | "error";
  decline?: WalletDecline;
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
  void(request: { paymentId: string; amount: number; idempotencyKey: string }): Promise<WalletAnswer>;
  /** Apple Pay merchant validation for the page's domain. */
  merchantSession(request: { domainName: string; displayName: string }): Promise<WalletMerchantSession>;
  owns(id: string): boolean;
}
