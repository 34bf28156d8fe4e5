import type { Insertable } from "kysely";
import {
  BASE_SITE_BY_VERSION,
  DEFAULT_CURRENCY_BY_VERSION,
  versionForCountry,
} from "../../../core/site/versions.ts";
import type { CountryTable } from "../../schema.ts";
import { ISO_COUNTRIES } from "./iso-countries.ts";
import { POSTCODE_PATTERNS } from "./postcode-patterns.ts";

/**
 * One row per ISO 3166-1 country. The version follows spec 000 §9 (GB → uk, US → us, else row).
 *
 * currencyIso is the currency the shopper is charged in, not the country's legal tender: the shop
 * sells only in GBP, USD and EUR, and the row site charges every other country in euros (so Japan,
 * Switzerland and even Jersey get EUR). That keeps a country's currency equal to its base store's
 * default currency, which is what the country selector shows (spec 000 §3
 * defaultBaseStore.defaultCurrency).
 */
export function countryRows(): Insertable<CountryTable>[] {
  return ISO_COUNTRIES.map(([isocode, name]) => {
    const version = versionForCountry(isocode);
    return {
      isocode,
      name,
      currencyIso: DEFAULT_CURRENCY_BY_VERSION[version],
      version,
      baseStore: BASE_SITE_BY_VERSION[version],
      postCodeRegex: POSTCODE_PATTERNS[isocode] ?? null,
    };
  });
}
