import { describe, expect, it } from "vitest";
import { NOW, promotion } from "../pricing/pricing-fixtures.ts";
import { applyRefusal } from "./promotion-rules.ts";

const BAG = { currency: "GBP", subtotal: 10_000, now: NOW };
const welcome = promotion({ code: "WELCOME10" });
const tenOff = promotion({
  code: "TENOFF75",
  kind: "amountOff",
  value: 1000,
  currency: "GBP",
  threshold: 7500,
});
const freeDelivery = promotion({ code: "FREEDEL", kind: "freeStandardDelivery", value: 0, stackable: true });
const lapsed = promotion({ code: "SUMMER15", endsAt: "2025-09-01T00:00:00.000Z" });

describe("whether a code may join the codes on a cart", () => {
  it("lets a code join an empty cart, and a code that combines join one that does not", () => {
    expect(applyRefusal(welcome, [], BAG)).toBeNull();
    expect(applyRefusal(freeDelivery, [welcome], BAG)).toBeNull();
    expect(applyRefusal(welcome, [freeDelivery], BAG)).toBeNull();
  });

  it("refuses a second code that cannot be combined, naming the one on the cart", () => {
    expect(applyRefusal(tenOff, [freeDelivery, welcome], BAG)).toEqual({
      ok: false,
      reason: "notCombinable",
      otherCode: "WELCOME10",
    });
  });

  it("counts a lapsed code on the cart as the one that cannot be combined, until the shopper removes it", () => {
    expect(applyRefusal(welcome, [lapsed], BAG)).toMatchObject({
      reason: "notCombinable",
      otherCode: "SUMMER15",
    });
  });

  it("says a code is already applied before anything else about it", () => {
    expect(applyRefusal(tenOff, [tenOff], { ...BAG, subtotal: 100 })).toEqual({
      ok: false,
      reason: "alreadyApplied",
    });
  });

  it("says what the code itself lacks before what the other codes forbid", () => {
    expect(applyRefusal(tenOff, [welcome], { ...BAG, subtotal: 7499 })).toEqual({
      ok: false,
      reason: "belowThreshold",
      threshold: { amount: 7500, currency: "GBP" },
    });
    expect(applyRefusal(lapsed, [welcome], BAG)).toEqual({ ok: false, reason: "expired" });
  });
});
