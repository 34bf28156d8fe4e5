import { describe, expect, it } from "vitest";
import type { SearchDocument } from "../../core/search/search-document.ts";
import { testDocument } from "../../core/search/test-documents.ts";
import { type SetShell, setDocument } from "./set-documents.ts";

function shell(productType: "bundle" | "collection"): SetShell {
  const { fromPrice: _p, priceVaries: _v, onSale: _o, stock: _s, ...rest } = testDocument({ code: "S1" });
  return { ...rest, productType, colours: [], sizes: [], swatches: [...rest.swatches] };
}

const soldOut = (doc: SearchDocument): SearchDocument => ({
  ...doc,
  stock: { stockLevelStatus: "outOfStock", soldOut: true, notifyMe: false, preOrder: false },
});

describe("bundles and collections in listings", () => {
  it("prices a bundle as the sum of its entries times their quantities, with a was-price when any is reduced", () => {
    const doc = setDocument(shell("bundle"), [
      { doc: testDocument({ code: "A", gbp: 2000 }), quantity: 2 },
      { doc: testDocument({ code: "B", gbp: 1500, was: 2500 }), quantity: 1 },
    ]);
    expect(doc?.fromPrice.GBP).toEqual({ amount: 5500, wasAmount: 6500 });
    expect(doc?.fromPrice.USD.amount).toBe(2600 * 2 + 1950);
    expect(doc).toMatchObject({ priceVaries: true, onSale: true, productType: "bundle" });
  });

  it("sells a bundle out when any entry is, and leaves it out when an entry is missing", () => {
    const a = testDocument({ code: "A" });
    const b = testDocument({ code: "B" });
    expect(
      setDocument(shell("bundle"), [
        { doc: a, quantity: 1 },
        { doc: b, quantity: 1 },
      ])?.stock.soldOut,
    ).toBe(false);
    expect(
      setDocument(shell("bundle"), [
        { doc: a, quantity: 1 },
        { doc: soldOut(b), quantity: 1 },
      ])?.stock.soldOut,
    ).toBe(true);
    expect(
      setDocument(shell("bundle"), [
        { doc: a, quantity: 1 },
        { doc: undefined, quantity: 1 },
      ]),
    ).toBeUndefined();
  });

  it("starts a collection from its cheapest entry and sells it out only when every entry is", () => {
    const cheap = testDocument({ code: "A", gbp: 900, was: 1200 });
    const dear = testDocument({ code: "B", gbp: 4000 });
    const doc = setDocument(shell("collection"), [
      { doc: dear, quantity: 1 },
      { doc: soldOut(cheap), quantity: 1 },
      { doc: undefined, quantity: 1 },
    ]);
    expect(doc?.fromPrice.GBP).toEqual({ amount: 900, wasAmount: 1200 });
    expect(doc?.stock.soldOut).toBe(false);
    expect(setDocument(shell("collection"), [{ doc: soldOut(dear), quantity: 1 }])?.stock.soldOut).toBe(true);
    expect(setDocument(shell("collection"), [{ doc: undefined, quantity: 1 }])).toBeUndefined();
  });
});
