import { describe, expect, it } from "vitest";
import type { StockLevelStatus } from "../catalogue/stock-state.ts";
import { complementaryKindsOf } from "./complementary-kinds.ts";
import { type CandidateStock, pickRecommendations, STRIP_LIMIT } from "./recommendation-rules.ts";

function stockOf(entries: Record<string, StockLevelStatus[]>): CandidateStock {
  return new Map(
    Object.entries(entries).map(([code, statuses]) => [
      code,
      statuses.map((status) => ({ status, notifyMe: false })),
    ]),
  );
}

const inStock = (...codes: string[]) =>
  Object.fromEntries(codes.map((code) => [code, ["inStock"] as StockLevelStatus[]]));

describe("choosing a strip's products", () => {
  it("takes every product of a stronger signal before any of a weaker one", () => {
    const stock = stockOf(inStock("A", "B", "C", "D"));
    expect(
      pickRecommendations(
        [
          ["B", "A"],
          ["D", "C"],
        ],
        { stock, inStoreOnlyCountsAsSoldOut: false },
      ),
    ).toEqual(["B", "A", "D", "C"]);
  });

  it("never recommends a product that is sold out, whatever its signal", () => {
    const stock = stockOf({
      ...inStock("A"),
      SOLD: ["outOfStock", "outOfStock"],
      LOW: ["outOfStock", "LowInStockAtVariant"],
      PRE: ["InStockForBackOrder"],
    });
    expect(
      pickRecommendations(
        [
          ["SOLD", "A"],
          ["LOW", "PRE"],
        ],
        { stock, inStoreOnlyCountsAsSoldOut: false },
      ),
    ).toEqual(["A", "LOW", "PRE"]);
  });

  it("counts a product only in stores as sold out when the version says so", () => {
    const stock = stockOf({ STORE: ["inStockInStore", "outOfStock"] });
    expect(pickRecommendations([["STORE"]], { stock, inStoreOnlyCountsAsSoldOut: false })).toEqual(["STORE"]);
    expect(pickRecommendations([["STORE"]], { stock, inStoreOnlyCountsAsSoldOut: true })).toEqual([]);
  });

  it("leaves out a product whose stock is unknown: without variants it cannot be bought", () => {
    const stock = stockOf({ ...inStock("A"), EMPTY: [] });
    expect(
      pickRecommendations([["GONE", "EMPTY", "A"]], { stock, inStoreOnlyCountsAsSoldOut: false }),
    ).toEqual(["A"]);
  });

  it("shows each product once, though several signals name it", () => {
    const stock = stockOf(inStock("A", "B", "C"));
    expect(
      pickRecommendations(
        [
          ["A", "B", "A"],
          ["B", "C"],
        ],
        { stock, inStoreOnlyCountsAsSoldOut: false },
      ),
    ).toEqual(["A", "B", "C"]);
  });

  it("never recommends the product itself, nor what another strip already holds", () => {
    const stock = stockOf(inStock("SELF", "A", "B", "C"));
    expect(
      pickRecommendations([["SELF", "A", "B"], ["C"]], {
        stock,
        exclude: ["SELF", "B"],
        inStoreOnlyCountsAsSoldOut: false,
      }),
    ).toEqual(["A", "C"]);
  });

  it("stops at a strip's worth", () => {
    const codes = Array.from({ length: 20 }, (_, i) => `P${i}`);
    const stock = stockOf(inStock(...codes));
    expect(pickRecommendations([codes], { stock, inStoreOnlyCountsAsSoldOut: false })).toHaveLength(
      STRIP_LIMIT,
    );
  });
});

describe("complementary kinds", () => {
  it("pairs a duvet cover with pillowcases first", () => {
    expect(complementaryKindsOf("duvet-cover")[0]).toBe("pillowcase");
  });

  it("knows nothing of a kind outside the table, nor of an object's own keys", () => {
    expect(complementaryKindsOf("spaceship")).toEqual([]);
    expect(complementaryKindsOf("constructor")).toEqual([]);
  });
});
