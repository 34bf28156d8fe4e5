import { describe, expect, it } from "vitest";
import type { TaxAddress, TaxQuoteInput } from "../../core/tax/tax-provider.ts";
import { createTaxProvider } from "./create-tax-provider.ts";
import { createSandboxTaxProvider, SANDBOX_OUTAGE_LINE1, taxAt } from "./sandbox-tax-provider.ts";
import { STATE_TAX } from "./us-sales-tax-table.ts";

const tax = createSandboxTaxProvider();

const address = (overrides: Partial<TaxAddress> = {}): TaxAddress => ({
  line1: "350 Fifth Avenue",
  line2: null,
  townCity: "New York",
  regionIso: "NY",
  postcode: "10118",
  countryIso: "US",
  ...overrides,
});

const order = (overrides: Partial<TaxQuoteInput> = {}): TaxQuoteInput => ({
  currency: "USD",
  address: address(),
  lines: [
    { entryNumber: 0, productCode: "P1", amount: 10_000 },
    { entryNumber: 1, productCode: "P2", amount: 2_500 },
  ],
  deliveryCharge: 0,
  otherCharges: 0,
  ...overrides,
});

describe("US sales tax by state", () => {
  it("covers the 50 states and the District of Columbia", () => {
    expect(STATE_TAX.size).toBe(51);
  });

  it.each([
    ["CA", "Sacramento", "95814", 0.0725, 906],
    ["TX", "Austin", "78701", 0.0625, 781],
    ["NY", "Albany", "12207", 0.04, 500],
    ["FL", "Orlando", "32801", 0.06, 750],
    ["OR", "Portland", "97201", 0, 0],
    ["NH", "Concord", "03301", 0, 0],
    ["MT", "Helena", "59601", 0, 0],
    ["DE", "Dover", "19901", 0, 0],
    ["AK", "Juneau", "99801", 0, 0],
  ])("taxes %s at the statewide rate", async (state, townCity, zip, rate, totalTax) => {
    const quote = await tax.quote(order({ address: address({ regionIso: state, townCity, postcode: zip }) }));
    expect(quote).toEqual({ ok: true, taxRegion: state, rate, totalTax });
  });

  it("adds New York City's own tax: 8.875% in Manhattan", async () => {
    const quote = await tax.quote(order());
    expect(quote).toEqual({ ok: true, taxRegion: "NY", rate: 0.08875, totalTax: 1109 });
  });

  it("adds Chicago's and Seattle's local taxes", async () => {
    const chicago = await tax.quote(
      order({ address: address({ regionIso: "IL", townCity: "Chicago", postcode: "60601" }) }),
    );
    expect(chicago).toMatchObject({ ok: true, rate: 0.1025 });
    const seattle = await tax.quote(
      order({ address: address({ regionIso: "WA", townCity: "Seattle", postcode: "98101" }) }),
    );
    expect(seattle).toMatchObject({ ok: true, rate: 0.1035 });
  });

  it("takes a ZIP+4 code and lower-case state and country codes", async () => {
    const quote = await tax.quote(
      order({ address: address({ regionIso: "ny", postcode: "10118-0110", countryIso: "us" }) }),
    );
    expect(quote).toMatchObject({ ok: true, taxRegion: "NY", totalTax: 1109 });
  });

  it("takes the state as the address forms store it, ISO 3166-2 (US-NY)", async () => {
    const quote = await tax.quote(order({ address: address({ regionIso: "US-NY" }) }));
    expect(quote).toMatchObject({ ok: true, taxRegion: "NY", totalTax: 1109 });
  });
});

describe("delivery and gift-box charges", () => {
  it("taxes delivery in a state that taxes shipping (New York)", async () => {
    const quote = await tax.quote(order({ lines: [], deliveryCharge: 1_000 }));
    expect(quote).toMatchObject({ ok: true, totalTax: 89 });
  });

  it("leaves delivery untaxed in a state that does not (California), yet taxes the gift box", async () => {
    const california = address({ regionIso: "CA", townCity: "Sacramento", postcode: "95814" });
    expect(await tax.quote(order({ address: california, lines: [], deliveryCharge: 1_000 }))).toMatchObject({
      ok: true,
      totalTax: 0,
    });
    expect(await tax.quote(order({ address: california, lines: [], otherCharges: 200 }))).toMatchObject({
      ok: true,
      totalTax: 15,
    });
  });
});

