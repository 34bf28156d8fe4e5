import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isDomainError } from "../../core/errors/domain-error.ts";
import { parseSearchQuery } from "../../core/search/search-query-schema.ts";
import type { ListingResponse, ListingScope } from "../../core/search/search-service.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { createSearch, type SearchProviderName } from "../../server/search.ts";

// One contract for every search provider (docs/decisions/011-search-provider.md): the embedded one
// on SQLite and PostgreSQL, the PostgreSQL one on PostgreSQL.
const dialect = inject("dialect");
const providers: SearchProviderName[] = dialect === "postgres" ? ["embedded", "postgres"] : ["embedded"];

type Stack = ReturnType<typeof createSearch>;

async function openStack(name: SearchProviderName): Promise<{ database: DatabaseHandle; stack: Stack }> {
  const database = openDatabase(inject("databaseUrl"), { poolSize: 3 });
  const stack = createSearch(database, name);
  await stack.search.ready;
  return { database, stack };
}

const list = (stack: Stack, scope: ListingScope, params: string, currency: "GBP" | "USD" = "GBP") =>
  stack.search.listing({
    scope,
    query: parseSearchQuery(new URLSearchParams(params)),
    currency,
    locale: currency === "GBP" ? "en-GB" : "en-US",
  });
const search: ListingScope = { kind: "search" };
const bedroom: ListingScope = { kind: "category", categoryCode: "Bedroom" };
const facetCounts = (listing: ListingResponse, code: string) =>
  Object.fromEntries(listing.facets.find((f) => f.code === code)?.values.map((v) => [v.code, v.count]) ?? []);

