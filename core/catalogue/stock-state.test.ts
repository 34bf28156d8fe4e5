import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isNotifyMe, isPreOrder, isSoldOut, stockStateLabel, variantStockStatus } from "./stock-state.ts";

describe("stock states (spec 002 §4)", () => {
  it.each([
    [{ stockLevel: 40, availability: "online", storeStock: 0 }, "inStock"],
    [{ stockLevel: 5, availability: "online", storeStock: 0 }, "inStock"],
    [{ stockLevel: 4, availability: "online", storeStock: 0 }, "LowInStockAtVariant"],
    [{ stockLevel: 1, availability: "online", storeStock: 0 }, "LowInStockAtVariant"],
    [{ stockLevel: 0, availability: "online", storeStock: 9 }, "outOfStock"],
    [{ stockLevel: 0, availability: "preorder", storeStock: 0 }, "InStockForBackOrder"],
    [{ stockLevel: 0, availability: "instoreonly", storeStock: 3 }, "inStockInStore"],
    [{ stockLevel: 0, availability: "instoreonly", storeStock: 0 }, "outOfStock"],
  ] as const)("%o is %s", (variant, status) => {
    expect(variantStockStatus(variant)).toBe(status);
  });

  it("calls low stock anything under the threshold and above zero, for any threshold", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        (stockLevel, threshold) => {
          const status = variantStockStatus({ stockLevel, availability: "online", storeStock: 0 }, threshold);
          expect(status).toBe(stockLevel < threshold ? "LowInStockAtVariant" : "inStock");
        },
      ),
    );
  });

  it.each([
    ["inStock", false, "inStock"],
    ["inStockInStore", false, "inStockInStore"],
    ["LowInStockAtVariant", false, "lowStock"],
    ["outOfStock", false, "soldOut"],
    ["outOfStock", true, "notifyMe"],
    ["InStockForBackOrder", false, "preOrder"],
    ["somethingElse", false, "notDefined"],
  ] as const)("%s with notifyMe %s is labelled %s", (status, notifyMe, label) => {
    expect(stockStateLabel(status, notifyMe)).toBe(label);
  });

  it("is sold out only when every variant is out of stock", () => {
    expect(
      isSoldOut([
        { status: "outOfStock", notifyMe: false },
        { status: "outOfStock", notifyMe: false },
      ]),
    ).toBe(true);
    expect(
      isSoldOut([
        { status: "outOfStock", notifyMe: false },
        { status: "LowInStockAtVariant", notifyMe: false },
      ]),
    ).toBe(false);
    expect(isSoldOut([])).toBe(false);
    expect(isSoldOut([{ status: "inStockInStore", notifyMe: false }])).toBe(false);
    expect(isSoldOut([{ status: "inStockInStore", notifyMe: false }], true)).toBe(true);
  });

  it("is notify-me when sold out and one variant allows it; pre-order when every variant is", () => {
    expect(
      isNotifyMe([
        { status: "outOfStock", notifyMe: false },
        { status: "outOfStock", notifyMe: true },
      ]),
    ).toBe(true);
    expect(isNotifyMe([{ status: "inStock", notifyMe: true }])).toBe(false);
    expect(isPreOrder([{ status: "InStockForBackOrder", notifyMe: false }])).toBe(true);
    expect(
      isPreOrder([
        { status: "InStockForBackOrder", notifyMe: false },
        { status: "inStock", notifyMe: false },
      ]),
    ).toBe(false);
  });
});
