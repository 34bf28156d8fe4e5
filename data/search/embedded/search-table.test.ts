import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRICE_BANDS, priceBandIndex } from "../../../core/search/price-ranges.ts";
import { priceBoundsBetween, priceSliderBounds } from "../../../core/search/price-slider.ts";
import type { SearchCategory, SearchCurrency, SearchDocument } from "../../../core/search/search-document.ts";
import { type SearchQuery, SORT_CODES } from "../../../core/search/search-query.ts";
import { sortDocuments } from "../../../core/search/sorts.ts";
import { testDocument } from "../../../core/search/test-documents.ts";
import {
  andInto,
  bitsIn,
  bitsOf,
  clearBit,
  countAnd,
  countBits,
  createBitset,
  hasBit,
  orInto,
  resized,
  setBit,
} from "./bitset.ts";
import { filterAndCount } from "./facet-counts.ts";
import { priceRangeIn } from "./price-bounds.ts";
import { SearchTable } from "./search-table.ts";
import { bestMatches, orderSlots } from "./slot-order.ts";

describe("bitsets", () => {
  it("sets, clears, counts and lists bits across words", () => {
    const set = createBitset(100);
    expect(set).toHaveLength(4);
    for (const bit of [0, 31, 32, 63, 99]) setBit(set, bit);
    clearBit(set, 63);
    expect([hasBit(set, 31), hasBit(set, 63), hasBit(set, 99), hasBit(set, 98)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(countBits(set)).toBe(4);
    expect(Array.from(bitsOf(set))).toEqual([0, 31, 32, 99]);
    expect(bitsIn(0xffffffff)).toBe(32);
    expect(bitsIn(0x80000001)).toBe(2);
  });

  it("intersects, unites and counts intersections like sets do", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 199 })),
        fc.uniqueArray(fc.integer({ min: 0, max: 99 })),
        (a, b) => {
          const sa = createBitset(200);
          const sb = createBitset(100);
          for (const bit of a) setBit(sa, bit);
          for (const bit of b) setBit(sb, bit);
          const both = a.filter((bit) => b.includes(bit)).sort((x, y) => x - y);
          expect(countAnd(sa, sb)).toBe(both.length);
          expect(Array.from(bitsOf(andInto(sa.slice(), sb)))).toEqual(both);
          const either = [...new Set([...a, ...b])].sort((x, y) => x - y);
          expect(Array.from(bitsOf(orInto(sa.slice(), sb)))).toEqual(either);
          expect(Array.from(bitsOf(resized(sb, 300)))).toEqual([...b].sort((x, y) => x - y));
        },
      ),
    );
  });
});

// Random products over a few values, so filters and ties overlap.
const COLOURS = ["White", "Sage", "Navy", "Lilac"];
const SIZES = ["S", "M", "L", "Double"];
const CATEGORIES = ["Bathroom", "Towels", "Bath-Mats", "Bedroom"];
const documentArbitrary = fc.record({
  colours: fc.subarray(COLOURS, { minLength: 1 }),
  sizes: fc.subarray(SIZES, { minLength: 1 }),
  categoryCodes: fc.subarray(CATEGORIES, { minLength: 1 }),
  gbp: fc.constantFrom(900, 2500, 2999, 5000, 12000, 20000, 25000),
  was: fc.option(fc.constant(40000), { nil: undefined }),
  isNew: fc.boolean(),
  rating: fc.option(fc.constantFrom(2.5, 3, 3.4, 4, 4.8), { nil: null }),
  reviewCount: fc.constantFrom(0, 1, 7),
  createdAt: fc.constantFrom(1, 2, 3),
  soldOut: fc.boolean(),
});
const documentsArbitrary = fc.array(documentArbitrary, { maxLength: 40 }).map((list) =>
  list.map(({ soldOut, ...d }, i) =>
    testDocument({
      ...d,
      code: `P${(i * 7919) % 1000}`.padEnd(5, "x"),
      stock: {
        stockLevelStatus: soldOut ? "outOfStock" : "inStock",
        soldOut,
        notifyMe: false,
        preOrder: false,
      },
    }),
  ),
);
const queryArbitrary = fc
  .record({
    category: fc.subarray([...CATEGORIES, "Nope"]),
    colour: fc.subarray([...COLOURS, "Teal"]),
    size: fc.subarray(SIZES),
    price: fc.subarray([...PRICE_BANDS.map((b) => b.code), "999-"]),
    rating: fc.constantFrom(null, 3, 4),
    newIn: fc.boolean(),
    sale: fc.boolean(),
    priceMin: fc.option(fc.constantFrom(0, 25, 50), { nil: null }),
    priceMax: fc.option(fc.constantFrom(30, 120, 400), { nil: null }),
  })
  .map(
    ({ priceMin, priceMax, ...filters }): SearchQuery => ({
      text: "",
      sort: "relevance",
      page: 1,
      filters,
      priceMin,
      priceMax,
      layout: "double",
      view: "base",
    }),
  );

