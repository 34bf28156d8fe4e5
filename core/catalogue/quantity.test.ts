import { describe, expect, it } from "vitest";
import { checkQuantity, DEFAULT_QUANTITY, MAX_QUANTITY_PER_ADD, maxQuantityFor } from "./quantity.ts";

describe("quantity rules (spec 002 §5 numbers, §9 default 1)", () => {
  it("starts at 1", () => {
    expect(DEFAULT_QUANTITY).toBe(1);
  });

  it("accepts whole numbers between the minimum and maximum", () => {
    expect(checkQuantity("1", 1, 10)).toEqual({ valid: true, value: 1 });
    expect(checkQuantity(" 10 ", 1, 10)).toEqual({ valid: true, value: 10 });
  });

  it("refuses a fraction and suggests the two nearest valid values", () => {
    expect(checkQuantity("2.5", 1, 10)).toEqual({ valid: false, reason: "notInteger", nearest: [2, 3] });
  });

  it("refuses text and an empty field", () => {
    expect(checkQuantity("two", 1, 10)).toMatchObject({ valid: false, reason: "notInteger" });
    expect(checkQuantity("", 1, 10)).toMatchObject({ valid: false, reason: "notInteger" });
  });

  it("refuses values below the minimum or above the maximum", () => {
    expect(checkQuantity("0", 1, 10)).toEqual({ valid: false, reason: "tooLow", min: 1 });
    expect(checkQuantity("11", 1, 10)).toEqual({ valid: false, reason: "tooHigh", max: 10 });
  });

  it("caps the maximum at 10 or the stock, never below 1", () => {
    expect(maxQuantityFor(120)).toBe(MAX_QUANTITY_PER_ADD);
    expect(maxQuantityFor(3)).toBe(3);
    expect(maxQuantityFor(0)).toBe(1);
  });
});
