import { describe, expect, it } from "vitest";
import { readListingAddress } from "./listing-address.ts";
import { correctOutOfRange } from "./listing-range.ts";
import { emptySearchQuery, searchQueryString } from "./search-query.ts";

// Decision 035 (issue 24 point 13): a listing page corrects a stale or edited address instead of refusing it.
const read = (search: string) => readListingAddress(new URLSearchParams(search));

describe("readListingAddress", () => {
  it("reads a good address whole, ignoring nothing", () => {
    const address = read("text=towel&sort=price-asc&page=2&colour=White&priceMax=40&utm_source=mail");
    expect(address).toMatchObject({ kind: "read", ignored: [] });
    if (address.kind !== "read") return;
    expect(searchQueryString(address.query)).toBe(
      "?text=towel&colour=White&priceMax=40&sort=price-asc&page=2",
    );
  });

  it.each([
    ["sort=bogus", "sort", ""],
    ["text=towel&page=0", "page", "?text=towel"],
    ["page=two", "page", ""],
    ["rating=7&newIn=true", "rating", "?newIn=true"],
    ["layout=triple", "layout", ""],
    ["price=cheap&price=25-50", "price", "?price=25-50"],
    ["colour=&colour=White", "colour", "?colour=White"],
    ["priceMin=80&priceMax=20", "priceMin", "?priceMax=20"],
  ])("ignores what %s cannot mean", (search, field, kept) => {
    const address = read(search);
    expect(address.kind).toBe("read");
    if (address.kind !== "read") return;
    expect(address.ignored).toEqual([field]);
    expect(searchQueryString(address.query)).toBe(kept);
  });

  it("refuses a search text it cannot run", () => {
    expect(read(`text=${"a".repeat(101)}`)).toEqual({ kind: "refused", reason: "textTooLong" });
  });
});

describe("correctOutOfRange", () => {
  const listing = { bounds: { min: 5, max: 1735 }, total: 100, pageSize: 24 };

  it("leaves a query in range alone", () => {
    expect(correctOutOfRange({ ...emptySearchQuery("cotton"), page: 5, priceMax: 1735 }, listing)).toBeNull();
  });

  it("takes a page past the last to the last", () => {
    expect(correctOutOfRange({ ...emptySearchQuery(), page: 999_999 }, listing)?.page).toBe(5);
    expect(correctOutOfRange({ ...emptySearchQuery(), page: 2 }, { ...listing, total: 0 })?.page).toBe(1);
  });

  it("leaves out a price bound above the listing's prices, before judging the page", () => {
    const corrected = correctOutOfRange({ ...emptySearchQuery(), priceMax: 5000, page: 999 }, listing);
    expect(corrected).toMatchObject({ priceMax: null, page: 999 });
    expect(correctOutOfRange({ ...emptySearchQuery(), priceMin: 2000 }, listing)).toMatchObject({
      priceMin: null,
    });
  });
});
