import { describe, expect, it } from "vitest";
import {
  addedToBagDisplay,
  addToBagErrorMessage,
  addToCartEvent,
  addToCartValue,
  shouldShowBagOverlay,
} from "./added-to-bag-rules.ts";

describe("shouldShowBagOverlay", () => {
  it("shows only with cart-added data and a count above 0 and below 30", () => {
    expect(shouldShowBagOverlay({ hasCartAddedData: true, count: 1 })).toBe(true);
    expect(shouldShowBagOverlay({ hasCartAddedData: true, count: 29 })).toBe(true);
    expect(shouldShowBagOverlay({ hasCartAddedData: true, count: 30 })).toBe(false);
    expect(shouldShowBagOverlay({ hasCartAddedData: true, count: 0 })).toBe(false);
    expect(shouldShowBagOverlay({ hasCartAddedData: false, count: 5 })).toBe(false);
  });
});

describe("addedToBagDisplay", () => {
  it("opens nothing on the bag view", () => {
    expect(addedToBagDisplay({ sideDrawer: true, isBagView: true })).toBe("none");
  });
  it("opens the side drawer when the toggle is on, else the small panel", () => {
    expect(addedToBagDisplay({ sideDrawer: true, isBagView: false })).toBe("sideDrawer");
    expect(addedToBagDisplay({ sideDrawer: false, isBagView: false })).toBe("panel");
  });
});

describe("addToCartEvent", () => {
  it("values the add at price times quantity rounded to 2 decimals", () => {
    expect(addToCartValue(19.99, 3)).toBe(59.97);
    expect(addToCartValue(0.1, 3)).toBe(0.3);
    expect(addToCartValue(33.335, 1)).toBe(33.34);
  });
  it("records value, currency, SKU, quantity and size", () => {
    expect(addToCartEvent({ price: 12.5, quantity: 2, currency: "GBP", sku: "P1", size: "King" })).toEqual({
      event: "Add to Cart",
      ecommerce: {
        value: 25,
        currency: "GBP",
        items: [{ item_id: "P1", item_variant: "King", price: 12.5, quantity: 2 }],
      },
    });
  });
});

describe("addToBagErrorMessage", () => {
  const fault = "We were unable to add this item due to a fault in our system. Please try again later.";
  it("treats the NOSTOCK flag as a system error", () => {
    expect(addToBagErrorMessage({ errorMessage: "NOSTOCK", cartPopupErrorMessage: "sold out" }, fault)).toBe(
      fault,
    );
  });
  it("shows the popup message for other errors, or the fault when there is none", () => {
    expect(
      addToBagErrorMessage({ errorMessage: "MAXQUANTITY", cartPopupErrorMessage: "Only 10" }, fault),
    ).toBe("Only 10");
    expect(addToBagErrorMessage({ errorMessage: "X", cartPopupErrorMessage: "" }, fault)).toBe(fault);
  });
});
