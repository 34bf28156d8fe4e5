import { createHash } from "node:crypto";
import type { CustomerType } from "../accounts/account-types.ts";
import type { SiteConfig } from "../site/site-config.ts";

// Which express wallets a page offers (spec 001 §4, §6; docs/decisions/026-wallets.md): Apple
// Pay and Google Pay by the version's toggles per view, Google Pay never in the bag for a B2B customer, and
// PAN-only (a card number without a device cryptogram) only for the A/B-targeted shopper when the version says so.

export type WalletView = "bag" | "checkout";
/** Who is paying: a guest, a registered customer, or a business (B2B) customer. */
export type WalletShopperType = "guest" | CustomerType;

/** Google Pay API 2.0 (spec 001 §9), as the client's PaymentsClient is asked. */
const GOOGLE_PAY_API_VERSION = { apiVersion: 2, apiVersionMinor: 0 } as const;

interface GooglePayOffer {
  /** Offered on this page: the toggle is on and nothing rules the shopper out. */
  enabled: boolean;
  /** Why it is not offered when the toggle is on (B2B in the bag); the page shows the key's words. */
  refusal: "B2B_GooglePay" | null;
  apiVersion: 2;
  apiVersionMinor: 0;
  allowedAuthMethods: string[];
  allowedCardNetworks: string[];
}

export interface WalletOffer {
  /** Offered by the toggles; the client still asks the device (ApplePaySession.canMakePayments) before showing it. */
  applePay: boolean;
  googlePay: GooglePayOffer;
}

export interface WalletShopper {
  type: WalletShopperType;
  /** The customer id when signed in, else the cart's guid: what the A/B bucket is taken from. */
  bucketKey: string | null;
}

/** The A/B experiment PAN-only Google Pay is limited to (decision 026): changing it re-buckets everybody. */
const PAN_ONLY_EXPERIMENT = "googlepay-pan-only-v1";

/**
 * Whether the shopper is in the targeted half of the PAN-only experiment: the first byte of
 * SHA-256("googlepay-pan-only-v1:" + key) below 128. Deterministic, so a shopper stays in one bucket on every
 * instance and visit, and the server decides (a browser cannot put itself in the bucket).
 */
export function isTargetedUser(bucketKey: string | null): boolean {
  if (!bucketKey) return false;
  const digest = createHash("sha256").update(`${PAN_ONLY_EXPERIMENT}:${bucketKey}`).digest();
  return (digest[0] ?? 255) < 128;
}

function list(value: string): string[] {
  return value.split(",").filter((item) => item !== "");
}

/** The auth methods the version allows, with PAN_ONLY kept only for a targeted shopper when so configured. */
export function googlePayAuthMethods(config: Pick<SiteConfig, "googlePay" | "checkout">, targeted: boolean) {
  const methods = list(config.checkout.googlePayAllowedAuthMethods);
  if (!config.googlePay.panOnlyForTargetedUsers || targeted) return methods;
  return methods.filter((method) => method !== "PAN_ONLY");
}

/** The wallets a view offers this shopper. */
export function walletOffer(
  config: Pick<SiteConfig, "applePay" | "googlePay" | "checkout">,
  view: WalletView,
  shopper: WalletShopper,
): WalletOffer {
  const toggle = config.googlePay[view];
  const b2bInBag = view === "bag" && shopper.type === "b2b";
  const allowedAuthMethods = googlePayAuthMethods(config, isTargetedUser(shopper.bucketKey));
  return {
    applePay: config.applePay[view],
    googlePay: {
      // Without an auth method left there is nothing Google Pay could be asked for.
      enabled: toggle && !b2bInBag && allowedAuthMethods.length > 0,
      refusal: toggle && b2bInBag ? "B2B_GooglePay" : null,
      ...GOOGLE_PAY_API_VERSION,
      allowedAuthMethods,
      allowedCardNetworks: list(config.checkout.googlePayAllowedCardNetworks),
    },
  };
}

/** Whether a wallet may pay on a view, for the calls to refuse what the page would not have offered. */
export function walletAllowed(
  config: Pick<SiteConfig, "applePay" | "googlePay" | "checkout">,
  wallet: "applePay" | "googlePay",
  view: WalletView,
  shopper: WalletShopper,
): boolean {
  const offer = walletOffer(config, view, shopper);
  return wallet === "applePay" ? offer.applePay : offer.googlePay.enabled;
}
