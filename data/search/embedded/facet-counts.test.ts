import { describe, expect, it } from "vitest";
import { emptySearchQuery, type SearchQuery } from "../../../core/search/search-query.ts";
import { parseSearchQuery } from "../../../core/search/search-query-schema.ts";
import { facetTestDocuments, testCategory } from "../../../core/search/test-documents.ts";
import { filterAndCount } from "./facet-counts.ts";

const category = testCategory;
const docs = facetTestDocuments;

const context = {
  currency: "GBP" as const,
  locale: "en-GB",
  facetCategories: [category("Towels", "Bathroom", 0), category("Bath-Mats", "Bathroom", 1)],
};
const query = (params: string): SearchQuery => parseSearchQuery(new URLSearchParams(params));
const values = (result: ReturnType<typeof filterAndCount>, code: string) =>
  Object.fromEntries(result.facets.find((f) => f.code === code)?.values.map((v) => [v.code, v.count]) ?? []);

describe("facets", () => {
  it("counts every value over all products when nothing is chosen", () => {
    const result = filterAndCount(docs, emptySearchQuery(), context);
    expect(result.matched.map((d) => d.code)).toEqual(["A", "B", "C", "D"]);
    expect(values(result, "colour")).toEqual({ White: 2, Sage: 2, Navy: 1 });
    expect(values(result, "size")).toEqual({ S: 2, M: 2, L: 2 });
    expect(values(result, "category")).toEqual({ Towels: 3, "Bath-Mats": 1 });
    expect(values(result, "price")).toEqual({ "0-25": 1, "25-50": 1, "100-200": 1, "200-": 1 });
    expect(values(result, "newIn")).toEqual({ true: 1 });
    expect(values(result, "sale")).toEqual({ true: 1 });
    expect(values(result, "rating")).toEqual({ "4": 1, "3": 2 });
  });

  it("ORs values inside a facet and ANDs facets together", () => {
    const result = filterAndCount(docs, query("colour=White&colour=Navy&size=S"), context);
    expect(result.matched.map((d) => d.code)).toEqual(["A", "D"]);
  });

  it("counts a facet over the products that pass every other facet (disjunctive counts)", () => {
    const result = filterAndCount(docs, query("colour=Sage&size=L"), context);
    expect(result.matched.map((d) => d.code)).toEqual(["B"]);
    // Colours counted with only size=L applied: B (Sage) and C (Navy).
    expect(values(result, "colour")).toEqual({ Sage: 1, Navy: 1 });
    // Sizes counted with only colour=Sage applied: A (S, M) and B (M, L).
    expect(values(result, "size")).toEqual({ S: 1, M: 2, L: 1 });
  });

  it("keeps a chosen value that no longer matches, with a count of 0, so it can be removed", () => {
    const result = filterAndCount(docs, query("colour=Lilac"), context);
    expect(result.matched).toEqual([]);
    const lilac = result.facets.find((f) => f.code === "colour")?.values.find((v) => v.code === "Lilac");
    expect(lilac).toMatchObject({ count: 0, selected: true, query: "" });
  });

  it("gives each value the query string that toggles it, back on page 1", () => {
    const result = filterAndCount(docs, query("colour=Sage&page=2&sort=price-asc"), context);
    const colours = result.facets.find((f) => f.code === "colour")!.values;
    expect(colours.find((v) => v.code === "White")?.query).toBe("?colour=Sage&colour=White&sort=price-asc");
    expect(colours.find((v) => v.code === "Sage")?.query).toBe("?sort=price-asc");
  });

  it("filters by the price slider in whole major units, both ends included", () => {
    const result = filterAndCount(docs, query("priceMin=15&priceMax=120"), context);
    expect(result.matched.map((d) => d.code)).toEqual(["A", "B", "C"]);
  });
});
