// zod/mini: the overlay ships with every page (see app/lib/http/token-store.ts).
import { z } from "zod/mini";
import { getHttpClient } from "../../lib/http-client.ts";

// The two calls of spec 000 §7 the country overlay makes, with the answers checked before use.
const countrySchema = z.object({
  isocode: z.string(),
  name: z.string(),
  version: z.enum(["uk", "us", "row"]),
  defaultBaseStore: z.object({
    uid: z.string(),
    defaultCurrency: z.object({ isocode: z.string(), symbol: z.string(), name: z.string() }),
  }),
});
export type CountryOption = z.infer<typeof countrySchema>;

const regionSchema = z.object({
  code: z.enum([
    "europe",
    "north-america",
    "south-america",
    "middle-east",
    "asia",
    "africa",
    "oceania",
    "antarctica",
    "other",
  ]),
  countries: z.array(z.string()),
});
export type CountryRegionOption = z.infer<typeof regionSchema>;

const countryListSchema = z.object({
  data: z.object({ baseStoreCountries: z.array(countrySchema), regionsForCountries: z.array(regionSchema) }),
});

/**
 * `GET /header/countryCurrency/`: every country with its base store's default currency, and the same countries
 * grouped by region (spec 002 §7 "Region selector fetch").
 */
export async function fetchCountries(): Promise<{
  countries: CountryOption[];
  regions: CountryRegionOption[];
}> {
  const response = await getHttpClient().get("/header/countryCurrency/", { retries: 2 });
  const { baseStoreCountries, regionsForCountries } = countryListSchema.parse(response.data).data;
  return { countries: baseStoreCountries, regions: regionsForCountries };
}

/**
 * `POST /_s/currency_country_xhr/` (form-encoded code and countryCode, plus the page's own path): stores the choice
 * and answers the address to go to.
 */
export async function chooseCountry(country: CountryOption, currentPath: string): Promise<string> {
  const body = new URLSearchParams({
    code: country.defaultBaseStore.defaultCurrency.isocode,
    countryCode: country.isocode,
    path: currentPath,
  });
  const response = await getHttpClient().post("/_s/currency_country_xhr/", body, { errorHandle: false });
  return z.string().check(z.startsWith("/")).parse(response.data);
}
