import type { Country } from "../../core/site/country-selection.ts";
import type { CountryRepository } from "../../core/site/country-service.ts";
import { isVersion } from "../../core/site/versions.ts";
import type { Db } from "../db.ts";

/** The countries table with each country's base store and its default currency (spec 000 §3). */
export function createCountryRepository(db: Db): CountryRepository {
  return {
    async list() {
      const rows = await db
        .selectFrom("countries")
        .innerJoin("baseStores", "baseStores.uid", "countries.baseStore")
        .innerJoin("currencies", "currencies.isocode", "baseStores.defaultCurrency")
        .select([
          "countries.isocode",
          "countries.name",
          "countries.version",
          "baseStores.uid as baseStoreUid",
          "currencies.isocode as currencyIso",
          "currencies.symbol as currencySymbol",
          "currencies.name as currencyName",
        ])
        .execute();
      // Sorted here, not in SQL, so both dialects list the countries in the same order.
      const byName = new Intl.Collator("en", { sensitivity: "base" });
      return rows
        .flatMap((row): Country[] =>
          isVersion(row.version)
            ? [
                {
                  isocode: row.isocode,
                  name: row.name,
                  version: row.version,
                  defaultBaseStore: {
                    uid: row.baseStoreUid,
                    defaultCurrency: {
                      isocode: row.currencyIso,
                      symbol: row.currencySymbol,
                      name: row.currencyName,
                    },
                  },
                },
              ]
            : [],
        )
        .sort((a, b) => byName.compare(a.name, b.name));
    },
  };
}
