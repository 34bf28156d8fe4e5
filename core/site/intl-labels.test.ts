import { describe, expect, it } from "vitest";
import { formatReviewDate } from "../catalogue/review-summary.ts";
import { priceLabelKey, priceLabels, reviewDateKey, reviewDateLabels } from "./intl-labels.ts";

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

  it("writes review days as the review card does, in each version's locale", () => {
    const createdAt = "2026-03-03T23:30:00.000Z";
    expect(reviewDateLabels([{ createdAt }], "en-GB")).toEqual({
      [reviewDateKey(createdAt)]: "3 March 2026",
    });
    expect(reviewDateLabels([{ createdAt }], "en-US")[reviewDateKey(createdAt)]).toBe(
      formatReviewDate(createdAt, "en-US"),
    );
    expect(formatReviewDate(createdAt, "en-US")).toBe("March 3, 2026");
  });

  it("keeps prices and dates apart, so one page's tables merge", () => {
    expect(priceLabelKey({ amount: 1, currency: "GBP" })).not.toBe(reviewDateKey("1"));
  });
});
