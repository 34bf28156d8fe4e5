import { describe, expect, it } from "vitest";
import type { StockLevelStatus } from "../catalogue/stock-state.ts";
import { toListingResult } from "./listing-result.ts";
import { testDocument } from "./test-documents.ts";

/** A product in two colours, its sizes in the given states; the doc's own stock counts in-store stock as stock. */
function productWith(white: StockLevelStatus[], navy: StockLevelStatus[], notifyMe = false) {
  const swatch = (colour: string, statuses: StockLevelStatus[]) => ({
    code: `P1-${colour}`,
    name: colour,
    hex: "#fff",
    images: [],
    variants: statuses.map((status, i) => ({
      code: `P1-${colour}-${i}`,
      size: `S${i}`,
      groupCode: null,
      status,
      notifyMe,
    })),
  });
  return testDocument({
    code: "P1",
    swatches: [swatch("White", white), swatch("Navy", navy)],
    stock: { stockLevelStatus: "inStockInStore", soldOut: false, notifyMe: false, preOrder: false },
  });
}

const options = { currency: "GBP" as const, locale: "en-GB", colours: [], category: () => undefined };

describe("listing results and in-store-only stock (spec 002 §4)", () => {
  it("counts in-store-only stock as stock unless the version's option is on", () => {
    const doc = productWith(["inStockInStore", "outOfStock"], ["inStockInStore"]);
    const off = toListingResult(doc, options);
    expect(off.stock.soldOut).toBe(false);
    expect(off.sizes.map((s) => s.soldOut)).toEqual([false, true]);

    const on = toListingResult(doc, { ...options, inStoreOnlyCountsAsSoldOut: true });
    expect(on.stock.soldOut).toBe(true);
    expect(on.sizes.map((s) => s.soldOut)).toEqual([true, true]);
  });

  it("looks at every colour, and offers notify-me only when sold out", () => {
    const another = productWith(["inStockInStore"], ["inStock"], true);
    const result = toListingResult(another, { ...options, inStoreOnlyCountsAsSoldOut: true });
    expect(result.stock.soldOut).toBe(false);
    expect(result.stock.notifyMe).toBe(false);

    const none = toListingResult(productWith(["inStockInStore"], ["outOfStock"], true), {
      ...options,
      inStoreOnlyCountsAsSoldOut: true,
    });
    expect(none.stock).toMatchObject({ soldOut: true, notifyMe: true });
  });
});
