import { describe, expect, it } from "vitest";
import {
  checkAdd,
  lineQuantityLimit,
  MAX_QUANTITY_PER_LINE,
  nextEntryNumber,
  quantityThatFits,
  totalUnitCount,
} from "./cart-rules.ts";

const online = (stockLevel: number) => ({ code: "V", stockLevel, availability: "online" as const });

describe("lineQuantityLimit", () => {
  it("is the stock when it is below the per-line maximum", () => {
    expect(lineQuantityLimit(online(3))).toBe(3);
  });
  it("is the per-line maximum when there is more stock", () => {
    expect(lineQuantityLimit(online(500))).toBe(MAX_QUANTITY_PER_LINE);
  });
  it("ignores stock for a pre-order variant", () => {
    expect(lineQuantityLimit({ code: "V", stockLevel: 0, availability: "preorder" })).toBe(
      MAX_QUANTITY_PER_LINE,
    );
  });
  it("is zero for an in-store-only variant, whatever its stock", () => {
    expect(lineQuantityLimit({ code: "V", stockLevel: 40, availability: "instoreonly" })).toBe(0);
  });
  it("is never negative", () => {
    expect(lineQuantityLimit(online(-2))).toBe(0);
  });
});

describe("checkAdd", () => {
  it("accepts an add that fits and names the line's limit", () => {
    expect(checkAdd(online(20), 2, 3)).toEqual({ ok: true, limit: MAX_QUANTITY_PER_LINE });
  });
  it("refuses a sold-out variant as out of stock", () => {
    expect(checkAdd(online(0), 0, 1)).toEqual({ ok: false, reason: "outOfStock" });
  });
  it("refuses an add past the stock as out of stock", () => {
    expect(checkAdd(online(3), 2, 2)).toEqual({ ok: false, reason: "outOfStock" });
  });
  it("refuses an add past the line maximum with stock to spare as a quantity limit", () => {
    expect(checkAdd(online(50), 9, 2)).toEqual({
      ok: false,
      reason: "overLineMaximum",
      max: MAX_QUANTITY_PER_LINE,
    });
  });
  it("accepts a pre-order add up to the line maximum", () => {
    const preorder = { code: "V", stockLevel: 0, availability: "preorder" as const };
    expect(checkAdd(preorder, 0, MAX_QUANTITY_PER_LINE).ok).toBe(true);
    expect(checkAdd(preorder, 1, MAX_QUANTITY_PER_LINE)).toMatchObject({
      ok: false,
      reason: "overLineMaximum",
    });
  });
});

describe("quantityThatFits", () => {
  it("places what the stock allows and no more", () => {
    expect(quantityThatFits(online(3), 0, 5)).toBe(3);
    expect(quantityThatFits(online(3), 2, 5)).toBe(1);
    expect(quantityThatFits(online(3), 3, 5)).toBe(0);
    expect(quantityThatFits(online(30), 0, 2)).toBe(2);
  });
});

describe("nextEntryNumber", () => {
  it("starts at 0 and never reuses a number", () => {
    expect(nextEntryNumber([])).toBe(0);
    expect(nextEntryNumber([0, 2])).toBe(3);
  });
});

describe("totalUnitCount", () => {
  it("counts units, not lines, and an empty bag as none", () => {
    expect(totalUnitCount([{ quantity: 2 }, { quantity: 1 }, { quantity: 3 }])).toBe(6);
    expect(totalUnitCount([])).toBe(0);
  });
});
