import { describe, expect, it } from "vitest";
import { budgetFor, parsePerformanceBudget, readPerformanceBudget } from "./performance-budget.ts";

describe("the performance budget", () => {
  const budget = readPerformanceBudget();

  it("gives each of the six measured pages its own budget", () => {
    expect(budgetFor(budget, "/uk/")).toEqual({ page: "home", javascriptKB: 130, fonts: 8 });
    expect(budgetFor(budget, "/uk/Bedroom/Bed-Linen/c/Duvet-Covers").page).toBe("listing");
    expect(budgetFor(budget, "/uk/Towels/p/P10000001").page).toBe("product");
    expect(budgetFor(budget, "/uk/bag")).toEqual({ page: "bag", javascriptKB: 160, fonts: 12 });
    expect(budgetFor(budget, "/uk/checkout/secure").page).toBe("checkout");
    expect(budgetFor(budget, "/uk/checkout/orderConfirmation/10000042").page).toBe("order confirmation");
  });

  it("holds any other page to the budget for other pages", () => {
    expect(budgetFor(budget, "/uk/magazine/some-article")).toEqual({
      page: "other page",
      javascriptKB: budget.otherPages.javascriptKB,
    });
  });

  it("refuses a file that is not a budget", () => {
    expect(() => parsePerformanceBudget({ pages: [] })).toThrow(/performance-budget\.json is invalid/);
    expect(() =>
      parsePerformanceBudget({
        performance: { calibratedScore: 95, totalBlockingTimeMs: 200 },
        pages: [{ page: "home", path: "(", javascriptKB: 130 }],
        otherPages: { javascriptKB: 130 },
      }),
    ).toThrow(/not a regular expression/);
  });
});
