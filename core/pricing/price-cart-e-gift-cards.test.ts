import { describe, expect, it } from "vitest";
import { priceCart } from "./price-cart.ts";
import { line, pricingInput } from "./pricing-fixtures.ts";

// E-gift cards are e-mailed: a bag of them only is charged no delivery; a posted card or a product is.

describe("delivery of a bag of gift cards", () => {
  it("charges no delivery for e-gift cards only, and no nudge towards free delivery", () => {
    const priced = priceCart(pricingInput({ lines: [{ ...line(0, 2500), productCode: "ECARD" }] }));
    expect(priced.delivery).toEqual({ charge: 0, free: false, freeBy: null });
    expect(priced.freeDeliveryRemaining).toBeNull();
    expect(priced.total).toBe(2500);
  });

  it("charges delivery once a posted card or a product is in the bag", () => {
    const priced = priceCart(
      pricingInput({
        lines: [
          { ...line(0, 2500), productCode: "ECARD" },
          { ...line(1, 1000), productCode: "GCARD" },
        ],
      }),
    );
    expect(priced.delivery).toEqual({ charge: 495, free: false, freeBy: null });
  });
});
