import { describe, expect, it } from "vitest";
import { dayLabelKey, dayLabels, formatDay, priceLabelKey, priceLabels } from "./intl-labels.ts";

describe("Intl labels", () => {
  it("labels every amount once, was-prices included, in the locale", () => {
    const labels = priceLabels(
      [
        { amount: 7500, wasAmount: 9000, currency: "GBP" },
        { amount: 7500, wasAmount: null, currency: "GBP" },
        null,
        { amount: 4550, currency: "GBP" },
      ],
      "en-GB",
    );
    expect(labels).toEqual({
      [priceLabelKey({ amount: 7500, currency: "GBP" })]: "£75",
      [priceLabelKey({ amount: 9000, currency: "GBP" })]: "£90",
      [priceLabelKey({ amount: 4550, currency: "GBP" })]: "£45.50",
    });
  });

  it("keeps currencies apart", () => {
    const labels = priceLabels([{ amount: 1000, currency: "USD" }], "en-GB");
    expect(labels[priceLabelKey({ amount: 1000, currency: "GBP" })]).toBeUndefined();
    expect(labels[priceLabelKey({ amount: 1000, currency: "USD" })]).toBe("US$10");
  });

  it("writes the UTC day of a timestamp or a date, in each version's locale", () => {
    const posted = "2026-03-03T23:30:00.000Z";
    expect(dayLabels([posted, null, "2026-12-01"], "en-GB")).toEqual({
      [dayLabelKey(posted)]: "3 March 2026",
      [dayLabelKey("2026-12-01")]: "1 December 2026",
    });
    expect(formatDay(posted, "en-US")).toBe("March 3, 2026");
    expect(dayLabelKey(posted)).toBe(dayLabelKey("2026-03-03"));
  });

  it("keeps prices and dates apart, so one page's tables merge", () => {
    expect(priceLabelKey({ amount: 20260303, currency: "GBP" })).not.toBe(dayLabelKey("2026-03-03"));
  });
});
