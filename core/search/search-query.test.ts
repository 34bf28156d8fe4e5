import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSearchQuery, SEARCH_QUERY_FIELD_NAMES, type SearchQuery } from "./search-query.ts";
import { parseSearchQuery, searchQueryFields } from "./search-query-schema.ts";

/** Values near each rule's edges, and some that break it. */
const value = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "1",
    "0",
    "3",
    "4",
    "5",
    "12",
    "9999999",
    "12345678",
    "-1",
    "1.5",
    "true",
    "false",
    "TRUE",
    "relevance",
    "price-asc",
    "rating",
    "double",
    "single",
    "base",
    "alternate",
    "25-50",
    "200-",
    "-50",
    " Sage ",
    "Navy",
    "x".repeat(60),
    ` ${"x".repeat(60)} `,
    "x".repeat(61),
    "y".repeat(100),
    ` ${"y".repeat(100)} `,
    "y".repeat(101),
  ),
  fc.string({ maxLength: 8 }),
);
const key = fc.constantFrom(...SEARCH_QUERY_FIELD_NAMES, "utm_source");
const query = fc
  .array(fc.tuple(key, value), { maxLength: 12 })
  .chain((pairs) =>
    fc.oneof(
      fc.constant(pairs),
      // Now and then one facet repeated past its limit.
      fc.constant([
        ...pairs,
        ...Array.from({ length: 31 }, (_, i) => ["colour", `c${i}`] as [string, string]),
      ]),
    ),
  )
  .map((pairs) => new URLSearchParams(pairs.map(([k, v]) => [k, v])));

function strictly(params: URLSearchParams): SearchQuery | null {
  try {
    return parseSearchQuery(params);
  } catch {
    return null;
  }
}

describe("readSearchQuery, the listing's schema-free reader", () => {
  it("agrees with parseSearchQuery on every query: the same state, or refused by both", () => {
    fc.assert(
      fc.property(query, (params) => {
        expect(readSearchQuery(params)).toEqual(strictly(params));
      }),
      { numRuns: 1000 },
    );
  });

  it("lists the parameters the schema reads", () => {
    expect([...SEARCH_QUERY_FIELD_NAMES].sort()).toEqual(Object.keys(searchQueryFields).sort());
  });

  it("refuses a minimum price above the maximum, as the schema does", () => {
    const params = new URLSearchParams("priceMin=50&priceMax=20");
    expect(readSearchQuery(params)).toBeNull();
    expect(strictly(params)).toBeNull();
  });
});
