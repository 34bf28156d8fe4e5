import { describe, expect, it } from "vitest";
import { isDomainError } from "../errors/domain-error.ts";
import { buildFacets } from "./facets.ts";
import { paginate } from "./pagination.ts";
import { presets } from "./presets.ts";
import { PRICE_SLIDER_HEADROOM, priceSlider, priceSliderBounds } from "./price-slider.ts";
import { emptySearchQuery, type SearchQuery, searchQueryString } from "./search-query.ts";
import { parseSearchQuery } from "./search-query-schema.ts";
import { compareSizes } from "./size-order.ts";
import { sortDocuments } from "./sorts.ts";
import { facetTestDocuments, testCategory, testDocument } from "./test-documents.ts";

const category = testCategory;
const docs = facetTestDocuments;

const query = (params: string): SearchQuery => parseSearchQuery(new URLSearchParams(params));

describe("facets from a provider's counts", () => {
  const counts = () => ({
    category: new Map([
      ["Bath-Mats", 2],
      ["Towels", 5],
    ]),
    colour: new Map([
      ["Sage", 1],
      ["White", 4],
      ["Navy", 4],
    ]),
    size: new Map([
      ["L", 1],
      ["S", 3],
    ]),
    price: new Map([
      ["50-100", 2],
      ["0-25", 1],
    ]),
    rating: new Map([["4", 2]]),
    newIn: new Map([["true", 1]]),
    sale: new Map<string, number>(),
  });
  const context = {
    currency: "GBP" as const,
    locale: "en-US",
    facetCategories: [category("Towels", "Bathroom", 0), category("Bath-Mats", "Bathroom", 1)],
  };

  it("names and orders the values, and leaves out facets without products", () => {
    const facets = buildFacets(counts(), query(""), context);
    expect(facets.map((f) => f.code)).toEqual(["category", "colour", "size", "price", "rating", "newIn"]);
    const values = (code: string) => facets.find((f) => f.code === code)?.values.map((v) => v.code);
    expect(values("category")).toEqual(["Towels", "Bath-Mats"]);
    expect(values("colour")).toEqual(["Navy", "White", "Sage"]);
    expect(values("size")).toEqual(["S", "L"]);
    expect(values("price")).toEqual(["0-25", "50-100"]);
    expect(facets.find((f) => f.code === "colour")?.name).toBe("Color");
  });

  it("keeps a chosen value without products at 0, without changing the provider's counts", () => {
    const given = counts();
    const facets = buildFacets(given, query("colour=Lilac&sale=true"), context);
    expect(facets.find((f) => f.code === "colour")?.values.find((v) => v.code === "Lilac")).toMatchObject({
      count: 0,
      selected: true,
      query: "?sale=true",
    });
    expect(facets.find((f) => f.code === "sale")?.values[0]).toMatchObject({ count: 0, selected: true });
    expect(given.colour.has("Lilac")).toBe(false);
  });
});

describe("facet values", () => {
  it("lists sizes in the order a shopper expects", () => {
    expect(["XL", "S", "Super King", "10", "M", "8", "Double"].sort(compareSizes)).toEqual([
      "S",
      "M",
      "XL",
      "Double",
      "Super King",
      "8",
      "10",
    ]);
  });
});

describe("sorts", () => {
  const codes = (sort: SearchQuery["sort"], scores: Map<string, number> | null = null) =>
    sortDocuments([...docs], sort, "GBP", scores).map((d) => d.code);

  it("orders by price both ways, newest and rating", () => {
    expect(codes("price-asc")).toEqual(["A", "B", "C", "D"]);
    expect(codes("price-desc")).toEqual(["D", "C", "B", "A"]);
    expect(codes("newest")[0]).toBe("D");
    expect(codes("rating").slice(0, 2)).toEqual(["A", "B"]);
  });

  it("orders by text score under relevance, sold-out products last", () => {
    const soldOut = testDocument({
      code: "E",
      stock: { stockLevelStatus: "outOfStock", soldOut: true, notifyMe: false, preOrder: false },
    });
    const scores = new Map([
      ["E", 99],
      ["D", 5],
      ["A", 1],
    ]);
    expect(
      sortDocuments([docs[0]!, docs[3]!, soldOut], "relevance", "GBP", scores).map((d) => d.code),
    ).toEqual(["D", "A", "E"]);
  });

  it("sorts in the visitor's currency", () => {
    expect(sortDocuments([...docs], "price-asc", "USD", null)[0]?.code).toBe("A");
  });
});

