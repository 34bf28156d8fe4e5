import { describe, expect, it } from "vitest";
import type { ProductDeliveryFacts } from "../catalogue/product-repository.ts";
import { describedDestinations, type ShippingOptionsInput, shippingOptions } from "./shipping-options.ts";

const PARCEL: ProductDeliveryFacts = {
  deliveryGroup: "standard",
  internationalDelivery: true,
  restrictedCountries: [],
};
// The shop's configured standard charges and thresholds (config/*.json), per version.
const UK = {
  version: "uk",
  currency: "GBP",
  country: "GB",
  standardCharge: 495,
  freeThreshold: 5000,
} as const;
const US = {
  version: "us",
  currency: "USD",
  country: "US",
  standardCharge: 800,
  freeThreshold: 7500,
} as const;
const ROW = {
  version: "row",
  currency: "EUR",
  country: "FR",
  standardCharge: 995,
  freeThreshold: 15000,
} as const;

function options(input: Omit<ShippingOptionsInput, "product" | "itemPrice"> & Partial<ShippingOptionsInput>) {
  return shippingOptions({ product: PARCEL, itemPrice: 2000, ...input }).map(
    ({ service, charge, currency, countries, transitDays }) => ({
      service,
      charge,
      currency,
      countries,
      transitDays,
    }),
  );
}

describe("shippingOptions", () => {
  it("describes the uk site's standard post to Great Britain and the Crown dependencies, and next day at home", () => {
    expect(options(UK)).toEqual([
      {
        service: "STD",
        charge: 495,
        currency: "GBP",
        countries: ["GB", "JE", "GG", "IM"],
        transitDays: { min: 3, max: 3 },
      },
      {
        service: "NEXTDAY",
        charge: 695,
        currency: "GBP",
        countries: ["GB"],
        transitDays: { min: 1, max: 1 },
      },
    ]);
  });

  it("makes standard post free for an item that reaches the free-delivery threshold on its own", () => {
    expect(options({ ...UK, itemPrice: 5000 })[0]?.charge).toBe(0);
    expect(options({ ...UK, itemPrice: 4999 })[0]?.charge).toBe(495);
    expect(options({ ...UK, itemPrice: 5000 })[1]?.charge).toBe(695);
  });

  it("describes the us site's standard and express shipping in dollars", () => {
    expect(options(US)).toEqual([
      { service: "STD", charge: 800, currency: "USD", countries: ["US"], transitDays: { min: 5, max: 5 } },
      {
        service: "NEXTDAY",
        charge: 2500,
        currency: "USD",
        countries: ["US"],
        transitDays: { min: 1, max: 1 },
      },
    ]);
  });

  it("prices the rest-of-world site by the shopper's zone and currency", () => {
    expect(options(ROW)).toEqual([
      { service: "STD", charge: 1295, currency: "EUR", countries: ["FR"], transitDays: { min: 7, max: 7 } },
    ]);
    expect(options({ ...ROW, country: "JP" })[0]).toMatchObject({ charge: 2495, countries: ["JP"] });
    expect(options({ ...ROW, currency: "GBP", country: "DE", freeThreshold: null })[0]).toMatchObject({
      charge: 1095,
      currency: "GBP",
    });
  });

  it("describes nothing where the item cannot go", () => {
    // A country the rest-of-world site does not serve, and a product kept at home.
    expect(options({ ...ROW, country: "RU" })).toEqual([]);
    expect(options({ ...ROW, product: { ...PARCEL, internationalDelivery: false } })).toEqual([]);
    expect(options({ ...ROW, product: { ...PARCEL, restrictedCountries: ["FR"] } })).toEqual([]);
    // At home, a product kept at home still goes to Great Britain only.
    expect(options({ ...UK, product: { ...PARCEL, internationalDelivery: false } })[0]?.countries).toEqual([
      "GB",
    ]);
  });

  it("sends furniture with the two-person team for its charge, and made-to-order pieces free, at home only", () => {
    expect(options({ ...UK, product: { ...PARCEL, deliveryGroup: "furniture" } })).toEqual([
      {
        service: "furniture",
        charge: 4900,
        currency: "GBP",
        countries: ["GB"],
        transitDays: { min: 10, max: 10 },
      },
    ]);
    expect(options({ ...UK, product: { ...PARCEL, deliveryGroup: "madeToOrder9" } })).toEqual([
      {
        service: "madeToOrder9",
        charge: 0,
        currency: "GBP",
        countries: ["GB"],
        transitDays: { min: 45, max: 45 },
      },
    ]);
  });

  it("says a parcel leaves the day it is ordered before the cut-off, or the next working day", () => {
    expect(shippingOptions({ ...UK, product: PARCEL, itemPrice: 100 })[0]?.handlingDays).toEqual({
      min: 0,
      max: 1,
    });
  });
});

describe("describedDestinations", () => {
  it("names each site's countries, and the shopper's own on the rest-of-world site", () => {
    expect(describedDestinations("uk", "FR")).toEqual(["GB", "JE", "GG", "IM"]);
    expect(describedDestinations("us", "GB")).toEqual(["US"]);
    expect(describedDestinations("row", "de")).toEqual(["DE"]);
    expect(describedDestinations("row", "GB")).toEqual([]);
  });
});
