import type { Version } from "../site/versions.ts";
import type { DeliveryModeCode } from "./delivery-types.ts";

// What each delivery costs, in minor units per currency. A currency missing from a table means the service is
// not sold in it (never that it is free). Standard delivery at home comes from the bag's pricing
// (core/pricing/delivery-pricing.ts) so the bag and checkout show one price.

/** International zones of the rest-of-world site (core/delivery/international.ts says which country is where). */
const DELIVERY_ZONES = ["Europe", "RestOfWorld"] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** The modes other than standard, per version; a mode not listed is not offered by the version. */
const MODE_TARIFFS: Record<Version, Partial<Record<DeliveryModeCode, Readonly<Record<string, number>>>>> = {
  uk: {
    NEXTDAY: { GBP: 695 },
    NOMINATE: { GBP: 695 },
    SAT: { GBP: 895 },
    SUN: { GBP: 995 },
    "COLLECT+": { GBP: 395 },
  },
  // The us site sells next day as "Express shipping".
  us: { NEXTDAY: { USD: 2500 } },
  row: {},
};

/** Standard delivery abroad from the rest-of-world site, per zone and currency. */
const ZONE_STANDARD_RATES: Record<DeliveryZone, Readonly<Record<string, number>>> = {
  Europe: { EUR: 1295, GBP: 1095, USD: 1495 },
  RestOfWorld: { EUR: 2495, GBP: 1995, USD: 2795 },
};

/** A two-person team delivering furniture, charged once per order however many furniture deliveries. */
const FURNITURE_DELIVERY_CHARGES: Readonly<Record<string, number>> = {
  GBP: 4900,
  USD: 6900,
  EUR: 5900,
};

/** spec 001 §9: a line sent from a store to the cardholder's address costs £7.95; stores sell in pounds only. */
const STORE_DELIVERY_CHARGES: Readonly<Record<string, number>> = { GBP: 795 };

export interface TariffFacts {
  version: Version;
  currency: string;
  /** Null at home (and to the Crown dependencies from the uk site): the bag's standard charge applies. */
  zone: DeliveryZone | null;
  linesSubtotal: number;
  standardCharge: number;
  freeThreshold: number | null;
  freeStandardDelivery: boolean;
}

function reachesFreeThreshold(facts: TariffFacts): boolean {
  // As the bag prices it (core/pricing/price-cart.ts): free from the threshold itself, after discounts.
  return facts.freeThreshold !== null && facts.linesSubtotal >= facts.freeThreshold;
}

/** The charge of a mode in minor units, 0 when free; null when the version does not sell it in the currency. */
export function modeCharge(code: DeliveryModeCode, facts: TariffFacts): number | null {
  if (code === "STD") {
    const charge =
      facts.zone === null ? facts.standardCharge : ZONE_STANDARD_RATES[facts.zone][facts.currency];
    if (charge === undefined) return null;
    return facts.freeStandardDelivery || reachesFreeThreshold(facts) ? 0 : charge;
  }
  const charge = MODE_TARIFFS[facts.version][code]?.[facts.currency];
  if (charge === undefined) return null;
  // Collect+ is free from the free-delivery threshold as standard is; a free-delivery code is for standard only.
  return code === "COLLECT+" && reachesFreeThreshold(facts) ? 0 : charge;
}

/** The furniture delivery charge in the currency; null when furniture is not sold in it. */
export function furnitureDeliveryCharge(currency: string): number | null {
  return FURNITURE_DELIVERY_CHARGES[currency] ?? null;
}

/** Store-to-cardholder delivery (spec 001 §9) in the currency; null outside pounds, where it is not offered. */
export function storeDeliveryCharge(currency: string): number | null {
  return STORE_DELIVERY_CHARGES[currency] ?? null;
}