describe("pagination", () => {
  it("numbers pages from 1 and reports the last one", () => {
    expect(paginate(49, 3, 24)).toMatchObject({ currentPage: 3, numberOfPages: 3, start: 48 });
    expect(paginate(48, 2, 24)).toMatchObject({ numberOfPages: 2, start: 24 });
  });

  it("has one page even with no results", () => {
    expect(paginate(0, 1, 24)).toMatchObject({ numberOfPages: 1, totalNumberOfResults: 0, start: 0 });
  });

  it("refuses a page past the last one", () => {
    expect(() => paginate(24, 2, 24)).toThrow(/page 2 does not exist: there is 1 page/);
    try {
      paginate(50, 9, 24);
    } catch (error) {
      expect(isDomainError(error) && error.kind).toBe("invalid");
    }
  });

  it("refuses page 0 and non-numbers when reading the query", () => {
    expect(() => query("page=0")).toThrow(/page must be 1 or more/);
    expect(() => query("page=-1")).toThrow(/page must be a whole number/);
    expect(() => query("page=1.5")).toThrow(/page must be a whole number/);
  });
});

describe("price slider", () => {
  it("spans the lowest to the top price plus 10, in whole units", () => {
    expect(priceSliderBounds(docs, "GBP")).toEqual({ min: 15, max: 250 + PRICE_SLIDER_HEADROOM });
    expect(priceSliderBounds([testDocument({ code: "X", gbp: 1999 })], "GBP")).toEqual({ min: 19, max: 30 });
  });

  it("defaults the value pair to the whole range", () => {
    expect(priceSlider({ min: 15, max: 260 }, null, null, "GBP").value).toEqual([15, 260]);
    expect(priceSlider({ min: 15, max: 260 }, 20, null, "GBP").value).toEqual([20, 260]);
  });

  it("refuses a maximum above the top price plus 10", () => {
    expect(() => priceSlider({ min: 15, max: 260 }, null, 261, "GBP")).toThrow(
      /priceMax must be at most 260/,
    );
  });

  it("refuses a minimum above the maximum", () => {
    expect(() => priceSlider({ min: 15, max: 260 }, 100, 50, "GBP")).toThrow(
      /priceMin must be at most priceMax/,
    );
    expect(() => query("priceMin=100&priceMax=50")).toThrow(/priceMin must be at most priceMax/);
  });

  it("has a small range for an empty listing", () => {
    expect(priceSliderBounds([], "GBP")).toEqual({ min: 0, max: 10 });
  });
});

describe("query string", () => {
  it("reads repeated facets, flags and defaults, ignoring unknown parameters", () => {
    const q = query("colour=Sage&colour=Sage&colour=Navy&newIn=true&utm_source=mail");
    expect(q.filters.colour).toEqual(["Sage", "Navy"]);
    expect(q.filters.newIn).toBe(true);
    expect(q).toMatchObject({ sort: "relevance", page: 1, layout: "double", view: "base" });
  });

  it("writes state back leaving defaults out, so the same state gives the same address", () => {
    const q = query("sort=price-asc&colour=Sage&layout=double&view=alternate&page=2");
    expect(searchQueryString(q)).toBe("?colour=Sage&sort=price-asc&view=alternate&page=2");
    expect(searchQueryString(query(searchQueryString(q).slice(1)))).toBe(searchQueryString(q));
  });

  it("names the bad parameter", () => {
    expect(() => query("sort=cheapest")).toThrow(/sort must be one of relevance, price-asc/);
    expect(() => query("view=zoom")).toThrow(/view must be base or alternate/);
  });
});

describe("presets", () => {
  it("offers new in and sale only when the listing has them, and clears a chosen preset", () => {
    expect(presets(emptySearchQuery(), { newIn: 0, sale: 2 }).map((p) => p.code)).toEqual([
      "sale",
      "topRated",
      "newest",
    ]);
    const chosen = presets(query("sale=true"), { newIn: 1, sale: 2 }).find((p) => p.code === "sale");
    expect(chosen).toMatchObject({ selected: true, query: "" });
  });
});
