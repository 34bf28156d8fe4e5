import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lowestPrice, sumPrices } from "./pricing.ts";

const gbp = (amount: number, wasAmount: number | null = null) => ({ amount, wasAmount, currency: "GBP" });

describe("sumPrices", () => {
  it("adds each line's price times its quantity, in minor units", () => {
    expect(
      sumPrices([
        { price: gbp(5000), quantity: 1 },
        { price: gbp(2500), quantity: 2 },
      ]),
    ).toEqual(gbp(10000));
  });

  it("gives a was-price when any line is reduced, counting unreduced lines at their price", () => {
    expect(
      sumPrices([
        { price: gbp(4000, 5000), quantity: 2 },
        { price: gbp(3000), quantity: 1 },
      ]),
    ).toEqual(gbp(11000, 13000));
  });

  it("has no total when a line has no price or there are no lines", () => {
    expect(
      sumPrices([
        { price: gbp(100), quantity: 1 },
        { price: null, quantity: 1 },
      ]),
    ).toBeNull();
    expect(sumPrices([])).toBeNull();
  });

  it("keeps the first line's currency and works on prices without one (search documents)", () => {
    expect(sumPrices([{ price: { amount: 700, wasAmount: null }, quantity: 3 }])).toEqual({
      amount: 2100,
      wasAmount: null,
    });
  });

  it("never gives a fraction of a penny and never a was-price below the price", () => {
    const line = fc.record({
      price: fc.record({
        amount: fc.integer({ min: 0, max: 1_000_000 }),
        wasAmount: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
      }),
      quantity: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
        const valid = lines.map((l) => ({
          ...l,
          price: {
            ...l.price,
            wasAmount: l.price.wasAmount === null ? null : l.price.amount + l.price.wasAmount,
          },
        }));
        const total = sumPrices(valid);
        expect(Number.isInteger(total?.amount)).toBe(true);
        if (total?.wasAmount != null) expect(total.wasAmount).toBeGreaterThanOrEqual(total.amount);
      }),
    );
  });
});

describe("lowestPrice", () => {
  it("gives the lowest price and says whether the prices differ", () => {
    expect(lowestPrice([gbp(3000), gbp(2000), gbp(2500)])).toEqual({ price: gbp(2000), varies: true });
    expect(lowestPrice([gbp(2000), gbp(2000)])).toEqual({ price: gbp(2000), varies: false });
  });

  it("ignores unknown prices and has none when no price is known", () => {
    expect(lowestPrice([null, gbp(900)])).toEqual({ price: gbp(900), varies: false });
    expect(lowestPrice([null])).toEqual({ price: null, varies: false });
  });

  it("keeps the first of equal lowest prices (its was-price is the one shown)", () => {
    expect(lowestPrice([gbp(900, 1200), gbp(900)]).price).toEqual(gbp(900, 1200));
  });
});
