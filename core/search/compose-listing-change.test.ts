import { describe, expect, it } from "vitest";
import { composeListingChange } from "./compose-listing-change.ts";

// Issue 17: "pick a colour, then change the sort before the filtered results arrive" ended on all products.
describe("composeListingChange", () => {
  it("is the target when nothing else was asked for", () => {
    expect(composeListingChange("", "?sort=price-asc", "")).toBe("?sort=price-asc");
    expect(composeListingChange("?colour=Sage", "?colour=Sage&colour=Navy", "?colour=Sage")).toBe(
      "?colour=Sage&colour=Navy",
    );
  });

  it("keeps a colour still loading when the sort changes", () => {
    expect(composeListingChange("", "?sort=price-asc", "?colour=Sage")).toBe("?colour=Sage&sort=price-asc");
  });

  it("adds and removes facet values on top of the latest request", () => {
    expect(composeListingChange("", "?colour=Navy", "?colour=Sage")).toBe("?colour=Sage&colour=Navy");
    expect(composeListingChange("?colour=Sage", "", "?colour=Sage&size=Bath+Towel")).toBe("?size=Bath+Towel");
    expect(composeListingChange("", "?rating=4", "?sale=true")).toBe("?rating=4&sale=true");
  });

  it("goes back to page 1 when the results change, and keeps the page for layout and view", () => {
    expect(composeListingChange("?page=2", "?sort=newest", "?page=2&colour=Sage")).toBe(
      "?colour=Sage&sort=newest",
    );
    expect(composeListingChange("?page=2", "?page=2&layout=single", "?page=3")).toBe("?layout=single&page=3");
    expect(composeListingChange("", "?page=2", "?sort=newest")).toBe("?sort=newest&page=2");
  });

  it("keeps the search text and takes a new price range", () => {
    expect(
      composeListingChange("?text=towel", "?text=towel&priceMin=10&priceMax=40", "?text=towel&sale=true"),
    ).toBe("?text=towel&sale=true&priceMin=10&priceMax=40");
  });

  it("leaves a target it cannot read as it is", () => {
    expect(composeListingChange("", "?sort=cheapest", "?colour=Sage")).toBe("?sort=cheapest");
  });
});
