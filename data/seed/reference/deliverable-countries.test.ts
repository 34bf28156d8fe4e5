import { describe, expect, it } from "vitest";
import {
  EUROPE_ZONE_COUNTRIES,
  isCountryDeliverable,
  ROW_RESTRICTED_COUNTRIES,
} from "../../../core/delivery/international.ts";
import { ISO_COUNTRIES } from "./iso-countries.ts";

// spec 001 §9 "Delivery to over 150 countries", checked against the countries the shop lists.
const isocodes = ISO_COUNTRIES.map(([isocode]) => isocode);

describe("international delivery against the ISO country list", () => {
  it("delivers to over 150 countries from the rest-of-world site", () => {
    const deliverable = isocodes.filter((isocode) => isCountryDeliverable("row", isocode));
    expect(deliverable.length).toBeGreaterThan(150);
  });

  it("names only real ISO countries in the restricted list and the Europe zone", () => {
    expect(ROW_RESTRICTED_COUNTRIES.filter((isocode) => !isocodes.includes(isocode))).toEqual([]);
    expect(EUROPE_ZONE_COUNTRIES.filter((isocode) => !isocodes.includes(isocode))).toEqual([]);
  });
});
