import type { BagView } from "../cart/bag-view.ts";
import type { SiteConfig } from "../site/site-config.ts";
import { paypalEnabledForBag } from "./paypal-availability.ts";
import type { WalletOffer } from "./wallet-availability.ts";

// Which express payments the bag offers: the bag page's buttons and the bag's JSON calls
// (`bag/configuration`, `paypalBagConfig`, cart.json's paypalEnabled) are answered from these same rules, so a
// call can never say a payment is off while the page offers it, or the reverse.

export interface BagExpressPayments {
  applePay: boolean;
  googlePay: boolean;
  paypal: boolean;
}

/**
 * The express payments for a bag: none for an empty one (the page shows the empty bag); PayPal by the version's
 * payments and a bag that can be checked out as it is; Apple Pay and Google Pay by the wallet offer for this shopper
 * (core/payments/wallet-availability.ts), or none when no wallet script is configured (`wallets` null).
 */
export function bagExpressPayments(
  config: Pick<SiteConfig, "paymentIcons">,
  bag: Pick<BagView, "lines" | "hasProblems"> | null,
  wallets: WalletOffer | null,
): BagExpressPayments {
  if (!bag || bag.lines.length === 0) return { applePay: false, googlePay: false, paypal: false };
  return {
    applePay: wallets?.applePay ?? false,
    googlePay: wallets?.googlePay.enabled ?? false,
    paypal: paypalEnabledForBag(config, bag),
  };
}