describe("rounding", () => {
  it("rounds half up to the cent on the order's total, not line by line", async () => {
    // Two lines of $0.07 at 7.25%: 0.5075¢ each would round to 1¢ each, but 1.015¢ on the total is 1¢.
    const california = address({ regionIso: "CA", townCity: "Sacramento", postcode: "95814" });
    const lines = [
      { entryNumber: 0, productCode: "P1", amount: 7 },
      { entryNumber: 1, productCode: "P2", amount: 7 },
    ];
    expect(await tax.quote(order({ address: california, lines }))).toMatchObject({ totalTax: 1 });
  });

  it("rounds an exact half cent up", () => {
    expect(taxAt(100, 45_000)).toBe(5); // 4.5¢
    expect(taxAt(1_000, 62_500)).toBe(63); // 62.5¢
    expect(taxAt(1_000, 62_499)).toBe(62);
    expect(taxAt(0, 88_750)).toBe(0);
  });

  it("refuses amounts that are not whole minor units", async () => {
    await expect(tax.quote(order({ deliveryCharge: 4.5 }))).rejects.toThrow(RangeError);
    await expect(tax.quote(order({ otherCharges: -1 }))).rejects.toThrow(RangeError);
  });
});

describe("address checks, as Avalara makes them", () => {
  it.each([
    ["no first line", { line1: " " }],
    ["no town", { townCity: "" }],
    ["no state", { regionIso: null }],
    ["no ZIP code", { postcode: "" }],
  ])("answers mandatoryParamsMissing for %s", async (_name, overrides) => {
    expect(await tax.quote(order({ address: address(overrides) }))).toEqual({
      ok: false,
      error: "mandatoryParamsMissing",
      taxRegion: "ADDRESS_VALIDATION_ERROR",
    });
  });

  it.each([
    ["a ZIP code of another state", { regionIso: "CA" }],
    ["a state that does not exist", { regionIso: "XX" }],
    ["a malformed ZIP code", { postcode: "1011" }],
    ["letters for a ZIP code", { postcode: "BA1 1DA" }],
  ])("answers WrongAddressError for %s", async (_name, overrides) => {
    expect(await tax.quote(order({ address: address(overrides) }))).toEqual({
      ok: false,
      error: "WrongAddressError",
      taxRegion: "ADDRESS_VALIDATION_ERROR",
    });
  });

  it.each([
    ["a PO box", { line1: "PO Box 1234" }],
    ["a P.O. box on the second line", { line2: "P.O. Box 77" }],
    ["a Post Office box", { line1: "Post Office Box 9" }],
    ["an APO address", { line1: "Unit 2050 Box 4190", townCity: "APO", regionIso: "AE", postcode: "09096" }],
    ["an FPO address", { line1: "PSC 1234 Box 12345", townCity: "FPO", regionIso: "AP", postcode: "96349" }],
    ["armed forces Americas", { regionIso: "AA", postcode: "34001" }],
    ["Puerto Rico", { townCity: "San Juan", regionIso: "PR", postcode: "00901" }],
    ["Guam", { townCity: "Hagatna", regionIso: "GU", postcode: "96910" }],
    ["the US Virgin Islands", { townCity: "Charlotte Amalie", regionIso: "VI", postcode: "00802" }],
    ["American Samoa", { townCity: "Pago Pago", regionIso: "AS", postcode: "96799" }],
    ["the Northern Mariana Islands", { townCity: "Saipan", regionIso: "MP", postcode: "96950" }],
    ["a territory's ZIP code under a state's code", { regionIso: "NY", postcode: "00901" }],
  ])("answers addressUnserviceable for %s", async (_name, overrides) => {
    expect(await tax.quote(order({ address: address(overrides) }))).toEqual({
      ok: false,
      error: "addressUnserviceable",
      taxRegion: "ADDRESS_VALIDATION_ERROR",
    });
  });

  it.each(["12 Post Office Road", "45 Box Hill Road", "9 Polo Box Court"])(
    "does not take %s for a PO box",
    async (line1) => {
      expect(await tax.quote(order({ address: address({ line1 }) }))).toMatchObject({ ok: true });
    },
  );

  it("answers avalaraAPIFailed for the outage address, as if the service were down", async () => {
    expect(await tax.quote(order({ address: address({ line1: SANDBOX_OUTAGE_LINE1 }) }))).toEqual({
      ok: false,
      error: "avalaraAPIFailed",
      taxRegion: "API_FAILURE",
    });
    expect(await tax.quote(order({ address: address({ line1: "  1 outage   way " }) }))).toMatchObject({
      error: "avalaraAPIFailed",
    });
  });
});

describe("outside the US", () => {
  it.each(["GB", "FR", "DE"])("adds no tax in %s, where prices include it", async (countryIso) => {
    const abroad = address({
      line1: "8 Milsom Street",
      townCity: "Bath",
      regionIso: null,
      postcode: "BA1 1DA",
      countryIso,
    });
    expect(await tax.quote(order({ currency: "GBP", address: abroad, deliveryCharge: 395 }))).toEqual({
      ok: true,
      taxRegion: "",
      totalTax: 0,
      rate: 0,
    });
  });
});

describe("createTaxProvider", () => {
  it("makes the sandbox by default and refuses a provider it does not know", async () => {
    expect(await createTaxProvider().quote(order())).toMatchObject({ ok: true, totalTax: 1109 });
    expect(() => createTaxProvider("avalara-live")).toThrow(
      'Unknown tax provider "avalara-live": use one of sandbox.',
    );
  });
});
