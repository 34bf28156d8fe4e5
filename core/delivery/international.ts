import { type DeliveryRules, isDeliverableTo, isProductDeliverableTo } from "../catalogue/deliverability.ts";
import { HOME_COUNTRY_BY_VERSION, type Version } from "../site/versions.ts";
import type { DeliveryZone } from "./delivery-tariffs.ts";
import type { DeliveryLine } from "./delivery-types.ts";

/** The uk site also delivers to the Crown dependencies, which share the UK's post (standard delivery only). */
export const CROWN_DEPENDENCIES: readonly string[] = ["JE", "GG", "IM"];

/**
 * Where the rest-of-world site does not deliver: sanctions and carriers' suspensions, territories with no
 * delivery service, and GB and US, which have their own sites.
 */
export const ROW_RESTRICTED_COUNTRIES: readonly string[] = [
  ...["GB", "US"],
  ...["KP", "IR", "SY", "CU", "RU", "BY", "AF", "SS", "SD", "YE", "SO", "LY", "VE", "MM"],
  ...["AQ", "BV", "HM", "UM", "TF", "GS", "IO", "PN", "EH"],
];

/** Countries charged the Europe zone rate from the rest-of-world site; every other deliverable one is RestOfWorld. */
export const EUROPE_ZONE_COUNTRIES: readonly string[] = [
  ...["AD", "AL", "AT", "AX", "BA", "BE", "BG", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FO", "FR"],
  ...["GG", "GI", "GR", "HR", "HU", "IE", "IM", "IS", "IT", "JE", "LI", "LT", "LU", "LV", "MC", "MD", "ME"],
  ...["MK", "MT", "NL", "NO", "PL", "PT", "RO", "RS", "SE", "SI", "SJ", "SK", "SM", "TR", "UA", "VA"],
];

/** spec 001 §5 international delivery, per version, in the shape core/catalogue/deliverability.ts reads. */
const DELIVERY_RULES_BY_VERSION: Record<Version, DeliveryRules> = {
  uk: {
    internationalDeliveryAvailable: false,
    restrictedCountryCodes: [],
    unrestrictedCountryCodes: ["GB", ...CROWN_DEPENDENCIES],
    homeCountry: HOME_COUNTRY_BY_VERSION.uk,
  },
  us: {
    internationalDeliveryAvailable: false,
    restrictedCountryCodes: [],
    unrestrictedCountryCodes: ["US"],
    homeCountry: HOME_COUNTRY_BY_VERSION.us,
  },
  row: {
    internationalDeliveryAvailable: true,
    restrictedCountryCodes: ROW_RESTRICTED_COUNTRIES,
    unrestrictedCountryCodes: [],
    homeCountry: HOME_COUNTRY_BY_VERSION.row,
  },
};

export function isCountryDeliverable(version: Version, countryIso: string): boolean {
  return isDeliverableTo(countryIso, DELIVERY_RULES_BY_VERSION[version]);
}

/** The rest-of-world site's zone for a country; null for the uk and us sites, which deliver at home rates. */
export function deliveryZoneOf(version: Version, countryIso: string): DeliveryZone | null {
  if (version !== "row") return null;
  return EUROPE_ZONE_COUNTRIES.includes(countryIso.toUpperCase()) ? "Europe" : "RestOfWorld";
}

/** The lines whose product may not be sent to the country (spec 002 §5 product restrictions). */
export function linesUndeliverableTo(
  lines: readonly DeliveryLine[],
  countryIso: string,
  version: Version,
): number[] {
  return lines
    .filter((line) => !isProductDeliverableTo(countryIso, line, HOME_COUNTRY_BY_VERSION[version]))
    .map((line) => line.entryNumber);
}
