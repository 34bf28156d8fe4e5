import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencySymbol, formatMoney, money, toDecimalString, toMajorUnits } from "./money.ts";

describe("money", () => {
  it("formats in the version's locale, dropping decimals on whole amounts", () => {
    expect(formatMoney(money(4500, "GBP"), "en-GB")).toBe("£45");
    expect(formatMoney(money(4550, "GBP"), "en-GB")).toBe("£45.50");
    expect(formatMoney(money(12900, "USD"), "en-US")).toBe("$129");
    expect(formatMoney(money(9995, "EUR"), "en-GB")).toBe("€99.95");
  });

  it("gives the sign each version's locale writes for its currencies", () => {
    expect(currencySymbol("GBP", "en-GB")).toBe("£");
    expect(currencySymbol("USD", "en-US")).toBe("$");
    expect(currencySymbol("EUR", "en-GB")).toBe("€");
    expect(currencySymbol("USD", "en-GB")).toBe("US$");
  });

  it("refuses fractions of a minor unit", () => {
    expect(() => money(10.5, "GBP")).toThrow(RangeError);
  });

  it("gives analytics values rounded to two decimals for any amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        const major = toMajorUnits(money(amount, "GBP"));
        expect(major).toBe(amount / 100);
        expect(Math.round(major * 100)).toBe(amount);
      }),
    );
  });

  it("writes structured-data prices with the currency's own digits", () => {
    expect(toDecimalString(money(1250, "GBP"))).toBe("12.50");
    expect(toDecimalString(money(4000, "USD"))).toBe("40.00");
    expect(toDecimalString(money(500, "JPY"))).toBe("500");
  });
});