const category = (code: string, position: number): SearchCategory => ({
  code,
  name: code,
  parentCode: null,
  path: `c/${code}`,
  depth: 0,
  position,
  description: "",
  isVisible: true,
});
const context = {
  currency: "GBP" as const,
  locale: "en-GB",
  facetCategories: [category("Towels", 0), category("Bath-Mats", 1), category("Bedroom", 2)],
};

/**
 * Facet counts the plain way, one product at a time (how facets.ts counted before it used
 * bitsets): a product counts towards a facet's value when it passes every other filter.
 */
function countOneByOne(docs: readonly SearchDocument[], query: SearchQuery) {
  const f = query.filters;
  const passes = (doc: SearchDocument, skip: string) => {
    const amount = doc.fromPrice.GBP.amount;
    return (
      (skip === "category" ||
        f.category.length === 0 ||
        doc.categoryCodes.some((c) => f.category.includes(c))) &&
      (skip === "colour" || f.colour.length === 0 || doc.colours.some((c) => f.colour.includes(c))) &&
      (skip === "size" || f.size.length === 0 || doc.sizes.some((s) => f.size.includes(s))) &&
      (skip === "price" ||
        f.price.length === 0 ||
        f.price.includes(PRICE_BANDS[priceBandIndex(amount)]!.code)) &&
      (skip === "rating" || f.rating === null || (doc.rating ?? 0) >= f.rating) &&
      (skip === "newIn" || !f.newIn || doc.isNew) &&
      (skip === "sale" || !f.sale || doc.onSale) &&
      (query.priceMin === null || amount >= query.priceMin * 100) &&
      (query.priceMax === null || amount <= query.priceMax * 100)
    );
  };
  const counts: Record<string, Record<string, number>> = {};
  const add = (facet: string, value: string) => {
    counts[facet] ??= {};
    counts[facet][value] = (counts[facet][value] ?? 0) + 1;
  };
  for (const doc of docs) {
    if (passes(doc, "category"))
      for (const c of doc.categoryCodes)
        if (context.facetCategories.some((fc) => fc.code === c)) add("category", c);
    if (passes(doc, "colour")) for (const c of doc.colours) add("colour", c);
    if (passes(doc, "size")) for (const s of doc.sizes) add("size", s);
    if (passes(doc, "price")) add("price", PRICE_BANDS[priceBandIndex(doc.fromPrice.GBP.amount)]!.code);
    if (passes(doc, "rating")) for (const r of [4, 3]) if ((doc.rating ?? 0) >= r) add("rating", String(r));
    if (passes(doc, "newIn") && doc.isNew) add("newIn", "true");
    if (passes(doc, "sale") && doc.onSale) add("sale", "true");
  }
  // Chosen values stay listed with a count of 0 so they can be removed.
  const keep = (facet: string, value: string) => {
    counts[facet] ??= {};
    counts[facet][value] ??= 0;
  };
  for (const facet of ["category", "colour", "size", "price"] as const)
    for (const value of f[facet]) keep(facet, value);
  if (f.rating !== null) keep("rating", String(f.rating));
  if (f.newIn) keep("newIn", "true");
  if (f.sale) keep("sale", "true");
  return { matched: docs.filter((doc) => passes(doc, "")).map((d) => d.code), counts };
}

describe("facets over bitsets", () => {
  it("filter and count as counting product by product does", () => {
    fc.assert(
      fc.property(documentsArbitrary, queryArbitrary, (docs, query) => {
        const expected = countOneByOne(docs, query);
        const result = filterAndCount(docs, query, context);
        expect(result.matched.map((d) => d.code)).toEqual(expected.matched);
        const counts = Object.fromEntries(
          result.facets.map((facet) => [
            facet.code,
            Object.fromEntries(facet.values.map((v) => [v.code, v.count])),
          ]),
        );
        expect(counts).toEqual(expected.counts);
      }),
      { numRuns: 300 },
    );
  });

  it("count only the products in scope", () => {
    const docs = [
      testDocument({ code: "A", colours: ["White"] }),
      testDocument({ code: "B", colours: ["Sage"] }),
      testDocument({ code: "C", colours: ["Sage"], gbp: 9000 }),
    ];
    const table = new SearchTable(docs);
    const scope = createBitset(table.capacity);
    setBit(scope, table.slotOf("B")!);
    setBit(scope, table.slotOf("C")!);
    expect(priceBoundsBetween(priceRangeIn(table, scope, "GBP"))).toEqual(
      priceSliderBounds(docs.slice(1), "GBP"),
    );
  });
});

