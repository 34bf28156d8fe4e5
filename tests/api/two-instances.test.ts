import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ListingResponse } from "../../core/search/search-service.ts";
import type { SuggestionsResponse } from "../../core/search/suggestion-json.ts";
import { createTestApp } from "../setup/api-app.ts";

// Issue 12: several instances on one database agree. A stock or price change made through one
// instance reaches every instance's listings and suggestions (PostgreSQL LISTEN/NOTIFY; on SQLite,
// one process, the writer's own instance refreshes directly), and an instance takes no traffic
// before its search index is built.

type Instance = Awaited<ReturnType<typeof createTestApp>>;
const PROPAGATION_MS = 2000;

const getJson = async <T>(instance: Instance, path: string): Promise<T> => {
  const response = await instance.app.request(`http://localhost${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};
const suggestedCodes = async (instance: Instance, term: string) =>
  (
    await getJson<SuggestionsResponse>(instance, `/uk/search/autocomplete?term=${encodeURIComponent(term)}`)
  ).suggestionGroups
    .find((g) => g.name === "products")
    ?.suggestions.map((p) => ("p_code" in p ? p.p_code : ""));
const suggestedPrice = async (instance: Instance, term: string, code: string) => {
  const body = await getJson<SuggestionsResponse>(
    instance,
    `/uk/search/autocomplete?term=${encodeURIComponent(term)}`,
  );
  const products = body.suggestionGroups.find((g) => g.name === "products");
  const hit = products?.name === "products" ? products.suggestions.find((p) => p.p_code === code) : undefined;
  return hit?.gbp;
};
const listed = async (instance: Instance, name: string, code: string) => {
  const text = encodeURIComponent(name);
  for (let page = 1; page <= 20; page++) {
    const body = await getJson<ListingResponse>(
      instance,
      `/uk/async/search/search?text=${text}&sort=price-asc&page=${page}`,
    );
    const hit = body.results.find((r) => r.code === code);
    if (hit || page >= body.pagination.numberOfPages) return hit;
  }
  return undefined;
};

/** Milliseconds until `check` holds, asking again as soon as each answer is in; fails past the limit. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return performance.now() - started;
}

describe("a fresh instance", () => {
  it("answers /healthz 503 until its search index is ready, then 200", async () => {
    const instance = await createTestApp({ waitForSearch: false });
    try {
      const early = await instance.app.request("http://localhost/healthz");
      expect(early.status).toBe(503);
      expect(await early.json()).toMatchObject({ status: "starting", search: "building" });
      await instance.services.search.ready;
      const ready = await instance.app.request("http://localhost/healthz");
      expect(ready.status).toBe(200);
    } finally {
      await instance.close();
    }
  });
});

describe(`instances on one ${inject("dialect") === "postgres" ? "PostgreSQL" : "SQLite"} database`, () => {
  let writer: Instance;
  let reader: Instance;
  beforeAll(async () => {
    writer = await createTestApp();
    // On SQLite there is one process: the writer's own instance is the one that must follow.
    reader = inject("dialect") === "postgres" ? await createTestApp() : writer;
  });
  afterAll(async () => {
    if (reader !== writer) await reader.close();
    await writer.close();
  });

  it("shows a stock change made through one instance in the other's listings and suggestions within 2 s", async () => {
    const db = writer.database.db;
    const term = "towels";
    // The first product suggested for a busy term, sold online only: selling it out drops it from the
    // term's suggestions (sold-out products go last) and marks it sold out in listings.
    const suggested = (await suggestedCodes(reader, term)) ?? [];
    let chosen: { code: string; name: string } | undefined;
    for (const code of suggested) {
      const variants = await db
        .selectFrom("variants")
        .select("availability")
        .where("productCode", "=", code)
        .execute();
      if (variants.length > 0 && variants.every((v) => v.availability === "online")) {
        chosen = await db
          .selectFrom("products")
          .select(["code", "name"])
          .where("code", "=", code)
          .executeTakeFirstOrThrow();
        break;
      }
    }
    expect(chosen, `a product sold online among ${suggested.join(", ")}`).toBeDefined();
    const product = chosen!;
    expect((await listed(reader, product.name, product.code))?.stock.soldOut).toBe(false);
    const variants = await db
      .selectFrom("variants")
      .innerJoin("prices", "prices.variantCode", "variants.code")
      .select(["variants.code", "variants.stockLevel", "prices.amount", "prices.wasAmount"])
      .where("variants.productCode", "=", product.code)
      .where("prices.currency", "=", "GBP")
      .execute();
    try {
      // Every size sold out in one change (as an order would), so the instances are told once.
      const started = performance.now();
      await writer.services.stock.setStockLevels(
        variants.map((v) => ({ variantCode: v.code, stockLevel: 0 })),
      );
      const written = performance.now();
      const listing = await within(
        PROPAGATION_MS,
        async () => (await listed(reader, product.name, product.code))?.stock.soldOut === true,
      );
      const suggestion = await within(
        PROPAGATION_MS,
        async () => !(await suggestedCodes(reader, term))?.includes(product.code),
      );
      console.info(
        `stock change (${inject("dialect")}): written in ${(written - started).toFixed(0)} ms, seen by ${reader === writer ? "its own" : "the other instance's"} listing ${listing.toFixed(0)} ms and suggestions ${suggestion.toFixed(0)} ms after`,
      );

      // Back in stock, then a price change: the other instance's suggestions show the new price.
      await writer.services.stock.setStockLevels(
        variants.map((v) => ({ variantCode: v.code, stockLevel: v.stockLevel })),
      );
      await within(PROPAGATION_MS, async () => (await suggestedCodes(reader, term))?.[0] === product.code);
      // The product's price is its lowest size's: the last size's new price is the change to see.
      for (const v of variants.slice(1))
        await writer.services.stock.setPrice(v.code, "GBP", { amount: 98_700, wasAmount: null });
      const priceStarted = performance.now();
      await writer.services.stock.setPrice(variants[0]!.code, "GBP", { amount: 98_700, wasAmount: null });
      const priceWritten = performance.now();
      const price = await within(PROPAGATION_MS, async () =>
        /£987$/.test((await suggestedPrice(reader, term, product.code)) ?? ""),
      );
      expect((await listed(reader, product.name, product.code))?.price.value).toBe(98_700);
      console.info(
        `price change (${inject("dialect")}): written in ${(priceWritten - priceStarted).toFixed(0)} ms, seen by ${reader === writer ? "its own" : "the other instance's"} suggestions ${price.toFixed(0)} ms after`,
      );
    } finally {
      await writer.services.stock.setStockLevels(
        variants.map((v) => ({ variantCode: v.code, stockLevel: v.stockLevel })),
      );
      for (const v of variants)
        await writer.services.stock.setPrice(v.code, "GBP", { amount: v.amount, wasAmount: v.wasAmount });
    }
    await within(
      PROPAGATION_MS,
      async () => (await listed(reader, product.name, product.code))?.stock.soldOut === false,
    );
  });
});
