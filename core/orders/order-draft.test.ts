import { describe, expect, it } from "vitest";
import { amountToPayByCard, quantitiesByVariant } from "./order-draft.ts";

describe("the amount left for the card", () => {
  it("is the total less the gift cards' holds", () => {
    expect(amountToPayByCard(5000, [{ amount: 1000 }, { amount: 1500 }])).toBe(2500);
  });

  it("is the total with no gift card", () => {
    expect(amountToPayByCard(5000, [])).toBe(5000);
  });

  it("is zero when the gift cards pay it all, never below", () => {
    expect(amountToPayByCard(5000, [{ amount: 5000 }])).toBe(0);
    expect(amountToPayByCard(4000, [{ amount: 5000 }])).toBe(0);
  });
});

describe("the stock an order takes", () => {
  it("adds up the lines of one variant", () => {
    const line = {
      productCode: "P",
      name: "Sheet",
      unitPrice: 100,
      lineTotal: 100,
      colour: null,
      size: null,
      variantGroup: null,
      imageId: null,
      productUrl: null,
    };
    const quantities = quantitiesByVariant([
      { ...line, entryNumber: 0, variantCode: "A", quantity: 2 },
      { ...line, entryNumber: 1, variantCode: "B", quantity: 1 },
      { ...line, entryNumber: 2, variantCode: "A", quantity: 3 },
    ]);
    expect(Object.fromEntries(quantities)).toEqual({ A: 5, B: 1 });
  });
});
