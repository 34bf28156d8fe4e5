import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import { deliveryPricingFor } from "../pricing/delivery-pricing.ts";
import { VERSIONS } from "../site/versions.ts";
import { deliveryPriceList } from "./delivery-price-list.ts";
import { quoteDelivery } from "./delivery-quote.ts";
import type { DeliveryModeCode, DeliveryType } from "./delivery-types.ts";

const config = loadSiteConfig();
const pricesOf = (version: "uk" | "us" | "row", currency: string) =>
  deliveryPriceList(version, currency, deliveryPricingFor(config[version], version, currency));

describe("deliveryPriceList", () => {
  it("lists the uk site's prices in pounds", () => {
    expect(pricesOf("uk", "GBP")).toEqual({
      standard: 495,
      nextDay: 695,
      nominatedDay: 695,
      saturday: 895,
      sunday: 995,
      collectPlus: 395,
      europe: null,
      restOfWorld: null,
      freeDeliveryThreshold: 5000,
      furniture: 4900,
    });
  });

  it("lists only what the us site sells: standard and Express (next day) shipping", () => {
    expect(pricesOf("us", "USD")).toEqual({
      standard: 800,
      nextDay: 2500,
      nominatedDay: null,
      saturday: null,
      sunday: null,
      collectPlus: null,
      europe: null,
      restOfWorld: null,
      freeDeliveryThreshold: 7500,
      furniture: 6900,
    });
  });

  it("prices the rest-of-world site by zone, with the free threshold only in its own currency", () => {
    expect(pricesOf("row", "EUR")).toMatchObject({
      standard: null,
      nextDay: null,
      europe: 1295,
      restOfWorld: 2495,
      freeDeliveryThreshold: 15_000,
    });
    expect(pricesOf("row", "GBP")).toMatchObject({
      europe: 1095,
      restOfWorld: 1995,
      freeDeliveryThreshold: null,
    });
    expect(pricesOf("row", "USD")).toMatchObject({
      europe: 1495,
      restOfWorld: 2795,
      freeDeliveryThreshold: null,
    });
  });

  // The prices a page quotes are the ones checkout charges a bag under the free threshold, on every version and
  // in every currency: the same quote checkout shows is asked here.
  const PLACES: Record<string, { country: string; name: "standard" | "europe" | "restOfWorld" }[]> = {
    uk: [{ country: "GB", name: "standard" }],
    us: [{ country: "US", name: "standard" }],
    row: [
      { country: "FR", name: "europe" },
      { country: "JP", name: "restOfWorld" },
    ],
  };
  const MODE_NAMES: Record<DeliveryModeCode, keyof ReturnType<typeof pricesOf> | null> = {
    STD: null,
    NEXTDAY: "nextDay",
    NOMINATE: "nominatedDay",
    SAT: "saturday",
    SUN: "sunday",
    "COLLECT+": "collectPlus",
  };
  for (const version of VERSIONS)
    for (const currency of ["GBP", "USD", "EUR"])
      it(`agrees with checkout's quote on the ${version} site in ${currency}`, () => {
        const prices = pricesOf(version, currency);
        const pricing = deliveryPricingFor(config[version], version, currency);
        for (const place of PLACES[version] ?? [])
          for (const deliveryType of ["homeDelivery", "collectPlus"] as DeliveryType[]) {
            const quote = quoteDelivery({
              version,
              currency,
              deliveryType,
              countryIso: place.country,
              postcode: null,
              gifting: false,
              lines: [
                {
                  entryNumber: 0,
                  productCode: "P1",
                  name: "Towel",
                  quantity: 1,
                  deliveryGroup: "standard",
                  internationalDelivery: true,
                  restrictedCountries: [],
                },
              ],
              linesSubtotal: 1000,
              standardCharge: pricing.standardCharge,
              freeThreshold: pricing.freeThreshold,
              freeStandardDelivery: false,
              now: new Date("2026-11-26T10:00:00Z"),
            });
            for (const mode of quote.modes.filter((option) => option.refusal === null)) {
              const name = mode.code === "STD" ? place.name : MODE_NAMES[mode.code];
              expect(name && prices[name], `${mode.code} to ${place.country}`).toBe(mode.charge);
            }
          }
      });
});