describe("search table", () => {
  const doc = testDocument({
    code: "A",
    name: "Spa Towel",
    description: "Soft.",
    keywords: "towel bath",
    colours: ["White", "Sage"],
    sizes: ["Hand Towel", "Bath Towel"],
    gbp: 1500,
    was: 2000,
    isNew: true,
    rating: 4.5,
    reviewCount: 3,
    createdAt: 1_700_000_000_000,
    priceVaries: true,
    swatches: [
      {
        code: "A-white",
        name: "White",
        hex: "#fff",
        images: [{ id: "A-white-1", width: 2000, height: 2000, alt: "Spa Towel in White" }],
        variants: [
          {
            code: "A01",
            size: "Hand Towel",
            groupCode: null,
            status: "LowInStockAtVariant",
            notifyMe: false,
          },
          { code: "A02", size: "Bath Towel", groupCode: "G1", status: "outOfStock", notifyMe: true },
        ],
      },
    ],
  });

  it("gives a product back as it was added", () => {
    const table = new SearchTable([doc, testDocument({ code: "B" })]);
    expect(table.document(table.slotOf("A")!)).toEqual(doc);
    expect(table.document(table.slotOf("B")!)).toEqual(testDocument({ code: "B" }));
  });

  it("keeps sets and orders in step as products are removed, replaced and added", () => {
    fc.assert(
      fc.property(documentsArbitrary, documentsArbitrary, fc.array(fc.nat()), (first, second, drops) => {
        const table = new SearchTable(first);
        for (const sort of SORT_CODES) table.order(sort, "USD");
        table.order("code", "GBP");
        const held = new Map(first.map((d) => [d.code, d]));
        for (const drop of drops) {
          const code = first[drop % Math.max(1, first.length)]?.code;
          if (code && held.delete(code)) table.remove(code);
        }
        // Same codes as the first list: some replace held products, some come back after removal.
        for (const d of second) {
          table.add(d);
          held.set(d.code, d);
        }
        const fresh = new SearchTable(held.values());
        const codes = (t: SearchTable, slots: Iterable<number>) => Array.from(slots, (slot) => t.codes[slot]);
        for (const sort of SORT_CODES)
          expect(codes(table, table.order(sort, "USD")), sort).toEqual(
            codes(fresh, fresh.order(sort, "USD")),
          );
        expect(codes(table, table.order("code", "GBP"))).toEqual([...held.keys()].sort());
        expect(table.size).toBe(held.size);
        for (const colour of COLOURS)
          expect(codes(table, bitsOf(table.colourValues().get(colour) ?? createBitset(0))).sort()).toEqual(
            [...held.values()]
              .filter((d) => d.colours.includes(colour))
              .map((d) => d.code)
              .sort(),
          );
        for (const code of CATEGORIES)
          expect(codes(table, bitsOf(table.inCategory(code) ?? createBitset(0))).sort()).toEqual(
            [...held.values()]
              .filter((d) => d.categoryCodes.includes(code))
              .map((d) => d.code)
              .sort(),
          );
        for (const d of held.values()) expect(table.document(table.slotOf(d.code)!)).toEqual(d);
      }),
      { numRuns: 200 },
    );
  });
});

describe("sorting slots", () => {
  const currencies: SearchCurrency[] = ["GBP", "USD", "EUR"];

  it("orders matched products as sortDocuments does, for every sort and currency", () => {
    fc.assert(
      fc.property(documentsArbitrary, fc.array(fc.boolean(), { maxLength: 40 }), (docs, picks) => {
        const table = new SearchTable(docs);
        const matched = createBitset(table.capacity);
        const chosen = docs.filter((_, i) => picks[i] ?? true);
        for (const d of chosen) setBit(matched, table.slotOf(d.code)!);
        for (const sort of SORT_CODES)
          for (const currency of currencies)
            expect(
              Array.from(orderSlots(table, matched, sort, currency, null), (s) => table.codes[s]),
            ).toEqual(sortDocuments([...chosen], sort, currency, null).map((d) => d.code));
      }),
      { numRuns: 200 },
    );
  });

  it("orders text matches by score as sortDocuments does, sold-out last and ties by code", () => {
    fc.assert(
      fc.property(
        documentsArbitrary,
        fc.array(fc.constantFrom(0.5, 1.25, 1.25000001, 3, 7), { maxLength: 40 }),
        (docs, scores) => {
          const table = new SearchTable(docs);
          const text = {
            slots: Int32Array.from(docs, (d) => table.slotOf(d.code)!),
            scores: Float64Array.from(docs, (_, i) => scores[i] ?? 2),
          };
          const byCode = new Map(docs.map((d, i) => [d.code, text.scores[i]!]));
          const matched = createBitset(table.capacity);
          docs.forEach((d, i) => {
            if (i % 4 !== 3) setBit(matched, table.slotOf(d.code)!);
          });
          const chosen = docs.filter((_, i) => i % 4 !== 3);
          expect(
            Array.from(orderSlots(table, matched, "relevance", "GBP", text), (s) => table.codes[s]),
          ).toEqual(sortDocuments([...chosen], "relevance", "GBP", byCode).map((d) => d.code));
          const best = [...docs]
            .map((d, i) => ({ code: d.code, score: text.scores[i]! }))
            .sort((a, b) => b.score - a.score || (a.code < b.code ? -1 : 1))
            .slice(0, 3)
            .map((m) => m.code);
          expect(Array.from(bestMatches(text, table, 3), (s) => table.codes[s])).toEqual(best);
        },
      ),
      { numRuns: 200 },
    );
  });
});
