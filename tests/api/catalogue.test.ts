import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSearchQuery } from "../../core/search/search-query-schema.ts";
import { createSearchService, type ListingResponse } from "../../core/search/search-service.ts";
import type { SuggestionsResponse } from "../../core/search/suggestion-json.ts";
import { createEmbeddedSearch } from "../../data/search/embedded/embedded-search.ts";
import { createTestApp } from "../setup/api-app.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const get = (path: string) => harness.app.request(`http://localhost${path}`, { redirect: "manual" });
async function listing(path: string): Promise<ListingResponse> {
  const response = await get(path);
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return (await response.json()) as ListingResponse;
}
async function badRequest(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(400);
  const body = (await response.json()) as { message: string };
  expect(body.message).toBeTruthy();
  return body.message;
}

const DUVET_COVERS = "/uk/Bedroom/Bed-Linen/c/Duvet-Covers";

describe("listing API (first load and async)", () => {
  it("answers the first load with results, facets, sorts, pagination, breadcrumbs, presets and the slider", async () => {
    const body = await listing(`${DUVET_COVERS}/search`);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(24);
    expect(body.currentCurrency).toBe("GBP");
    expect(body.responseId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.freeTextSearch).toBe("");
    expect(body.breadcrumbs.map((b) => b.name)).toEqual(["Home", "Bedroom", "Bed Linen", "Duvet Covers"]);
    expect(body.breadcrumbs.at(-1)?.url).toBeNull();
    expect(body.sorts.map((s) => s.code)).toEqual([
      "relevance",
      "price-asc",
      "price-desc",
      "newest",
      "rating",
    ]);
    expect(body.facets.map((f) => f.code)).toEqual(expect.arrayContaining(["colour", "size", "price"]));
    expect(body.presets.length).toBeGreaterThan(0);
    expect(body.pagination).toMatchObject({ currentPage: 1, pageSize: 24 });
    const item = body.results[0]!;
    expect(item).toMatchObject({
      code: expect.any(String),
      baseProductCode: item.code,
      namenocolor: expect.any(String),
      price: { preparedPrice: expect.stringMatching(/£\d/), currencyIso: "GBP" },
      stock: { stockLevelStatus: expect.any(String), soldOut: expect.any(Boolean) },
    });
    expect(item.swatches.filter((s) => s.active)).toHaveLength(1);
    expect(item.categories.map((c) => c.code)).toContain("Duvet-Covers");
    expect(item.imagesets.images[0]?.id).toBeTruthy();
    expect(item.url).toMatch(/^\/Duvet-Covers\/p\//);
  });

  it("sets the slider maximum to the top price plus 10 and the value pair to the whole range", async () => {
    const body = await listing(`${DUVET_COVERS}/search?sort=price-desc`);
    const top = Math.ceil(body.results[0]!.price.value / 100);
    expect(body.priceSliderData).toMatchObject({
      max: top + 10,
      value: [body.priceSliderData.min, top + 10],
    });
  });

  it("answers the async call the same as the first load", async () => {
    const first = await listing(`${DUVET_COVERS}/search?colour=White&sort=price-asc`);
    const later = await listing(
      `/uk/async/search/Bedroom/Bed-Linen/c/Duvet-Covers?colour=White&sort=price-asc`,
    );
    expect(later.results.map((r) => r.code)).toEqual(first.results.map((r) => r.code));
    expect(later.facets).toEqual(first.facets);
  });

  it("prices in the visitor's currency: dollars on the us site, euros on row", async () => {
    const us = await listing("/us/Bedroom/Bed-Linen/c/Duvet-Covers/search");
    expect(us.currentCurrency).toBe("USD");
    expect(us.results[0]!.price.preparedPrice).toMatch(/\$\d/);
    const row = await listing("/row/Bedroom/Bed-Linen/c/Duvet-Covers/search");
    expect(row.currentCurrency).toBe("EUR");
    expect(row.results[0]!.price.preparedPrice).toContain("€");
  });

  it.each([
    [
      "price-asc",
      (a: ListingResponse["results"][number], b: ListingResponse["results"][number]) =>
        a.price.value <= b.price.value,
    ],
    [
      "price-desc",
      (a: ListingResponse["results"][number], b: ListingResponse["results"][number]) =>
        a.price.value >= b.price.value,
    ],
    [
      "rating",
      (a: ListingResponse["results"][number], b: ListingResponse["results"][number]) =>
        (a.rating ?? 0) >= (b.rating ?? 0),
    ],
  ] as const)("orders by %s", async (sort, inOrder) => {
    const body = await listing(`/uk/c/Bedroom/search?sort=${sort}`);
    expect(body.sorts.find((s) => s.selected)?.code).toBe(sort);
    for (let i = 1; i < body.results.length; i++)
      expect(inOrder(body.results[i - 1]!, body.results[i]!)).toBe(true);
  });

  it.each(["relevance", "newest"])(
    "accepts the %s sort and keeps every product exactly once across pages",
    async (sort) => {
      const first = await listing(`${DUVET_COVERS}/search?sort=${sort}`);
      const codes = new Set<string>();
      for (let page = 1; page <= first.pagination.numberOfPages; page++) {
        const body = await listing(`${DUVET_COVERS}/search?sort=${sort}&page=${page}`);
        for (const r of body.results) codes.add(r.code);
      }
      expect(codes.size).toBe(first.pagination.totalNumberOfResults);
    },
  );

  it("puts sold-out products last under relevance", async () => {
    const body = await listing("/uk/c/Bedroom/search");
    const soldOut = body.results.map((r) => r.stock.soldOut);
    expect(soldOut).toEqual([...soldOut].sort((a, b) => Number(a) - Number(b)));
  });

  it("filters by colour and size together, with counts that match the results", async () => {
    const before = await listing(`${DUVET_COVERS}/search`);
    const white = before.facets.find((f) => f.code === "colour")?.values.find((v) => v.code === "White");
    expect(white?.count).toBeGreaterThan(0);
    const byColour = await listing(`${DUVET_COVERS}/search${white!.query}`);
    expect(byColour.pagination.totalNumberOfResults).toBe(white!.count);
    for (const r of byColour.results) expect(r.swatches.find((s) => s.active)?.name).toBe("White");
    const double = byColour.facets.find((f) => f.code === "size")?.values.find((v) => v.code === "Double");
    const both = await listing(`${DUVET_COVERS}/search?colour=White&size=Double`);
    expect(both.pagination.totalNumberOfResults).toBe(double!.count);
    for (const r of both.results) expect(r.sizes.map((s) => s.size)).toContain("Double");
    // Disjunctive counts: other colours still show what choosing them would add.
    const colours = both.facets.find((f) => f.code === "colour")!.values;
    expect(colours.find((v) => v.code === "White")?.selected).toBe(true);
    expect(colours.filter((v) => !v.selected).some((v) => v.count > 0)).toBe(true);
  });

  it("filters by price band, price range, rating, new in and sale", async () => {
    const band = await listing("/uk/c/Bedroom/search?price=25-50");
    for (const r of band.results) expect(r.price.value).toBeGreaterThanOrEqual(2500);
    for (const r of band.results) expect(r.price.value).toBeLessThan(5000);
    const range = await listing("/uk/c/Bedroom/search?priceMin=30&priceMax=60");
    for (const r of range.results) expect(r.price.value).toBeGreaterThanOrEqual(3000);
    for (const r of range.results) expect(r.price.value).toBeLessThanOrEqual(6000);
    expect(range.priceSliderData.value).toEqual([30, 60]);
    const rated = await listing("/uk/c/Bedroom/search?rating=4");
    for (const r of rated.results) expect(r.rating).toBeGreaterThanOrEqual(4);
    const fresh = await listing("/uk/c/Bedroom/search?newIn=true");
    for (const r of fresh.results) expect(r.isNew).toBe(true);
    const sale = await listing("/uk/c/Bedroom/search?sale=true");
    expect(sale.results.length).toBeGreaterThan(0);
    for (const r of sale.results) expect(r.price.wasPrice).not.toBeNull();
  });

  it("offers the child categories as a facet on a parent listing", async () => {
    const body = await listing("/uk/c/Bedroom/search");
    const categories = body.facets.find((f) => f.code === "category")!.values.map((v) => v.code);
    expect(categories).toEqual(expect.arrayContaining(["Bed-Linen", "Duvets-Pillows"]));
  });

  it("serves the last page and refuses pages outside the range with 400", async () => {
    const first = await listing("/uk/c/Bedroom/search");
    const last = first.pagination.numberOfPages;
    expect(last).toBeGreaterThan(1);
    const lastPage = await listing(`/uk/c/Bedroom/search?page=${last}`);
    expect(lastPage.results.length).toBe(first.pagination.totalNumberOfResults - (last - 1) * 24);
    expect(await badRequest(`/uk/c/Bedroom/search?page=${last + 1}`)).toContain(`${last} pages`);
    expect(await badRequest("/uk/c/Bedroom/search?page=0")).toMatch(/page/);
    expect(await badRequest("/uk/c/Bedroom/search?page=two")).toMatch(/page must be a whole number/);
  });

  it.each([
    ["sort=cheapest", /sort must be one of/],
    ["priceMin=80&priceMax=20", /priceMin must be at most priceMax/],
    ["priceMax=999999", /priceMax must be at most/],
    ["rating=7", /rating must be 3 or 4/],
    ["newIn=yes", /newIn must be true or false/],
    ["layout=triple", /layout must be double or single/],
    ["price=cheap", /price must be a range/],
  ])("answers 400 with a clear message for %s", async (query, message) => {
    expect(await badRequest(`/uk/c/Bedroom/search?${query}`)).toMatch(message);
  });

  it("answers 404 for a category that does not exist", async () => {
    expect((await get("/uk/Nowhere/c/Nothing/search")).status).toBe(404);
    expect((await get("/uk/async/search/Nowhere/c/Nothing")).status).toBe(404);
  });
});

describe("search results API", () => {
  it("finds products by name with prefix and typo tolerance", async () => {
    const towel = await listing("/uk/search/search?text=towel");
    expect(towel.freeTextSearch).toBe("towel");
    expect(towel.breadcrumbs.at(-1)?.name).toContain("towel");
    expect(towel.results.length).toBeGreaterThan(0);
    expect(towel.results.slice(0, 5).every((r) => /towel/i.test(r.name))).toBe(true);
    const prefix = await listing("/uk/async/search/search?text=towe");
    expect(prefix.pagination.totalNumberOfResults).toBeGreaterThan(0);
    const typo = await listing("/uk/async/search/search?text=cashmre");
    expect(typo.results.some((r) => /cashmere/i.test(r.name))).toBe(true);
  });

  it("matches colours and categories as well as names", async () => {
    const body = await listing("/uk/search/search?text=sage%20towels");
    expect(body.results.length).toBeGreaterThan(0);
    for (const r of body.results) expect(r.swatches.some((s) => s.name === "Sage")).toBe(true);
  });

  it("answers an unknown word with no results", async () => {
    const body = await listing("/uk/search/search?text=zzqxjv");
    expect(body.results).toEqual([]);
    expect(body.pagination.totalNumberOfResults).toBe(0);
  });

  it("refuses a search text over 100 characters", async () => {
    expect(await badRequest(`/uk/search/search?text=${"a".repeat(101)}`)).toMatch(/at most 100/);
  });
});

describe("listing pages", () => {
  it("server-renders a listing with the state from the query string", async () => {
    const response = await get(`${DUVET_COVERS}?colour=White&sort=price-asc`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Duvet Covers</h1>");
    expect(html).toMatch(/<option value="price-asc" selected/);
  });

  // Decision 083: a form in each folded card made Chrome lay out every card kept out of layout as the page loaded.
  // A card whose quick add opens a panel of sizes gets its form with the panel; a one-size card posts without
  // JavaScript, so its form is in the markup.
  it("writes a quick-add form only on cards that post without opening a panel", async () => {
    const duvets = await (await get(DUVET_COVERS)).text();
    expect(duvets.match(/class="quick-add__toggle"/g)?.length).toBeGreaterThan(10);
    expect(duvets).not.toContain('<form id="quick-add-');
    const cushions = await (await get("/uk/Home/Home-Decor/c/Cushions")).text();
    const oneSizeToggles = cushions.match(/<button type="submit" form="quick-add-[^"]+"/g) ?? [];
    expect(oneSizeToggles.length).toBeGreaterThan(0);
    expect(cushions.match(/<form id="quick-add-/g)).toHaveLength(oneSizeToggles.length);
  });

  it("renders the category landing page and the search page", async () => {
    expect((await get("/uk/c/Bedroom")).status).toBe(200);
    expect((await get("/uk/c/Bedroom/Bed-Linen")).status).toBe(200);
    const search = await get("/uk/search?text=zzqxjv");
    expect(search.status).toBe(200);
    expect(await search.text()).toContain(
      "Sorry, your search returned no results. Please enter a different search term and try again.",
    );
  });

  it("strips special characters from a search and says so", async () => {
    const html = await (await get("/uk/search?text=tow%3Cel%3E")).text();
    expect(html).toContain("Search results for “towel”");
    expect(html).toContain("Special characters were removed from your search.");
  });

  // Issue 24 point 13, decision 035: a stale or edited listing address is corrected and the shopper sent to what the
  // page shows; the JSON APIs above stay strict for their callers.
  it.each([
    ["a page past the last", "/uk/search?text=towel&page=999999", /^\/uk\/search\?text=towel&page=\d+$/],
    ["a page past the only one", "/uk/search?page=999999", /^\/uk\/search$/],
    [
      "an unknown sort",
      `${DUVET_COVERS}?sort=bogus&utm_source=mail`,
      /^\/uk\/Bedroom\/Bed-Linen\/c\/Duvet-Covers\?utm_source=mail$/,
    ],
    [
      "a price bound above every price",
      "/uk/search?text=cotton&priceMax=5000",
      /^\/uk\/search\?text=cotton$/,
    ],
    [
      "a lower bound above the upper",
      "/uk/search?text=cotton&priceMin=80&priceMax=20",
      /^\/uk\/search\?text=cotton&priceMax=20$/,
    ],
    ["page 0", `${DUVET_COVERS}?page=0`, /^\/uk\/Bedroom\/Bed-Linen\/c\/Duvet-Covers$/],
  ])("sends %s to the listing it can show", async (_name, path, target) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(target);
    const shown = await get(location);
    expect(shown.status).toBe(200);
  });

  it("takes a bookmarked page past the last to the last page", async () => {
    const first = await listing("/uk/search/search?text=towel");
    const last = first.pagination.numberOfPages;
    const response = await get("/uk/search?text=towel&page=999999");
    expect(response.headers.get("location")).toBe(
      last === 1 ? "/uk/search?text=towel" : `/uk/search?text=towel&page=${last}`,
    );
  });

  it("refuses only a search it cannot run, in the shop's page and words", async () => {
    const response = await get(`/uk/search?text=${"a".repeat(101)}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("<header");
    expect(html).toContain(
      "Sorry, your search returned no results. Please enter a different search term and try again.",
    );
    expect(html).not.toMatch(/must be|at most 100/);
  });
});

describe("suggestions and category urls", () => {
  it("answers grouped suggestions in the order related, categories, products within the limits", async () => {
    const response = await get("/uk/search/autocomplete?term=tow");
    expect(response.status).toBe(200);
    const body = (await response.json()) as SuggestionsResponse;
    expect(body.suggestionGroups.map((g) => g.name)).toEqual(["related", "categories", "products"]);
    const [related, categories, products] = body.suggestionGroups;
    expect(related!.suggestions.length).toBeGreaterThan(0);
    expect(related!.suggestions.length).toBeLessThanOrEqual(7);
    expect(related!.suggestions[0]).toEqual({ searchterm: "towels", nrResults: expect.any(Number) });
    expect(categories!.suggestions.length).toBeLessThanOrEqual(4);
    expect(categories!.suggestions).toContainEqual(
      expect.objectContaining({ catid: "Towels", mlValue: "Towels" }),
    );
    expect(products!.suggestions.length).toBeGreaterThan(0);
    expect(products!.suggestions.length).toBeLessThanOrEqual(3);
    expect(products!.suggestions[0]).toMatchObject({
      p_name: expect.stringMatching(/towel/i),
      p_searchresult_url: expect.stringMatching(/^\/uk\/Towels\/p\//),
      _thumburl: expect.stringMatching(/^\/images\/.+\/160\.webp$/),
      gbp: expect.stringContaining("£"),
      usd: expect.stringContaining("$"),
      eur: expect.stringContaining("€"),
      p_review_count: expect.any(Number),
    });
  });

  it("suggests products despite a typo", async () => {
    const body = (await (await get("/uk/search/autocomplete?term=cashmre")).json()) as SuggestionsResponse;
    const products = body.suggestionGroups.find((g) => g.name === "products")!.suggestions as {
      p_name: string;
    }[];
    expect(products.some((p) => /cashmere/i.test(p.p_name))).toBe(true);
  });

  it("answers 400 without a term or with one too long", async () => {
    expect(await badRequest("/uk/search/autocomplete")).toMatch(/term is required/);
    expect(await badRequest(`/uk/search/autocomplete?term=${"x".repeat(101)}`)).toMatch(/at most 100/);
  });

  it("resolves category ids to site urls and leaves unknown ids out", async () => {
    const response = await get("/us/json/getCategoryUrlsFromCatIds.json?ids=Towels,Bedroom,Nope");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      categoryUrls: { Towels: "/us/Bathroom/c/Towels", Bedroom: "/us/c/Bedroom" },
    });
    expect(await badRequest("/uk/json/getCategoryUrlsFromCatIds.json")).toMatch(/ids is required/);
    const many = Array.from({ length: 21 }, (_, i) => `C${i}`).join(",");
    expect(await badRequest(`/uk/json/getCategoryUrlsFromCatIds.json?ids=${many}`)).toMatch(/at most 20/);
  });
});

describe("index refresh after a stock change", () => {
  it("shows a product as sold out once its stock is gone and refresh is called", async () => {
    const search = createSearchService(createEmbeddedSearch(harness.database.db));
    await search.ready;
    const db = harness.database.db;
    const product = await db
      .selectFrom("variants")
      .select("productCode")
      .where("availability", "=", "online")
      .where("stockLevel", ">", 10)
      .where("productCode", "like", "P%")
      .limit(1)
      .executeTakeFirstOrThrow();
    const code = product.productCode;
    const name = (
      await db.selectFrom("products").select("name").where("code", "=", code).executeTakeFirstOrThrow()
    ).name;
    // Sold-out products go last under relevance, so look the product up by price order too.
    const find = async (sort: string) =>
      (
        await search.listing({
          scope: { kind: "search" },
          query: parseSearchQuery(new URLSearchParams({ text: name, sort })),
          currency: "GBP",
          locale: "en-GB",
        })
      ).results.find((r) => r.code === code);
    // Asked once before the change, so cached answers must be dropped by the refresh.
    const earlier = (await find("relevance")) ?? (await find("price-asc")) ?? (await find("price-desc"));
    expect(earlier?.stock.soldOut).toBe(false);
    await whileSoldOut(code, async () => {
      await search.refresh([code]);
      const hit = (await find("relevance")) ?? (await find("price-asc")) ?? (await find("price-desc"));
      expect(hit?.stock.soldOut).toBe(true);
      expect(hit?.sizes.every((s) => s.soldOut)).toBe(true);
    });
  });
});

describe("bundles and collections in listings", () => {
  it("lists a category's bundles with their page address and a from-price, and no quick-add sizes", async () => {
    const body = await listing("/uk/Gifts/c/Gift-Sets/search");
    expect(body.pagination.totalNumberOfResults).toBeGreaterThan(0);
    for (const item of body.results) {
      expect(item.productType).toBe("bundle");
      expect(item.url).toMatch(/^\/bundle\/[^/]+\/p\/[A-Z0-9]+$/);
      expect(item.price.preparedPrice).toMatch(/^From £\d/);
      expect(item.sizes).toEqual([]);
      expect(item.imagesets.images.length).toBeGreaterThan(0);
    }
    const page = await get(`/uk${body.results[0]!.url}`);
    expect(page.status).toBe(200);
  });

  it("finds collections by name in a search", async () => {
    const db = harness.database.db;
    const collection = await db
      .selectFrom("products")
      .select(["code", "name"])
      .where("productType", "=", "collection")
      .orderBy("code")
      .executeTakeFirstOrThrow();
    const body = await listing(`/uk/search/search?text=${encodeURIComponent(collection.name)}`);
    const hit = body.results.find((r) => r.code === collection.code);
    expect(hit?.url).toMatch(/^\/collection\//);
  });

  it("sells a bundle out once an entry sells out, when the entry is refreshed", async () => {
    const search = createSearchService(createEmbeddedSearch(harness.database.db));
    await search.ready;
    const db = harness.database.db;
    const entry = await db
      .selectFrom("productSets")
      .innerJoin("products", "products.code", "productSets.setCode")
      // The bundle's own name, so the search finds it.
      .select(["productSets.setCode", "productSets.productCode", "products.name"])
      .where("products.productType", "=", "bundle")
      .where("productSets.role", "=", "entry")
      .orderBy("productSets.setCode")
      .executeTakeFirstOrThrow();
    const bundle = async () =>
      (
        await search.listing({
          scope: { kind: "search" },
          query: parseSearchQuery(new URLSearchParams({ text: entry.name, sort: "price-asc" })),
          currency: "GBP",
          locale: "en-GB",
        })
      ).results.find((r) => r.code === entry.setCode);
    expect((await bundle())?.stock.soldOut).toBe(false);
    await whileSoldOut(entry.productCode, async () => {
      // Only the entry is named: the index finds the bundles that hold it.
      await search.refresh([entry.productCode]);
      expect((await bundle())?.stock.soldOut).toBe(true);
    });
  });
});

/** Runs `check` while every size of a product is out of stock online, then puts its stock back. */
async function whileSoldOut(productCode: string, check: () => Promise<void>): Promise<void> {
  const db = harness.database.db;
  const before = await db
    .selectFrom("variants")
    .select(["code", "stockLevel", "availability"])
    .where("productCode", "=", productCode)
    .execute();
  try {
    await db
      .updateTable("variants")
      .set({ stockLevel: 0, availability: "online" })
      .where("productCode", "=", productCode)
      .execute();
    await check();
  } finally {
    for (const v of before)
      await db
        .updateTable("variants")
        .set({ stockLevel: v.stockLevel, availability: v.availability })
        .where("code", "=", v.code)
        .execute();
  }
}
