import { describe, expect, it } from "vitest";
import {
  countForm,
  fitLabel,
  REVIEWS_PAGE_SIZE,
  scaleLabel,
  summariseRatings,
  totalPages,
} from "./review-summary.ts";

describe("review rules (spec 002 §9)", () => {
  it("shows 9 reviews a page", () => {
    expect(REVIEWS_PAGE_SIZE).toBe(9);
    expect(totalPages(0, 9)).toBe(1);
    expect(totalPages(9, 9)).toBe(1);
    expect(totalPages(10, 9)).toBe(2);
  });

  it("uses the singular for one review and the plural otherwise", () => {
    expect(countForm(1)).toBe("one");
    expect(countForm(0)).toBe("other");
    expect(countForm(2)).toBe("other");
  });

  it("averages scores 1 to 5 to one decimal and ignores anything outside", () => {
    expect(summariseRatings([5, 4, 4])).toEqual({ count: 3, average: 4.3 });
    expect(summariseRatings([5, 0, 6])).toEqual({ count: 1, average: 5 });
    expect(summariseRatings([])).toEqual({ count: 0, average: 0 });
  });

  it("names the fit and design scales", () => {
    expect([1, 2, 3].map(fitLabel)).toEqual(["Snug", "True to size", "Loose"]);
    expect([1, 2, 3, 4, 5].map(scaleLabel)).toEqual(["Poor", "Average", "Good", "Very Good", "Excellent"]);
  });
});
