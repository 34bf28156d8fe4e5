import { describe, expect, it } from "vitest";
import { priceCart } from "./price-cart.ts";
import { line, NOW, pricingInput, promotion } from "./pricing-fixtures.ts";
import { spreadDiscount } from "./spread-discount.ts";

describe("priceCart without promotions", () => {
  it("adds up the lines, the charges and the standard delivery", () => {
    const priced = priceCart(
      pricingInput({ lines: [line(0, 1200, 2), line(1, 850)], charges: [{ code: "GIFTB", amount: 200 }] }),
    );
    expect(priced.lines).toEqual([
      { entryNumber: 0, gross: 2400, discount: 0, net: 2400 },
      { entryNumber: 1, gross: 850, discount: 0, net: 850 },
    ]);
    expect(priced.subtotal).toBe(3250);
    expect(priced.chargesTotal).toBe(200);
    expect(priced.delivery).toEqual({ charge: 495, free: false, freeBy: null });
    expect(priced.total).toBe(3250 + 200 + 495);
  });

  it("charges nothing for delivery of an empty bag and does not nudge towards free delivery", () => {
    const priced = priceCart(pricingInput());
    expect(priced.delivery).toEqual({ charge: 0, free: false, freeBy: null });
    expect(priced.freeDeliveryRemaining).toBeNull();
    expect(priced.total).toBe(0);
  });

  it("makes standard delivery free once the lines reach the threshold", () => {
    const priced = priceCart(pricingInput({ lines: [line(0, 5000)] }));
    expect(priced.delivery).toEqual({ charge: 0, free: true, freeBy: "threshold" });
    expect(priced.freeDeliveryRemaining).toBeNull();
    expect(priced.total).toBe(5000);
  });

  it("says how much more the lines need for free delivery", () => {
    const priced = priceCart(pricingInput({ lines: [line(0, 3800)] }));
    expect(priced.freeDeliveryRemaining).toBe(1200);
  });

  it("has no free-delivery nudge where the currency has no threshold", () => {
    const priced = priceCart(
      pricingInput({ lines: [line(0, 99_000)], delivery: { standardCharge: 800, freeThreshold: null } }),
    );
    expect(priced.delivery).toEqual({ charge: 800, free: false, freeBy: null });
    expect(priced.freeDeliveryRemaining).toBeNull();
  });
});

describe("priceCart with promotions", () => {
  it("takes a percentage off the lines", () => {
    const priced = priceCart(
      pricingInput({ lines: [line(0, 4000)], promotions: [promotion({ code: "SAVE10" })] }),
    );
    expect(priced.discounts).toEqual([{ code: "SAVE10", description: "SAVE10 description", amount: 400 }]);
    expect(priced.totalDiscount).toBe(400);
    expect(priced.lines[0]).toEqual({ entryNumber: 0, gross: 4000, discount: 400, net: 3600 });
  });

  it("rounds half a penny of a percentage up", () => {
    const priced = priceCart(
      pricingInput({ lines: [line(0, 1005)], promotions: [promotion({ code: "SAVE10", value: 10 })] }),
    );
    expect(priced.totalDiscount).toBe(101);
  });

  it("takes an amount off the lines, never more than the lines", () => {
    const tenOff = promotion({ code: "TENOFF", kind: "amountOff", value: 1000, currency: "GBP" });
    expect(priceCart(pricingInput({ lines: [line(0, 2500)], promotions: [tenOff] })).totalDiscount).toBe(
      1000,
    );
    const small = priceCart(pricingInput({ lines: [line(0, 600)], promotions: [tenOff] }));
    expect(small.totalDiscount).toBe(600);
    expect(small.lines[0]?.net).toBe(0);
    expect(small.total).toBe(495);
  });

  it("spreads a discount over the lines in proportion, the shares adding up exactly", () => {
    const priced = priceCart(
      pricingInput({
        lines: [line(0, 1000), line(1, 1000), line(2, 1000)],
        promotions: [promotion({ code: "TENOFF", kind: "amountOff", value: 1000, currency: "GBP" })],
      }),
    );
    expect(priced.lines.map((l) => l.discount)).toEqual([334, 333, 333]);
    expect(priced.lines.reduce((sum, l) => sum + l.discount, 0)).toBe(1000);
  });

  it("applies each discount to what the ones before it left, in the order applied", () => {
    const priced = priceCart(
      pricingInput({
        lines: [line(0, 10_000)],
        promotions: [
          promotion({ code: "TENOFF", kind: "amountOff", value: 1000, currency: "GBP", stackable: true }),
          promotion({ code: "SAVE10", value: 10 }),
        ],
      }),
    );
    expect(priced.discounts.map((d) => d.amount)).toEqual([1000, 900]);
    expect(priced.total).toBe(10_000 - 1900);
  });

  it("never takes the total below the charges and delivery", () => {
    const priced = priceCart(
      pricingInput({
        lines: [line(0, 1000)],
        charges: [{ code: "GIFTB", amount: 200 }],
        promotions: [
          promotion({ code: "ALL", value: 100, stackable: true }),
          promotion({ code: "MORE", kind: "amountOff", value: 5000, stackable: true }),
        ],
      }),
    );
    expect(priced.totalDiscount).toBe(1000);
    expect(priced.discounts.map((d) => d.amount)).toEqual([1000, 0]);
    expect(priced.total).toBe(200 + 495);
  });

  it("makes standard delivery free with a free-delivery code", () => {
    const priced = priceCart(
      pricingInput({
        lines: [line(0, 1000)],
        promotions: [promotion({ code: "FREEDEL", kind: "freeStandardDelivery", value: 0, stackable: true })],
      }),
    );
    expect(priced.delivery).toEqual({ charge: 0, free: true, freeBy: "promotion" });
    expect(priced.discounts).toEqual([{ code: "FREEDEL", description: "FREEDEL description", amount: 0 }]);
    expect(priced.freeDeliveryRemaining).toBeNull();
    expect(priced.total).toBe(1000);
  });

  it("measures the free-delivery threshold after discounts", () => {
    const priced = priceCart(
      pricingInput({ lines: [line(0, 5000)], promotions: [promotion({ code: "SAVE10", value: 10 })] }),
    );
    expect(priced.delivery.free).toBe(false);
    expect(priced.freeDeliveryRemaining).toBe(500);
    expect(priced.total).toBe(4500 + 495);
  });
});

