import { describe, expect, it } from "vitest";
import { balanceColumns, boardColumns, visibleFilterCount } from "./board-layout.ts";
import type { ArticleCard, Aspect } from "./magazine-types.ts";
import { searchArticles } from "./search-articles.ts";
import { searchParamsSchema } from "./search-params.ts";

function card(slug: string, overrides: Partial<ArticleCard> = {}): ArticleCard {
  return {
    objectID: slug,
    slug,
    title: slug.replaceAll("-", " "),
    summary: "",
    category: "home",
    categoryName: "Home",
    catalogue: "twc-inspire-article-card",
    aspect: "landscape",
    aspectWeight: 0.75,
    author: "Ruth",
    publishedAt: "2025-01-01T00:00:00.000Z",
    readingMinutes: 3,
    tags: [],
    url: `/magazine/home/${slug}`,
    image: null,
    ...overrides,
  };
}

describe("board layout (spec 002 §9)", () => {
  it("uses 3, 2 and 1 columns by width", () => {
    expect(boardColumns(1280)).toBe(3);
    expect(boardColumns(1024)).toBe(3);
    expect(boardColumns(800)).toBe(2);
    expect(boardColumns(375)).toBe(1);
  });

  it("puts each card in the lightest column by aspect weight", () => {
    const aspects: Aspect[] = ["portrait", "landscape", "square", "landscape", "landscape"];
    const cards = aspects.map((aspect, i) => ({ aspect, i }));
    const columns = balanceColumns(cards, 3);
    // weights: col0 portrait 1.33; col1 landscape .75 → +landscape 1.5; col2 square 1 → +landscape 1.75
    expect(columns.map((column) => column.map((c) => c.i))).toEqual([[0], [1, 3], [2, 4]]);
    expect(balanceColumns(cards, 1)[0]).toHaveLength(5);
  });

  it("shows at most 5 filters, 3 on large and 2 on small mobile", () => {
    expect(visibleFilterCount(1280)).toBe(5);
    expect(visibleFilterCount(600)).toBe(3);
    expect(visibleFilterCount(375)).toBe(2);
  });
});

describe("article search (spec 002 §7)", () => {
  const cards = [
    card("linen-care", {
      title: "Caring for linen",
      category: "bedroom",
      publishedAt: "2025-03-01T00:00:00.000Z",
    }),
    card("winter-soup", {
      title: "A winter soup",
      category: "recipes",
      tags: ["winter"],
      publishedAt: "2025-02-01T00:00:00.000Z",
    }),
    card("winter-bed", {
      title: "A winter bed",
      category: "bedroom",
      summary: "linen layers",
      publishedAt: "2025-01-01T00:00:00.000Z",
    }),
  ];
  const search = (params: Record<string, unknown>) =>
    searchArticles(cards, searchParamsSchema.parse(params), "twc-inspire-article-card");

  it("returns newest first with the Algolia shape and 60 per page by default", () => {
    const result = search({});
    expect(result).toMatchObject({ nbHits: 3, page: 0, nbPages: 1, hitsPerPage: 60 });
    expect(result.hits.map((h) => h.slug)).toEqual(["linen-care", "winter-soup", "winter-bed"]);
  });

  it("filters by facet (AND across, OR within) and counts facets", () => {
    expect(search({ facetFilters: ["category:bedroom"] }).nbHits).toBe(2);
    expect(search({ facetFilters: [["category:bedroom", "category:recipes"]] }).nbHits).toBe(3);
    expect(search({ facetFilters: ["category:-bedroom"] }).hits.map((h) => h.slug)).toEqual(["winter-soup"]);
    expect(search({ facets: ["category"] }).facets).toEqual({ category: { bedroom: 2, recipes: 1 } });
  });

  it("matches every word by prefix and ranks title matches first", () => {
    expect(search({ query: "linen" }).hits.map((h) => h.slug)).toEqual(["linen-care", "winter-bed"]);
    expect(search({ query: "win bed" }).hits.map((h) => h.slug)).toEqual(["winter-bed"]);
    expect(search({ query: "linen", restrictSearchableAttributes: ["title"] }).nbHits).toBe(1);
  });

  it("drops words when nothing matches, as asked", () => {
    expect(search({ query: "winter zebra" }).nbHits).toBe(0);
    expect(search({ query: "winter zebra", removeWordsIfNoResults: "lastWords" })).toMatchObject({
      nbHits: 2,
      queryAfterRemoval: "winter",
    });
    expect(search({ query: "zebra linen", removeWordsIfNoResults: "firstWords" }).nbHits).toBe(2);
    expect(search({ query: "zebra soup", removeWordsIfNoResults: "allOptional" }).nbHits).toBe(1);
  });

  it("pages and trims fields", () => {
    const result = search({ hitsPerPage: 2, page: 1, responseFields: ["title"] });
    expect(result).toMatchObject({ nbPages: 2, page: 1 });
    expect(result.hits).toEqual([{ objectID: "winter-bed", title: "A winter bed" }]);
  });

  it("accepts the parameters as strings the way an Algolia client sends them", () => {
    const params = searchParamsSchema.parse({
      hitsPerPage: "5",
      facetFilters: '["category:home"]',
      facets: "category,tags",
      distinct: "1",
    });
    expect(params).toMatchObject({
      hitsPerPage: 5,
      facetFilters: ["category:home"],
      facets: ["category", "tags"],
      distinct: 1,
    });
  });

  it("rejects unknown or bad parameters", () => {
    expect(searchParamsSchema.safeParse({ hitsPerPage: 0 }).success).toBe(false);
    expect(searchParamsSchema.safeParse({ facetFilters: ["nocolon"] }).success).toBe(false);
    expect(searchParamsSchema.safeParse({ sortBy: "x" }).success).toBe(false);
  });
});