describe.each(providers)("the %s search provider", (name) => {
  let database: DatabaseHandle;
  let stack: Stack;
  beforeAll(async () => {
    ({ database, stack } = await openStack(name));
  });
  afterAll(async () => {
    await stack.catalogueChanged.close();
    await database.close();
  });

  it("says when it is ready", () => {
    expect(stack.search.isReady()).toBe(true);
  });

  it("matches text by whole words and by their start, best matches first", async () => {
    const towel = await list(stack, search, "text=towel");
    expect(towel.pagination.totalNumberOfResults).toBeGreaterThan(10);
    expect(towel.results[0]?.name).toMatch(/towel/i);
    const prefix = await list(stack, search, "text=tow");
    expect(prefix.pagination.totalNumberOfResults).toBeGreaterThanOrEqual(
      towel.pagination.totalNumberOfResults,
    );
    const both = await list(stack, search, "text=white+towel");
    expect(both.pagination.totalNumberOfResults).toBeGreaterThan(0);
    expect(both.pagination.totalNumberOfResults).toBeLessThan(towel.pagination.totalNumberOfResults);
    expect((await list(stack, search, "text=zzqxv")).pagination.totalNumberOfResults).toBe(0);
  });

  it("finds what a shopper meant despite a typo", async () => {
    const typo = await list(stack, search, "text=cashmre");
    expect(typo.pagination.totalNumberOfResults).toBeGreaterThan(0);
    expect(typo.results[0]?.name).toMatch(/cashmere/i);
  });

  it("filters by facets: OR within one, AND across them, within the listing's category", async () => {
    const white = await list(stack, bedroom, "colour=White");
    const all = await list(stack, bedroom, "");
    expect(white.pagination.totalNumberOfResults).toBe(facetCounts(all, "colour").White);
    for (const item of white.results) expect(item.swatches.map((s) => s.name)).toContain("White");
    const either = await list(stack, bedroom, "colour=White&colour=Ivory");
    expect(either.pagination.totalNumberOfResults).toBeGreaterThanOrEqual(
      white.pagination.totalNumberOfResults,
    );
    const narrowed = await list(stack, bedroom, "colour=White&size=Double");
    expect(narrowed.pagination.totalNumberOfResults).toBe(facetCounts(white, "size").Double);
    const slider = await list(stack, bedroom, "priceMin=20&priceMax=60");
    for (const item of slider.results) expect(item.price.value).toBeGreaterThanOrEqual(2000);
    for (const item of slider.results) expect(item.price.value).toBeLessThanOrEqual(6000);
  });

  it("counts each facet over the products that pass every other filter", async () => {
    const all = await list(stack, bedroom, "");
    const white = await list(stack, bedroom, "colour=White");
    // Choosing a colour leaves the colour counts as they were, and narrows every other facet.
    expect(facetCounts(white, "colour")).toEqual(facetCounts(all, "colour"));
    const sizes = facetCounts(white, "size");
    for (const [size, count] of Object.entries(sizes))
      expect(count).toBeLessThanOrEqual(facetCounts(all, "size")[size] ?? 0);
    const categories = facetCounts(all, "category");
    expect(Object.values(categories).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(
      all.pagination.totalNumberOfResults,
    );
    const bands = facetCounts(all, "price");
    expect(Object.values(bands).reduce((a, b) => a + b, 0)).toBe(all.pagination.totalNumberOfResults);
    const sale = await list(stack, bedroom, "sale=true");
    expect(sale.pagination.totalNumberOfResults).toBe(facetCounts(all, "sale").true);
    for (const item of sale.results) expect(item.onSale).toBe(true);
  });

  it("sorts by price both ways, by rating, and puts sold-out products last under relevance", async () => {
    const values = async (params: string, currency: "GBP" | "USD" = "GBP") =>
      (await list(stack, bedroom, params, currency)).results;
    const ascending = (await values("sort=price-asc", "USD")).map((r) => r.price.value);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await values("sort=price-desc")).map((r) => r.price.value);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const rated = (await values("sort=rating")).map((r) => r.rating ?? 0);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const relevance = await list(stack, search, "text=towel");
    const last = relevance.pagination.numberOfPages;
    const lastPage = await list(stack, search, `text=towel&page=${last}`);
    const soldOut = [...relevance.results, ...lastPage.results].map((r) => r.stock.soldOut);
    expect(soldOut).toEqual([...soldOut].sort((a, b) => Number(a) - Number(b)));
  });

  it("pages through one ordered result set and refuses a page past the last", async () => {
    const first = await list(stack, bedroom, "sort=price-asc");
    const second = await list(stack, bedroom, "sort=price-asc&page=2");
    expect(first.results).toHaveLength(24);
    const codes = new Set(first.results.map((r) => r.code));
    expect(second.results.some((r) => codes.has(r.code))).toBe(false);
    expect(second.results[0]!.price.value).toBeGreaterThanOrEqual(first.results.at(-1)!.price.value);
    const pages = first.pagination.numberOfPages;
    const error = await list(stack, bedroom, `page=${pages + 1}`).catch((e: unknown) => e);
    expect(isDomainError(error) && error.kind).toBe("invalid");
  });

  it("suggests related terms, categories and products as a shopper types, typos included", async () => {
    const typed = await stack.search.suggest("tow");
    expect(typed.related.length).toBeGreaterThan(0);
    expect(typed.related.length).toBeLessThanOrEqual(7);
    for (const term of typed.related) {
      expect(term.term.split(" ").some((word) => word.startsWith("tow"))).toBe(true);
      expect(term.count).toBeGreaterThan(0);
    }
    const counts = typed.related.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(typed.categories.map((c) => c.category.code)).toContain("Towels");
    expect(typed.products.length).toBe(3);
    const typo = await stack.search.suggest("cashmre");
    expect(typo.products.length).toBeGreaterThan(0);
    expect(typo.products[0]?.name).toMatch(/cashmere/i);
  });

  it("shows a stock or price change through the stock service in listings and suggestions", async () => {
    const product = await changeableProduct(database, name === "postgres" ? 1 : 0);
    const find = async () => {
      for (let page = 1; page <= 20; page++) {
        const listing = await list(
          stack,
          search,
          `text=${encodeURIComponent(product.name)}&sort=price-asc&page=${page}`,
        );
        const hit = listing.results.find((r) => r.code === product.code);
        if (hit || page >= listing.pagination.numberOfPages) return hit;
      }
      return undefined;
    };
    expect((await find())?.stock.soldOut).toBe(false);
    const before = await database.db
      .selectFrom("variants")
      .innerJoin("prices", "prices.variantCode", "variants.code")
      .select(["variants.code", "variants.stockLevel", "prices.amount", "prices.wasAmount"])
      .where("variants.productCode", "=", product.code)
      .where("prices.currency", "=", "GBP")
      .execute();
    try {
      for (const variant of before) await stack.stock.setStockLevel(variant.code, 0);
      const soldOut = await find();
      expect(soldOut?.stock.soldOut).toBe(true);
      expect(soldOut?.sizes.every((s) => s.soldOut)).toBe(true);
      for (const variant of before)
        await stack.stock.setPrice(variant.code, "GBP", { amount: 123_400, wasAmount: null });
      expect((await find())?.price.value).toBe(123_400);
      const suggested = await stack.search.suggest(product.name);
      expect(suggested.products.find((p) => p.code === product.code)?.fromPrice.GBP.amount).toBe(123_400);
    } finally {
      for (const variant of before) {
        await stack.stock.setStockLevel(variant.code, variant.stockLevel);
        await stack.stock.setPrice(variant.code, "GBP", {
          amount: variant.amount,
          wasAmount: variant.wasAmount,
        });
      }
    }
    expect((await find())?.stock.soldOut).toBe(false);
  });
});

