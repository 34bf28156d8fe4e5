import { DomainError } from "../errors/domain-error.ts";
import type { Country } from "./country-selection.ts";
import { addressAfterCountryChange } from "./country-selection.ts";

/** Port: the countries the shop serves (data/repositories/country-repository.ts). */
export interface CountryRepository {
  /** Every country, by name. */
  list(): Promise<Country[]>;
}

interface CountryChoice {
  countryCode: string;
  currencyCode: string;
  /** The page the shopper is on, with its version prefix (see addressAfterCountryChange). */
  currentPath: string | undefined;
}

interface ChosenCountry {
  country: Country;
  /** Where the browser goes next (spec 000 §4). */
  address: string;
}

/** The country and currency selector of spec 000 §4 and §7. */
export function createCountryService(repository: CountryRepository) {
  async function find(isocode: string): Promise<Country | undefined> {
    const code = isocode.toUpperCase();
    return (await repository.list()).find((country) => country.isocode === code);
  }

  return {
    list: () => repository.list(),
    find,
    /**
     * Checks a choice from the selector: the country must exist and the currency must be the one it is sold
     * in (each country is charged in its base store's default currency, spec 000 §3).
     */
    async choose(choice: CountryChoice): Promise<ChosenCountry> {
      const country = await find(choice.countryCode);
      if (!country) {
        throw new DomainError("invalid", `We do not deliver to the country "${choice.countryCode}".`, {
          countryCode: "Please choose a country from the list.",
        });
      }
      const currency = country.defaultBaseStore.defaultCurrency;
      if (currency.isocode !== choice.currencyCode.toUpperCase()) {
        throw new DomainError(
          "invalid",
          `Prices for ${country.name} are shown in ${currency.isocode}, not ${choice.currencyCode}.`,
          { code: `Prices for ${country.name} are shown in ${currency.isocode}.` },
        );
      }
      return { country, address: addressAfterCountryChange(country.isocode, choice.currentPath) };
    },
  };
}

export type CountryService = ReturnType<typeof createCountryService>;
