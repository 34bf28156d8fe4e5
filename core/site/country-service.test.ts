import { describe, expect, it } from "vitest";
import { isDomainError } from "../errors/domain-error.ts";
import type { Country } from "./country-selection.ts";
import { createCountryService } from "./country-service.ts";

const country = (isocode: string, name: string, version: Country["version"], currency: string): Country => ({
  isocode,
  name,
  version,
  defaultBaseStore: {
    uid: `twc-${version}`,
    defaultCurrency: { isocode: currency, symbol: "", name: currency },
  },
});

const service = createCountryService({
  list: async () => [country("FR", "France", "row", "EUR"), country("US", "United States", "us", "USD")],
});

describe("choosing a country", () => {
  it("accepts a country with its own currency and answers where to go", async () => {
    const chosen = await service.choose({ countryCode: "us", currencyCode: "usd", currentPath: "/uk/help" });
    expect(chosen.country.isocode).toBe("US");
    expect(chosen.address).toBe("/us/help");
  });

  it("refuses a country the shop does not know", async () => {
    const error = await service
      .choose({ countryCode: "ZZ", currencyCode: "EUR", currentPath: "/uk/" })
      .catch((e: unknown) => e);
    expect(isDomainError(error) && error.kind).toBe("invalid");
    expect(String(error)).toContain('"ZZ"');
  });

  it("refuses a currency the country is not sold in", async () => {
    const error = await service
      .choose({ countryCode: "FR", currencyCode: "GBP", currentPath: "/uk/" })
      .catch((e: unknown) => e);
    expect(isDomainError(error) && error.message).toBe("Prices for France are shown in EUR, not GBP.");
  });
});
