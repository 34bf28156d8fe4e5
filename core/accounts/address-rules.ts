import type { PatternRule } from "../forms/field-rules.ts";
import { type SiteConfig, validationRuleFor } from "../site/site-config.ts";
import { type Region, regionsOf } from "./regions.ts";

// spec 001 §3 "My account", "Country validation rules", §5 address fields: which fields an address needs, the
// phone shape, and each country's postcode and state rules. Pure; the page, the API and checkout share them.

/** spec 001 §5: the country validated against when none is chosen. */
const DEFAULT_VALIDATION_COUNTRY = "GB";

/** spec 001 §5: the rest-of-world postcode, 0 to 12 letters, digits, spaces or hyphens. */
export const ROW_POSTCODE_PATTERN = "^[A-Za-z0-9 -]{0,12}$";

/** A phone number: digits with spaces, brackets and hyphens, an optional leading +; 7 to 15 digits. */
export const PHONE_PATTERN = "^\\+?[0-9 ()-]{7,20}$";

/** spec 001 §3: one message per address field. */
export const ADDRESS_MESSAGES = {
  title: "Please select a title",
  firstName: "Please enter your first name",
  lastName: "Please enter your last name",
  phoneNumber: "Please enter a valid phone number",
  line1: "Please enter the first line of your address",
  line2: "Please enter no more than 100 characters",
  townCity: "Please enter your town or city",
  regionIso: "Please select a state",
  postcode: "Please enter a valid postcode",
  zipCode: "Please enter a valid ZIP code",
  countryIso: "Please select a country",
} as const;

/** A country as the address rules see it (the countries table). */
export interface AddressCountry {
  isocode: string;
  name: string;
  postCodeRegex: string | null;
}

/** What the rules read from a version's configuration. */
export interface AddressRuleSettings {
  seahorse: boolean;
  mandatoryCountries: { postcodes: string; states: string };
  validation: SiteConfig["validation"];
}

export function addressRuleSettings(config: SiteConfig): AddressRuleSettings {
  return {
    seahorse: config.seahorse,
    mandatoryCountries: config.checkout.mandatoryCountries,
    validation: config.validation,
  };
}

/** One country's address rules, also what `countryInfo` answers. */
export interface CountryAddressRule {
  isocode: string;
  /** False when the iso code is not one of our countries. */
  known: boolean;
  postcode: PatternRule;
  postcodeRequired: boolean;
  stateRequired: boolean;
  regions: readonly Region[];
}

/** spec 001 §3 "Checkout config": a comma-separated list of iso codes, read forgivingly. */
export function commaList(value: string): string[] {
  return value
    .split(",")
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

function postcodeMessage(isocode: string): string {
  return isocode === "US" ? ADDRESS_MESSAGES.zipCode : ADDRESS_MESSAGES.postcode;
}

/**
 * The postcode rule of a country. spec 001 §5: with the seahorse toggle on, the country list's postCodeRegex
 * (the rest-of-world pattern where it is null); off, the configured validation zones (the country's, else ROW).
 */
function postcodeRuleFor(
  isocode: string,
  settings: AddressRuleSettings,
  country: AddressCountry | undefined,
): PatternRule {
  if (settings.seahorse)
    return {
      pattern: country?.postCodeRegex ?? ROW_POSTCODE_PATTERN,
      errorMessage: postcodeMessage(isocode),
    };
  const configured = validationRuleFor(
    { validation: settings.validation } as SiteConfig,
    isocode,
    "postcode",
  );
  return configured
    ? { pattern: configured.pattern, errorMessage: configured.errorMessage }
    : { pattern: ROW_POSTCODE_PATTERN, errorMessage: postcodeMessage(isocode) };
}

/** The address rules of a country; an empty choice is validated as GB (spec 001 §5). */
export function addressRuleFor(
  countryIso: string | undefined,
  settings: AddressRuleSettings,
  countries: readonly AddressCountry[],
): CountryAddressRule {
  const isocode = (countryIso?.trim() || DEFAULT_VALIDATION_COUNTRY).toUpperCase();
  const country = countries.find((c) => c.isocode === isocode);
  const stateRequired = commaList(settings.mandatoryCountries.states).includes(isocode);
  return {
    isocode,
    known: country !== undefined,
    postcode: postcodeRuleFor(isocode, settings, country),
    postcodeRequired: commaList(settings.mandatoryCountries.postcodes).includes(isocode),
    stateRequired,
    regions: regionsOf(isocode),
  };
}

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return new RegExp(PHONE_PATTERN).test(value) && digits >= 7 && digits <= 15;
}

/** The postcode's message, or null when it passes the country's rule. */
export function postcodeError(postcode: string, rule: CountryAddressRule): string | null {
  const value = postcode.trim();
  if (value === "") return rule.postcodeRequired ? rule.postcode.errorMessage : null;
  return new RegExp(rule.postcode.pattern).test(value) ? null : rule.postcode.errorMessage;
}

/**
 * The state's message, or null: required by country, and one of the country's regions when given. A country
 * we hold no regions for takes none (the form drops it).
 */
export function regionError(regionIso: string | undefined, rule: CountryAddressRule): string | null {
  const value = regionIso?.trim() ?? "";
  if (value === "") return rule.stateRequired ? ADDRESS_MESSAGES.regionIso : null;
  if (rule.regions.length === 0) return null;
  return rule.regions.some((region) => region.isocode === value) ? null : ADDRESS_MESSAGES.regionIso;
}

/** What the page's address form needs to follow the chosen country in the browser, kept small. */
export interface ClientAddressRules {
  countries: { isocode: string; name: string }[];
  /** Postcode rules that differ from the default, by iso code. */
  postcodeRules: Record<string, PatternRule>;
  defaultPostcodeRule: PatternRule;
  postcodeRequired: string[];
  stateRequired: string[];
  regions: Record<string, readonly Region[]>;
}

export function clientAddressRules(
  settings: AddressRuleSettings,
  countries: readonly AddressCountry[],
): ClientAddressRules {
  const defaultPostcodeRule = postcodeRuleFor("ROW", settings, undefined);
  const postcodeRules: Record<string, PatternRule> = {};
  const regions: Record<string, readonly Region[]> = {};
  for (const country of countries) {
    const rule = addressRuleFor(country.isocode, settings, countries);
    if (
      rule.postcode.pattern !== defaultPostcodeRule.pattern ||
      rule.postcode.errorMessage !== defaultPostcodeRule.errorMessage
    )
      postcodeRules[country.isocode] = rule.postcode;
    if (rule.regions.length) regions[country.isocode] = rule.regions;
  }
  return {
    countries: countries.map(({ isocode, name }) => ({ isocode, name })),
    postcodeRules,
    defaultPostcodeRule,
    postcodeRequired: commaList(settings.mandatoryCountries.postcodes),
    stateRequired: commaList(settings.mandatoryCountries.states),
    regions,
  };
}
