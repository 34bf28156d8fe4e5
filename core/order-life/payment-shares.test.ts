import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineShares, spreadProportionally, unitsAmount } from "./payment-shares.ts";

describe("each line's share of what was paid", () => {
  it("spreads an order's discount over its lines in proportion to their prices, to the penny", () => {
    // £30 + £10 with £4 off: the lines paid £27 and £9.
    expect(spreadProportionally(3600, [3000, 1000])).toEqual([2700, 900]);
    // Pennies left by rounding go to the largest remainders, ties to the earlier line.
    expect(spreadProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadProportionally(10, [0, 0])).toEqual([5, 5]);
  });

  it("splits each line's share between the gift cards and the way of paying", () => {
    expect(
      lineShares(
        [
          { entryNumber: 0, lineTotal: 3000 },
          { entryNumber: 1, lineTotal: 1000 },
        ],
        { giftCards: 1000, payment: 2600 },
      ),
    ).toEqual([
      { entryNumber: 0, share: 2700, giftCardShare: 750, paymentShare: 1950 },
      { entryNumber: 1, share: 900, giftCardShare: 250, paymentShare: 650 },
    ]);
  });

  it("always adds up: shares to the amount paid, gift-card shares to what the cards paid", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (totals, giftCards, payment) => {
          const shares = lineShares(
            totals.map((lineTotal, entryNumber) => ({ entryNumber, lineTotal })),
            { giftCards, payment },
          );
          const sum = (pick: (share: (typeof shares)[number]) => number) =>
            shares.reduce((total, share) => total + pick(share), 0);
          expect(sum((share) => share.share)).toBe(giftCards + payment);
          expect(sum((share) => share.giftCardShare)).toBe(giftCards);
          expect(sum((share) => share.paymentShare)).toBe(payment);
          for (const share of shares) expect(share.paymentShare).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("takes a line a unit at a time and still adds up to its share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 8 }),
        (share, steps) => {
          const quantity = steps.reduce((a, b) => a + b, 0);
          let from = 0;
          let taken = 0;
          for (const count of steps) {
            taken += unitsAmount(share, quantity, from, count);
            from += count;
          }
          expect(taken).toBe(share);
        },
      ),
    );
  });
});