// Both read the same catalogue: without text (whose ranking and typo tolerance differ by engine)
// they must answer the very same listing.
if (dialect === "postgres")
  describe("both providers on one PostgreSQL database", () => {
    it("answer category listings alike: results, facets, sorts, slider and paging", async () => {
      const embedded = await openStack("embedded");
      const postgres = await openStack("postgres");
      try {
        for (const [scope, params] of [
          [bedroom, ""],
          [bedroom, "colour=White&sort=price-desc"],
          [{ kind: "category", categoryCode: "Towels" }, "size=Bath+Towel&page=1"],
          [{ kind: "category", categoryCode: "Gifts" }, "price=25-50&price=200-&sort=newest"],
          [{ kind: "category", categoryCode: "Duvet-Covers" }, "rating=4&sort=rating&page=2"],
          [{ kind: "category", categoryCode: "Sale" }, "priceMin=10&priceMax=80&newIn=false"],
        ] as const) {
          const a = await list(embedded.stack, scope, params);
          const b = await list(postgres.stack, scope, params);
          expect({ ...b, responseId: "" }, `${JSON.stringify(scope)} ${params}`).toEqual({
            ...a,
            responseId: "",
          });
        }
      } finally {
        for (const { stack, database } of [embedded, postgres]) {
          await stack.catalogueChanged.close();
          await database.close();
        }
      }
    });
  });

/**
 * A product whose sizes are all sold online, in stock, listed alone under its name: the `skip`-th
 * from the end of the catalogue, away from the products other test files change.
 */
async function changeableProduct(database: DatabaseHandle, skip: number) {
  const rows = await database.db
    .selectFrom("products")
    .innerJoin("variants", "variants.productCode", "products.code")
    .select(["products.code", "products.name"])
    .where("products.productType", "=", "standard")
    .groupBy(["products.code", "products.name"])
    .having((eb) => eb.fn.count("variants.code"), ">", 0)
    .having((eb) => eb.fn.min("variants.stockLevel"), ">", 5)
    .having((eb) => eb.fn.count("variants.code").filterWhere("variants.availability", "!=", "online"), "=", 0)
    .orderBy("products.code", "desc")
    .limit(skip + 1)
    .execute();
  const product = rows[skip];
  if (!product) throw new Error("the seed has no product sold online only");
  return product;
}
