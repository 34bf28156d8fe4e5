import { describe, expect, it } from "vitest";
import {
  boxRefusal,
  type GiftLine,
  isFlatPack,
  isGiftWrapDisabled,
  isLineOutOfStock,
  isPersonalMessageValid,
  numberGiftBoxes,
} from "./gift-box-rules.ts";

const line = (overrides: Partial<GiftLine> = {}): GiftLine => ({
  entryNumber: 0,
  variantCode: "P1-white-S",
  productKind: "towel",
  categoryCode: "Towels",
  giftWrappable: true,
  giftMessageDisabled: false,
  stockLevel: 10,
  availability: "online",
  ...overrides,
});

const box = (id: number, createdAt: string, entryNumbers: number[]) => ({ id, createdAt, entryNumbers });

describe("gift box rules (spec 001 §3, §4)", () => {
  it("numbers boxes from 1 in the order they were made", () => {
    const numbered = numberGiftBoxes([
      box(7, "2026-11-26T10:00:02.000Z", [2]),
      box(3, "2026-11-26T10:00:01.000Z", [0]),
      box(5, "2026-11-26T10:00:01.000Z", [1]),
    ]);
    expect(numbered.map((b) => [b.id, b.giftBoxNo])).toEqual([
      [3, 1],
      [5, 2],
      [7, 3],
    ]);
  });

  it("numbers the rest from 1 again after a removal, and drops a box whose lines all left the bag", () => {
    const numbered = numberGiftBoxes([
      box(2, "2026-11-26T10:00:02.000Z", [1]),
      box(3, "2026-11-26T10:00:03.000Z", []),
      box(4, "2026-11-26T10:00:04.000Z", [2]),
    ]);
    expect(numbered.map((b) => [b.id, b.giftBoxNo])).toEqual([
      [2, 1],
      [4, 2],
    ]);
  });

  it("puts a product in one box only", () => {
    expect(boxRefusal(line({ entryNumber: 4 }), new Set([4]))).toBe("alreadyInBox");
    expect(boxRefusal(line({ entryNumber: 4 }), new Set([3]))).toBeNull();
  });

  it("gives no box to a line that is out of stock or sold only in stores; a pre-order may be boxed", () => {
    expect(boxRefusal(line({ stockLevel: 0 }), new Set())).toBe("outOfStock");
    expect(isLineOutOfStock(line({ availability: "instoreonly", stockLevel: 9 }))).toBe(true);
    expect(isLineOutOfStock(line({ availability: "preorder", stockLevel: 0 }))).toBe(false);
  });

  it("gives no box to a product whose gift wrap is disabled, nor to a gift box line itself", () => {
    expect(boxRefusal(line({ giftWrappable: false }), new Set())).toBe("notWrappable");
    expect(isGiftWrapDisabled(line({ variantCode: "GIFTB", giftWrappable: true }))).toBe(true);
    expect(isGiftWrapDisabled(line({ variantCode: "GIFTWRAP", giftWrappable: true }))).toBe(true);
    expect(isGiftWrapDisabled(line())).toBe(false);
  });

  it("sends a box flat when any product in it is large", () => {
    expect(isFlatPack([line(), line({ productKind: "throw", categoryCode: "Throws-Blankets" })])).toBe(true);
    expect(isFlatPack([line({ productKind: "bedspread" })])).toBe(true);
    expect(isFlatPack([line(), line({ productKind: "candle", categoryCode: "Candles" })])).toBe(false);
    expect(isFlatPack([line({ productKind: "chair", categoryCode: "Furniture" })])).toBe(true);
  });

  it("tracks a personal message's validity per box", () => {
    expect(isPersonalMessageValid("Happy birthday!", [line()])).toBe(true);
    expect(isPersonalMessageValid("Happy birthday 🎂", [line()])).toBe(false);
    expect(isPersonalMessageValid("a".repeat(251), [line()])).toBe(false);
  });

  it("allows no personal message in a box holding a product whose gift message is disabled", () => {
    expect(isPersonalMessageValid("Hello", [line(), line({ giftMessageDisabled: true })])).toBe(false);
    expect(isPersonalMessageValid("", [line({ giftMessageDisabled: true })])).toBe(true);
  });
});
