import { describe, expect, it } from "vitest";
import type { DeliveryLine } from "./delivery-types.ts";
import { deliveryZoneOf, isCountryDeliverable, linesUndeliverableTo } from "./international.ts";

function line(entryNumber: number, overrides: Partial<DeliveryLine> = {}): DeliveryLine {
  return {
    entryNumber,
    productCode: `P${entryNumber}`,
    name: "Cotton towel",
    quantity: 1,
    deliveryGroup: "standard",
    internationalDelivery: true,
    restrictedCountries: [],
    ...overrides,
  };
}

describe("isCountryDeliverable", () => {
  it("has the uk site deliver to Great Britain and the Crown dependencies only", () => {
    for (const country of ["GB", "JE", "GG", "IM"]) expect(isCountryDeliverable("uk", country)).toBe(true);
    for (const country of ["FR", "US", "IE"]) expect(isCountryDeliverable("uk", country)).toBe(false);
  });

  it("has the us site deliver to the United States only", () => {
    expect(isCountryDeliverable("us", "US")).toBe(true);
    expect(isCountryDeliverable("us", "CA")).toBe(false);
    expect(isCountryDeliverable("us", "GB")).toBe(false);
  });

  it("has the rest-of-world site deliver abroad except to restricted countries and GB and US", () => {
    expect(isCountryDeliverable("row", "FR")).toBe(true);
    expect(isCountryDeliverable("row", "jp")).toBe(true);
    for (const country of ["GB", "US", "KP", "RU", "IR", "AQ"])
      expect(isCountryDeliverable("row", country)).toBe(false);
  });
});

describe("deliveryZoneOf", () => {
  it("puts European countries in the Europe zone and the others in the rest of the world", () => {
    expect(deliveryZoneOf("row", "FR")).toBe("Europe");
    expect(deliveryZoneOf("row", "ch")).toBe("Europe");
    expect(deliveryZoneOf("row", "JP")).toBe("RestOfWorld");
    expect(deliveryZoneOf("row", "AU")).toBe("RestOfWorld");
  });

  it("has no zone on the uk and us sites", () => {
    expect(deliveryZoneOf("uk", "JE")).toBeNull();
    expect(deliveryZoneOf("us", "US")).toBeNull();
  });
});

describe("linesUndeliverableTo", () => {
  it("keeps a product without international delivery at home", () => {
    const lines = [line(0), line(1, { internationalDelivery: false })];
    expect(linesUndeliverableTo(lines, "FR", "row")).toEqual([1]);
    expect(linesUndeliverableTo(lines, "GB", "uk")).toEqual([]);
  });

  it("keeps a product out of the countries it may never go to", () => {
    const lines = [line(0, { restrictedCountries: ["FR"] })];
    expect(linesUndeliverableTo(lines, "FR", "row")).toEqual([0]);
    expect(linesUndeliverableTo(lines, "DE", "row")).toEqual([]);
  });
});