describe("priceCart with promotions that do not count", () => {
  const inactiveReason = (p: ReturnType<typeof promotion>, lines = [line(0, 10_000)]) =>
    priceCart(pricingInput({ lines, promotions: [p] })).inactivePromotions;

  it("reports a code that has not started yet", () => {
    expect(inactiveReason(promotion({ code: "LATER", startsAt: "2099-03-01T00:00:00.000Z" }))).toEqual([
      { code: "LATER", reason: "notYetValid" },
    ]);
  });

  it("counts a code from the instant it starts until the instant it ends", () => {
    const starting = promotion({ code: "NOW", startsAt: NOW.toISOString() });
    expect(inactiveReason(starting)).toEqual([]);
    const ending = promotion({ code: "GONE", endsAt: NOW.toISOString() });
    expect(inactiveReason(ending)).toEqual([{ code: "GONE", reason: "expired" }]);
  });

  it("reports a code in another currency", () => {
    const dollars = promotion({ code: "USTEN", kind: "amountOff", value: 1000, currency: "USD" });
    const priced = priceCart(pricingInput({ lines: [line(0, 10_000)], promotions: [dollars] }));
    expect(priced.inactivePromotions).toEqual([{ code: "USTEN", reason: "notApplicable" }]);
    expect(priced.totalDiscount).toBe(0);
  });

  it("reports a code whose threshold the lines no longer reach", () => {
    const tenOffSeventyFive = promotion({
      code: "TENOFF75",
      kind: "amountOff",
      value: 1000,
      currency: "GBP",
      threshold: 7500,
    });
    expect(inactiveReason(tenOffSeventyFive, [line(0, 7499)])).toEqual([
      { code: "TENOFF75", reason: "belowThreshold" },
    ]);
    expect(inactiveReason(tenOffSeventyFive, [line(0, 7500)])).toEqual([]);
  });

  it("reports codes in an empty bag", () => {
    expect(inactiveReason(promotion({ code: "SAVE10" }), [])).toEqual([
      { code: "SAVE10", reason: "emptyBag" },
    ]);
  });

  it("lets only the first non-stackable code count, beside any stackable ones", () => {
    const priced = priceCart(
      pricingInput({
        lines: [line(0, 10_000)],
        promotions: [
          promotion({ code: "FIRST", value: 10 }),
          promotion({ code: "FREEDEL", kind: "freeStandardDelivery", value: 0, stackable: true }),
          promotion({ code: "SECOND", value: 20 }),
        ],
      }),
    );
    expect(priced.discounts.map((d) => d.code)).toEqual(["FIRST", "FREEDEL"]);
    expect(priced.inactivePromotions).toEqual([{ code: "SECOND", reason: "notCombinable" }]);
  });

  it("lets the next non-stackable code count when the first no longer qualifies", () => {
    const priced = priceCart(
      pricingInput({
        lines: [line(0, 10_000)],
        promotions: [
          promotion({ code: "OLD", endsAt: "2025-09-01T00:00:00.000Z" }),
          promotion({ code: "SECOND", value: 20 }),
        ],
      }),
    );
    expect(priced.discounts.map((d) => d.code)).toEqual(["SECOND"]);
    expect(priced.inactivePromotions).toEqual([{ code: "OLD", reason: "expired" }]);
  });

  it("prices a code listed twice once", () => {
    const save = promotion({ code: "SAVE10", stackable: true });
    const priced = priceCart(pricingInput({ lines: [line(0, 1000)], promotions: [save, save] }));
    expect(priced.totalDiscount).toBe(100);
    expect(priced.inactivePromotions).toEqual([{ code: "SAVE10", reason: "alreadyApplied" }]);
  });
});

describe("spreadDiscount", () => {
  it("gives the units left over to the largest remainders, the earlier line on a tie", () => {
    expect(spreadDiscount(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(spreadDiscount(10, [50, 30, 20])).toEqual([5, 3, 2]);
    expect(spreadDiscount(7, [10, 25, 0, 5])).toEqual([2, 4, 0, 1]);
  });

  it("takes everything when the discount is the whole of the lines", () => {
    expect(spreadDiscount(35, [10, 25])).toEqual([10, 25]);
  });

  it("stays exact where amount × line passes the safe integer range", () => {
    const lines = [9_000_000_000_001, 9_000_000_000_000];
    const shares = spreadDiscount(9_000_000_000_000, lines);
    expect(shares[0]! + shares[1]!).toBe(9_000_000_000_000);
  });

  it("refuses to spread more than the lines are worth", () => {
    expect(() => spreadDiscount(11, [5, 5])).toThrow(RangeError);
  });
});
