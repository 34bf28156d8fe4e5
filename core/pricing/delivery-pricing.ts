import type { SiteConfig } from "../site/site-config.ts";
import { DEFAULT_CURRENCY_BY_VERSION, type Version } from "../site/versions.ts";
import type { DeliveryPricing } from "./cart-pricing-types.ts";

/**
 * The bag's delivery estimate for a version and the cart's currency, from the site configuration.
 * `freeDeliveryThreshold` is authored in the version's default currency (uk GBP, us USD, row EUR): money is
 * never converted at run time (docs/decisions/002-money.md), so a bag in any other currency has no free
 * threshold rather than one in the wrong currency.
 */
export function deliveryPricingFor(
  config: Pick<SiteConfig, "freeDeliveryThreshold" | "standardDeliveryCharge">,
  version: Version,
  currency: string,
): DeliveryPricing {
  const standardCharge = config.standardDeliveryCharge[currency];
  // Every currency the shop sells in is configured; a missing one is a configuration fault, not a free delivery.
  if (standardCharge === undefined)
    throw new Error(`standardDeliveryCharge has no ${currency} charge for the ${version} version`);
  const freeThreshold =
    currency === DEFAULT_CURRENCY_BY_VERSION[version] ? config.freeDeliveryThreshold : null;
  return { standardCharge, freeThreshold };
}
