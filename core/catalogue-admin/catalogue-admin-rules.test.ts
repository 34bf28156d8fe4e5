import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  availabilityChangeSchema,
  CATALOGUE_ADMIN_MESSAGES,
  decimalOf,
  MAX_PRICE_MINOR_UNITS,
  minorUnitsOf,
  priceChangeSchema,
  stockChangeSchema,
} from "./catalogue-admin-rules.ts";

const price = (fields: Record<string, string>) =>
  priceChangeSchema.safeParse({
    productCode: "P1",
    version: "uk",
    variantCode: "",
    price: "",
    wasPrice: "",
    ...fields,
  });

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("a price as the merchandiser types it", () => {
  it("reads decimals into minor units, never through floating point", () => {
    expect(minorUnitsOf("12.5")).toBe(1250);
    expect(minorUnitsOf("12.50")).toBe(1250);
    expect(minorUnitsOf(" 12 ")).toBe(1200);
    expect(minorUnitsOf("0.29")).toBe(29);
    expect(minorUnitsOf("1.005")).toBeNull();
    expect(minorUnitsOf("12,50")).toBeNull();
    expect(minorUnitsOf("-3")).toBeNull();
    expect(minorUnitsOf("1e3")).toBeNull();
    expect(minorUnitsOf("")).toBeNull();
  });

  it("gives back every amount it shows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PRICE_MINOR_UNITS }), (amount) => {
        expect(minorUnitsOf(decimalOf(amount))).toBe(amount);
      }),
    );
  });

  it("takes a positive price up to 100,000.00, and a was-price only above it", () => {
    const ok = price({ price: "19.99" });
    expect(ok.success && ok.data).toEqual({
      productCode: "P1",
      version: "uk",
      variantCode: null,
      price: 1999,
      wasPrice: null,
    });
    expect(price({ price: "100000" }).success).toBe(true);
    expect(fieldErrors(price({ price: "100000.01" }))).toEqual({ price: CATALOGUE_ADMIN_MESSAGES.price });
    expect(fieldErrors(price({ price: "0" }))).toEqual({ price: CATALOGUE_ADMIN_MESSAGES.price });
    expect(fieldErrors(price({ price: "ten" }))).toEqual({ price: CATALOGUE_ADMIN_MESSAGES.price });
    const reduced = price({ price: "15", wasPrice: "20", variantCode: "P1-S" });
    expect(reduced.success && [reduced.data.wasPrice, reduced.data.variantCode]).toEqual([2000, "P1-S"]);
    expect(fieldErrors(price({ price: "15", wasPrice: "15" }))).toEqual({
      wasPrice: CATALOGUE_ADMIN_MESSAGES.wasPrice,
    });
    expect(fieldErrors(price({ price: "15", version: "fr" }))).toEqual({
      version: CATALOGUE_ADMIN_MESSAGES.version,
    });
  });
});

describe("a stock level and an availability", () => {
  it("takes a whole count from 0 to a million", () => {
    const level = (stockLevel: string) => stockChangeSchema.safeParse({ variantCode: "V1", stockLevel });
    expect(level("0").data?.stockLevel).toBe(0);
    expect(level(" 250 ").data?.stockLevel).toBe(250);
    expect(level("1000000").data?.stockLevel).toBe(1_000_000);
    for (const bad of ["-1", "2.5", "", "lots", "1000001", "1e3"])
      expect(fieldErrors(level(bad)), bad).toEqual({ stockLevel: CATALOGUE_ADMIN_MESSAGES.stockLevel });
  });

  it("is one of the ways the shop sells a size, and nothing else", () => {
    expect(availabilityChangeSchema.safeParse({ variantCode: "V1", availability: "preorder" }).success).toBe(
      true,
    );
    expect(
      fieldErrors(availabilityChangeSchema.safeParse({ variantCode: "V1", availability: "hidden" })),
    ).toEqual({
      availability: CATALOGUE_ADMIN_MESSAGES.availability,
    });
  });
});
