import type { BagView } from "../cart/bag-view.ts";
import type { SiteConfig } from "../site/site-config.ts";

// spec 001 §3 Cart.paypalEnabled and §9 "Payments shown": a version offers PayPal when its configuration lists it
// among the payments it takes; the bag's Express button also needs a bag that can be checked out as it is.

export function paypalEnabled(config: Pick<SiteConfig, "paymentIcons">): boolean {
  return config.paymentIcons.includes("paypal");
}

export function paypalEnabledForBag(
  config: Pick<SiteConfig, "paymentIcons">,
  bag: Pick<BagView, "lines" | "hasProblems">,
): boolean {
  return paypalEnabled(config) && bag.lines.length > 0 && !bag.hasProblems;
}

/** Orders v2 intent: authorise when the order is placed, capture when it is dispatched. */
export const PAYPAL_INTENT = "AUTHORIZE";
