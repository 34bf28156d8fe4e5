import type { DeliveryPricing } from "../pricing/cart-pricing-types.ts";
import { DEFAULT_COUNTRY_BY_VERSION, type Version } from "../site/versions.ts";
import {
  type DeliveryZone,
  furnitureDeliveryCharge,
  modeCharge,
  type TariffFacts,
} from "./delivery-tariffs.ts";
import type { DeliveryModeCode } from "./delivery-types.ts";
import { deliveryZoneOf } from "./international.ts";

// The delivery prices a shopper may read outside checkout (help pages, banners), worked out by the very functions
// checkout charges with, so a page can never quote a price checkout does not charge.

/** Each price content may quote, by the name its placeholder uses ("{price:nextDay}"). */
export const DELIVERY_PRICE_NAMES = [
  "standard",
  "nextDay",
  "nominatedDay",
  "saturday",
  "sunday",
  "collectPlus",
  /** Standard delivery from the rest-of-world site to Europe and to everywhere else (its zones). */
  "europe",
  "restOfWorld",
  /** The lines' subtotal from which standard delivery (and Collect+) is free. */
  "freeDeliveryThreshold",
  /** The two-person furniture delivery, once per order. */
  "furniture",
] as const;
type DeliveryPriceName = (typeof DELIVERY_PRICE_NAMES)[number];

/** Minor units of each price in one currency; null where the version does not sell it in that currency. */
export type DeliveryPriceList = Readonly<Record<DeliveryPriceName, number | null>>;

export function isDeliveryPriceName(name: string): name is DeliveryPriceName {
  return (DELIVERY_PRICE_NAMES as readonly string[]).includes(name);
}

const MODE_PRICES: Partial<Record<DeliveryPriceName, DeliveryModeCode>> = {
  nextDay: "NEXTDAY",
  nominatedDay: "NOMINATE",
  saturday: "SAT",
  sunday: "SUN",
  collectPlus: "COLLECT+",
};

/**
 * The prices of a version in a currency, as checkout would charge a bag under the free threshold. `pricing` is the
 * version's standard charge and free threshold in that currency (core/pricing/delivery-pricing.ts), as checkout
 * has them.
 */
export function deliveryPriceList(
  version: Version,
  currency: string,
  pricing: DeliveryPricing,
): DeliveryPriceList {
  const facts = (zone: DeliveryZone | null): TariffFacts => ({
    version,
    currency,
    zone,
    linesSubtotal: 0,
    standardCharge: pricing.standardCharge,
    freeThreshold: pricing.freeThreshold,
    freeStandardDelivery: false,
  });
  // A site that delivers abroad only (row) charges standard by zone, never a home rate.
  const zoned = deliveryZoneOf(version, DEFAULT_COUNTRY_BY_VERSION[version]) !== null;
  const modePrice = (name: DeliveryPriceName) => {
    const code = MODE_PRICES[name];
    return code ? modeCharge(code, facts(null)) : null;
  };
  return {
    standard: zoned ? null : modeCharge("STD", facts(null)),
    nextDay: modePrice("nextDay"),
    nominatedDay: modePrice("nominatedDay"),
    saturday: modePrice("saturday"),
    sunday: modePrice("sunday"),
    collectPlus: modePrice("collectPlus"),
    europe: zoned ? modeCharge("STD", facts("Europe")) : null,
    restOfWorld: zoned ? modeCharge("STD", facts("RestOfWorld")) : null,
    freeDeliveryThreshold: pricing.freeThreshold,
    furniture: furnitureDeliveryCharge(currency),
  };
}
