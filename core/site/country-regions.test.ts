import { describe, expect, it } from "vitest";
import { regionOfCountry, regionsForCountries, regionTableEntries } from "./country-regions.ts";

describe("regionsForCountries (spec 002 §7 region selector fetch)", () => {
  it("places each country in exactly one region", () => {
    const entries = regionTableEntries();
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.every((isocode) => /^[A-Z]{2}$/.test(isocode))).toBe(true);
  });

  it("groups the given countries by region, in a fixed region order and the given country order", () => {
    const regions = regionsForCountries([
      { isocode: "US" },
      { isocode: "FR" },
      { isocode: "JP" },
      { isocode: "gb" },
      { isocode: "CA" },
    ]);
    expect(regions).toEqual([
      { code: "europe", name: "Europe", countries: ["FR", "GB"] },
      { code: "north-america", name: "North and Central America and the Caribbean", countries: ["US", "CA"] },
      { code: "asia", name: "Asia", countries: ["JP"] },
    ]);
  });

  it("never leaves a country out: one no region claims is listed under other", () => {
    expect(regionOfCountry("XK")).toBe("other");
    expect(regionsForCountries([{ isocode: "XK" }])).toEqual([
      { code: "other", name: "Other countries and territories", countries: ["XK"] },
    ]);
  });

  it("answers no regions for no countries", () => {
    expect(regionsForCountries([])).toEqual([]);
  });
});
