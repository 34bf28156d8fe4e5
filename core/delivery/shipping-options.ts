import { isProductDeliverableTo } from "../catalogue/deliverability.ts";
import type { ProductDeliveryFacts } from "../catalogue/product-repository.ts";
import { HOME_COUNTRY_BY_VERSION, type Version } from "../site/versions.ts";
import { MODE_TIMETABLES } from "./cut-offs.ts";
import { MODES_BY_VERSION } from "./delivery-quote.ts";
import { furnitureDeliveryCharge, modeCharge } from "./delivery-tariffs.ts";
import type { DeliveryGroup, DeliveryModeCode } from "./delivery-types.ts";
import { CROWN_DEPENDENCIES, deliveryZoneOf, isCountryDeliverable } from "./international.ts";
import { FURNITURE_GROUPS, SPLIT_DELIVERY_LEAD_TIMES } from "./split-delivery.ts";

// How one item of a product reaches a shopper when it is bought on its own, from the same tariff, timetables and
// destinations the checkout charges by: what a product page publishes to search engines (schema.org
// shippingDetails), so the page can never promise a price or a speed the checkout would not give.

interface ShippingOption {
  /** The delivery mode of a parcel, or the group of a piece that travels on its own (furniture, made to order). */
  service: DeliveryModeCode | Exclude<DeliveryGroup, "standard">;
  /** Minor units in `currency`; 0 when free. */
  charge: number;
  currency: string;
  /** ISO codes of the countries it reaches. */
  countries: readonly string[];
  /** Working days from the order to dispatch. */
  handlingDays: { min: number; max: number };
  /** Working days from dispatch to the door. */
  transitDays: { min: number; max: number };
}

export interface ShippingOptionsInput {
  version: Version;
  currency: string;
  /** One item's price in minor units: bought alone, it may reach the free-delivery threshold. */
  itemPrice: number;
  product: ProductDeliveryFacts;
  /** The bag's standard charge and free threshold in this currency (core/pricing/delivery-pricing.ts). */
  standardCharge: number;
  freeThreshold: number | null;
  /** The shopper's country: the rest-of-world site prices each zone apart, so it describes the shopper's. */
  country: string;
}

/** The home modes described besides standard: those with a transit time (dated modes are choices of a day). */
const DESCRIBED_MODES: readonly DeliveryModeCode[] = ["STD", "NEXTDAY"];

/** Ordered before the 20:00 cut-off on a working day, a parcel leaves that day; after it, the next working day. */
const HANDLING_DAYS = { min: 0, max: 1 } as const;

/**
 * The countries a version's site describes delivery to: the uk site's own (Great Britain and the Crown
 * dependencies), the us site's, and on the rest-of-world site the shopper's country when it is delivered to.
 */
export function describedDestinations(version: Version, country: string): string[] {
  if (version === "uk") return [HOME_COUNTRY_BY_VERSION.uk, ...CROWN_DEPENDENCIES];
  if (version === "us") return [HOME_COUNTRY_BY_VERSION.us];
  const code = country.toUpperCase();
  return isCountryDeliverable(version, code) ? [code] : [];
}

function transitOf(code: DeliveryModeCode, version: Version): { min: number; max: number } {
  const timetable = MODE_TIMETABLES[code];
  const days = timetable.kind === "transit" ? timetable.workingDays[version] : 1;
  return { min: days, max: days };
}

function leadTimeOf(group: Exclude<DeliveryGroup, "standard">): { min: number; max: number } {
  const lead = SPLIT_DELIVERY_LEAD_TIMES[group];
  const days = "workingDays" in lead ? lead.workingDays : lead.weeks * 5;
  return { min: days, max: days };
}

/** The ways one item can be delivered, each with its charge, countries and times; empty when it cannot be. */
export function shippingOptions(input: ShippingOptionsInput): ShippingOption[] {
  const home = HOME_COUNTRY_BY_VERSION[input.version];
  const reachable = describedDestinations(input.version, input.country).filter((country) =>
    isProductDeliverableTo(country, input.product, home),
  );
  if (reachable.length === 0) return [];
  const group = input.product.deliveryGroup;
  if (group !== "standard") {
    // A piece travelling on its own goes to the home country only; furniture pays the team's charge once, a
    // made-to-order piece travels free (core/delivery/split-delivery.ts).
    const countries = reachable.filter((country) => country === home);
    const charge = FURNITURE_GROUPS.includes(group) ? furnitureDeliveryCharge(input.currency) : 0;
    if (charge === null || countries.length === 0) return [];
    return [
      {
        service: group,
        charge,
        currency: input.currency,
        countries,
        handlingDays: HANDLING_DAYS,
        transitDays: leadTimeOf(group),
      },
    ];
  }
  return DESCRIBED_MODES.filter((code) =>
    MODES_BY_VERSION[input.version].homeDelivery.includes(code),
  ).flatMap((code): ShippingOption[] => {
    // Every mode but standard reaches the home country only (spec 001 §5: the checkout refuses it abroad).
    const countries = code === "STD" ? reachable : reachable.filter((country) => country === home);
    const [first] = countries;
    if (first === undefined) return [];
    // Only the rest-of-world site prices by zone, and it describes one country: the first speaks for all.
    const charge = modeCharge(code, {
      version: input.version,
      currency: input.currency,
      zone: deliveryZoneOf(input.version, first),
      linesSubtotal: input.itemPrice,
      standardCharge: input.standardCharge,
      freeThreshold: input.freeThreshold,
      freeStandardDelivery: false,
    });
    if (charge === null) return [];
    return [
      {
        service: code,
        charge,
        currency: input.currency,
        countries,
        handlingDays: HANDLING_DAYS,
        transitDays: transitOf(code, input.version),
      },
    ];
  });
}
