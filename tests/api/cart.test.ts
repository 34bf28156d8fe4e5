import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import { CART_MESSAGES } from "../../core/cart/cart-messages.ts";
import { MAX_QUANTITY_PER_LINE } from "../../core/cart/cart-rules.ts";
import { openDatabase } from "../../data/db.ts";
import { createApp } from "../../server/entry.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";

const MAX_SAVED = loadSiteConfig().uk.wishlist.maxItems;

let harness: Awaited<ReturnType<typeof createTestApp>>;

interface VariantRow {
  code: string;
  productCode: string;
  stockLevel: number;
  availability: string;
}

/** Seeded variants by stock state, chosen from the database so the tests follow the seed. */
const variants: Record<"plenty" | "low" | "soldOut" | "preorder" | "inStoreOnly", VariantRow> = {} as never;
let productCodes: { code: string; name: string }[] = [];

async function variantWhere(
  where: (q: ReturnType<typeof base>) => ReturnType<typeof base>,
): Promise<VariantRow> {
  const row = await where(base()).orderBy("variants.code").executeTakeFirstOrThrow();
  return { ...row, stockLevel: Number(row.stockLevel) };
}
function base() {
  return harness.database.db
    .selectFrom("variants")
    .innerJoin("prices", (j) =>
      j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
    )
    .select(["variants.code", "variants.productCode", "variants.stockLevel", "variants.availability"]);
}

beforeAll(async () => {
  harness = await createTestApp();
  variants.plenty = await variantWhere((q) =>
    q.where("availability", "=", "online").where("stockLevel", ">=", 40).where("variants.code", "like", "P%"),
  );
  variants.low = await variantWhere((q) =>
    q.where("availability", "=", "online").where("stockLevel", "=", 3),
  );
  variants.soldOut = await variantWhere((q) =>
    q.where("availability", "=", "online").where("stockLevel", "=", 0),
  );
  variants.preorder = await variantWhere((q) => q.where("availability", "=", "preorder"));
  variants.inStoreOnly = await variantWhere((q) => q.where("availability", "=", "instoreonly"));
  productCodes = await harness.database.db
    .selectFrom("products")
    .select(["code", "name"])
    .where("productType", "=", "standard")
    .orderBy("code")
    .limit(MAX_SAVED + 5)
    .execute();
});
afterAll(async () => {
  await harness.close();
});

async function shopper(): Promise<Shopper> {
  return new Shopper(harness.app).begin();
}

function postJson(s: Shopper, path: string, body: unknown, init: { csrf?: boolean } = {}) {
  return s.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    ...init,
  });
}

const addEntry = (s: Shopper, productSku: string, quantity = 1, version = "uk") =>
  postJson(s, `/${version}/cart/entries`, {
    productSku,
    productPrice: 1,
    quantity,
    productSizeCode: "One Size",
  });

async function universal(s: Shopper) {
  const response = await s.request("/api/common/universalVariable.json?url=/uk/");
  return (await response.json()) as {
    user: { cartGuid: string };
    counters: { bag: number; savedItems: number };
    basket: { total_items: number; line_items: { productId: string; quantity: number; itemPrice: number }[] };
  };
}

describe("POST /{version}/cart/entries", () => {
  it("adds a variant, answers the cart guid and count, and remembers the cart in the session", async () => {
    const s = await shopper();
    const response = await addEntry(s, variants.plenty.code, 2);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      cartGuid: string;
      totalUnitCount: number;
      quantityAdded: number;
      entry: { productSku: string; quantity: number; basePrice: { currencyIso: string; value: number } };
    };
    expect(body.cartGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.totalUnitCount).toBe(2);
    expect(body.quantityAdded).toBe(2);
    expect(body.entry).toMatchObject({ productSku: variants.plenty.code, quantity: 2 });
    expect(body.entry.basePrice.currencyIso).toBe("GBP");
    const again = (await (await addEntry(s, variants.plenty.code, 1)).json()) as typeof body;
    expect(again.cartGuid).toBe(body.cartGuid);
    expect(again.totalUnitCount).toBe(3);
    expect(again.entry.quantity).toBe(3);
    const data = await universal(s);
    expect(data.user.cartGuid).toBe(body.cartGuid);
    expect(data.counters.bag).toBe(3);
    expect(data.basket.line_items).toEqual([
      { productId: variants.plenty.code, quantity: 3, itemPrice: body.entry.basePrice.value },
    ]);
  });

  it("never trusts the client's price: the catalogue price is captured", async () => {
    const s = await shopper();
    const price = await harness.database.db
      .selectFrom("prices")
      .select("amount")
      .where("variantCode", "=", variants.plenty.code)
      .where("currency", "=", "GBP")
      .executeTakeFirstOrThrow();
    const response = await postJson(s, "/uk/cart/entries", {
      productSku: variants.plenty.code,
      productPrice: 0.01,
      quantity: 1,
      productSizeCode: "x",
    });
    const body = (await response.json()) as { entry: { basePrice: { value: number } } };
    expect(body.entry.basePrice.value).toBe(Number(price.amount) / 100);
  });

  it("prices the cart in the version's currency", async () => {
    const s = await shopper();
    const body = (await (await addEntry(s, variants.plenty.code, 1, "us")).json()) as {
      entry: { basePrice: { currencyIso: string; formattedValue: string } };
    };
    expect(body.entry.basePrice.currencyIso).toBe("USD");
    expect(body.entry.basePrice.formattedValue).toMatch(/^\$/);
  });

  it("refuses a sold-out variant with the spec's out-of-stock wording and makes no cart", async () => {
    const s = await shopper();
    const response = await addEntry(s, variants.soldOut.code);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: CART_MESSAGES.outOfStock });
    expect((await universal(s)).user.cartGuid).toBe("");
  });

  it("refuses an in-store-only variant online", async () => {
    const s = await shopper();
    const response = await addEntry(s, variants.inStoreOnly.code);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(CART_MESSAGES.outOfStock);
  });

  it("allows a pre-order variant whatever its stock", async () => {
    const s = await shopper();
    const response = await addEntry(s, variants.preorder.code, 2);
    expect(response.status).toBe(200);
  });

  it("never puts more in a line than the stock", async () => {
    const s = await shopper();
    expect((await addEntry(s, variants.low.code, 2)).status).toBe(200);
    const over = await addEntry(s, variants.low.code, 2);
    expect(over.status).toBe(409);
    expect(((await over.json()) as { message: string }).message).toBe(CART_MESSAGES.outOfStock);
    expect((await addEntry(s, variants.low.code, 1)).status).toBe(200);
    expect((await universal(s)).counters.bag).toBe(3);
  });

  it("lets only one of two racing adds take the last units", async () => {
    const s = await shopper();
    expect((await addEntry(s, variants.low.code, 1)).status).toBe(200);
    const answers = await Promise.all([addEntry(s, variants.low.code, 2), addEntry(s, variants.low.code, 2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await universal(s)).counters.bag).toBe(3);
  });

  it(`holds at most ${MAX_QUANTITY_PER_LINE} of one variant in a line`, async () => {
    const s = await shopper();
    expect((await addEntry(s, variants.plenty.code, MAX_QUANTITY_PER_LINE)).status).toBe(200);
    const over = await addEntry(s, variants.plenty.code, 1);
    expect(over.status).toBe(400);
    expect(((await over.json()) as { message: string }).message).toContain(`${MAX_QUANTITY_PER_LINE}`);
  });

  it.each([
    ["a zero quantity", { quantity: 0 }],
    ["a negative quantity", { quantity: -1 }],
    ["a fractional quantity", { quantity: 1.5 }],
    ["a quantity over the line maximum", { quantity: MAX_QUANTITY_PER_LINE + 1 }],
    ["a missing product", { productSku: undefined }],
    ["a malformed product code", { productSku: "<script>" }],
    ["a negative price", { productPrice: -3 }],
  ])("answers 400 for %s", async (_name, change) => {
    const s = await shopper();
    const response = await postJson(s, "/uk/cart/entries", {
      productSku: variants.plenty.code,
      productPrice: 10,
      quantity: 1,
      productSizeCode: "x",
      ...change,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: "ValidationError" });
  });

  it("answers 400 for a body that is not JSON and 404 for an unknown variant", async () => {
    const s = await shopper();
    const bad = await s.request("/uk/cart/entries", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(bad.status).toBe(400);
    const unknown = await addEntry(s, "NO-SUCH-VARIANT");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(CART_MESSAGES.unableToAdd);
  });

  it("refuses an add without the CSRF token", async () => {
    const s = await shopper();
    const response = await postJson(
      s,
      "/uk/cart/entries",
      { productSku: variants.plenty.code, quantity: 1 },
      { csrf: false },
    );
    expect(response.status).toBe(403);
  });
});

describe("POST /{version}/cart/add", () => {
  const cartAdd = (s: Shopper, code: string, quantity = 1) =>
    s.request(
      `/uk/cart/add?productCodePost=${encodeURIComponent(code)}&productQuantity=${quantity}&responsive=true`,
      {
        method: "POST",
      },
    );

  it("adds and answers cartData, no error and the entry", async () => {
    const s = await shopper();
    const response = await cartAdd(s, variants.plenty.code, 2);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      cartData: { cartGuid: string; totalUnitCount: number };
      errorExists: boolean;
      entry: { productSku: string };
    };
    expect(body.errorExists).toBe(false);
    expect(body.cartData.totalUnitCount).toBe(2);
    expect(body.cartData.cartGuid).toBe((await universal(s)).user.cartGuid);
    expect(body.entry.productSku).toBe(variants.plenty.code);
  });

  it("answers the NOSTOCK error flag with the out-of-stock popup message", async () => {
    const s = await shopper();
    const response = await cartAdd(s, variants.soldOut.code);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      errorExists: true,
      errorMessage: "NOSTOCK",
      cartPopupErrorMessage: CART_MESSAGES.outOfStock,
      entry: null,
    });
  });

  it("answers other refusals with their popup message", async () => {
    const s = await shopper();
    const unknown = (await (await cartAdd(s, "NO-SUCH-VARIANT")).json()) as Record<string, unknown>;
    expect(unknown).toMatchObject({ errorExists: true, cartPopupErrorMessage: CART_MESSAGES.unableToAdd });
    expect(unknown.errorMessage).not.toBe("NOSTOCK");
  });

  it("answers 400 for a bad quantity and 403 without CSRF", async () => {
    const s = await shopper();
    expect((await cartAdd(s, variants.plenty.code, 0)).status).toBe(400);
    const forged = await s.request(`/uk/cart/add?productCodePost=${variants.plenty.code}`, {
      method: "POST",
      csrf: false,
    });
    expect(forged.status).toBe(403);
  });
});

describe("bundle bulk add", () => {
  const carts = "/TWCcommercewebservices/v2/twc-uk/users/anonymous/carts";
  const bulk = (s: Shopper, guid: string, entries: { productCode: string; quantity: number }[]) =>
    postJson(s, `${carts}/${guid}/entries/bulk?fields=FULL`, { entries });

  it("adds every entry that has stock and reports a short quantityAdded for the rest", async () => {
    const s = await shopper();
    const created = await postJson(s, carts, {});
    expect(created.status).toBe(201);
    const { guid } = (await created.json()) as { guid: string };
    const response = await bulk(s, guid, [
      { productCode: variants.plenty.code, quantity: 2 },
      { productCode: variants.low.code, quantity: 5 },
      { productCode: variants.soldOut.code, quantity: 1 },
    ]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      cartGuid: string;
      totalUnitCount: number;
      entries: { productCode: string; quantity: number; quantityAdded: number }[];
    };
    expect(body.cartGuid).toBe(guid);
    expect(body.entries.map((e) => [e.productCode, e.quantity, e.quantityAdded])).toEqual([
      [variants.plenty.code, 2, 2],
      [variants.low.code, 5, 3],
      [variants.soldOut.code, 1, 0],
    ]);
    expect(body.totalUnitCount).toBe(5);
    expect((await universal(s)).counters.bag).toBe(5);
  });

  it("never reaches another shopper's cart", async () => {
    const owner = await shopper();
    await addEntry(owner, variants.plenty.code, 1);
    const ownerGuid = (await universal(owner)).user.cartGuid;
    const intruder = await shopper();
    const response = await bulk(intruder, ownerGuid, [{ productCode: variants.plenty.code, quantity: 1 }]);
    expect(response.status).toBe(404);
    const asUser = await postJson(
      intruder,
      `/TWCcommercewebservices/v2/twc-uk/users/someone/carts/${ownerGuid}/entries/bulk`,
      {
        entries: [{ productCode: variants.plenty.code, quantity: 1 }],
      },
    );
    expect(asUser.status).toBe(403);
    expect((await universal(owner)).counters.bag).toBe(1);
  });

  it("answers 400 for no entries", async () => {
    const s = await shopper();
    const { guid } = (await (await postJson(s, carts, {})).json()) as { guid: string };
    expect((await bulk(s, guid, [])).status).toBe(400);
  });
});

describe("GET /header/cart/rollover", () => {
  it("answers an empty bag for a new shopper", async () => {
    const s = await shopper();
    const body = (await (await s.request("/uk/header/cart/rollover")).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ isEmptyCart: true, entries: [] });
  });

  it("previews the shopper's lines with product links, images and formatted prices", async () => {
    const s = await shopper();
    await addEntry(s, variants.plenty.code, 2);
    const response = await s.request("/uk/header/cart/rollover");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = (await response.json()) as {
      isEmptyCart: boolean;
      totalPriceFormattedValue: string;
      entries: Record<string, unknown>[];
    };
    expect(body.isEmptyCart).toBe(false);
    expect(body.entries).toHaveLength(1);
    expect(body.entries[0]).toMatchObject({ quantity: 2 });
    expect(body.entries[0]?.productUrl).toMatch(new RegExp(`^/uk/.+/p/${variants.plenty.productCode}`));
    expect(body.entries[0]?.productImageUrl).toMatch(/^\/images\//);
    expect(body.entries[0]?.basePriceFormattedValue).toMatch(/^£/);
    expect(body.totalPriceFormattedValue).toMatch(/^£/);
  });
});

describe("saved items", () => {
  const save = (s: Shopper, code: string, extra: Record<string, unknown> = {}) =>
    postJson(s, "/uk/api/wishlist", { code, groupCode: "", name: `Product ${code}`, ...extra });
  const list = async (s: Shopper) =>
    (
      (await (await s.request("/uk/api/wishlist")).json()) as {
        data: { entries: { position: number; code: string }[]; numberOfEntries: number };
      }
    ).data;

  it("adds, lists newest first and deletes by position", async () => {
    const s = await shopper();
    const [a, b, c] = productCodes;
    const first = await save(s, a!.code);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ numberOfEntries: 1 });
    await save(s, b!.code);
    const third = (await (await save(s, c!.code)).json()) as { position: number; numberOfEntries: number };
    expect(third.numberOfEntries).toBe(3);
    const saved = await list(s);
    expect(saved.entries.map((e) => e.code)).toEqual([c!.code, b!.code, a!.code]);
    expect(saved.entries[0]?.position).toBe(third.position);
    const middle = saved.entries[1]!.position;
    const removed = await s.request(`/uk/api/wishlist/${middle}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    const after = (
      (await removed.json()) as { data: { entries: { code: string }[]; numberOfEntries: number } }
    ).data;
    expect(after.numberOfEntries).toBe(2);
    expect(after.entries.map((e) => e.code)).toEqual([c!.code, a!.code]);
    // Positions are stable: the others kept theirs.
    expect((await list(s)).entries.map((e) => e.position)).toEqual([
      saved.entries[0]!.position,
      saved.entries[2]!.position,
    ]);
    expect((await universal(s)).counters.savedItems).toBe(2);
  });

  it("moves a product saved again to the front without a duplicate", async () => {
    const s = await shopper();
    const [a, b] = productCodes;
    await save(s, a!.code);
    await save(s, b!.code);
    const again = (await (await save(s, a!.code)).json()) as { numberOfEntries: number };
    expect(again.numberOfEntries).toBe(2);
    expect((await list(s)).entries.map((e) => e.code)).toEqual([a!.code, b!.code]);
  });

  it("refuses past the maximum with a distinct answer, and replaces the oldest when asked", async () => {
    const s = await shopper();
    const max = MAX_SAVED;
    for (const product of productCodes.slice(0, max)) expect((await save(s, product.code)).status).toBe(200);
    const extra = productCodes[max]!;
    const refused = await save(s, extra.code);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ type: "WishlistMaximumExceededError", maxItems: max });
    expect((await list(s)).numberOfEntries).toBe(max);
    const replaced = await save(s, extra.code, { replaceOldest: true });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ numberOfEntries: max });
    const after = await list(s);
    expect(after.entries[0]?.code).toBe(extra.code);
    expect(after.entries.map((e) => e.code)).not.toContain(productCodes[0]!.code);
    expect(after.entries.at(-1)?.code).toBe(productCodes[1]!.code);
  });

  it("never lets one shopper read or change another shopper's list", async () => {
    const alice = await shopper();
    const bob = await shopper();
    await save(alice, productCodes[0]!.code);
    const alicePosition = (await list(alice)).entries[0]!.position;
    expect(await list(bob)).toEqual({ entries: [], numberOfEntries: 0 });
    const stolen = await bob.request(`/uk/api/wishlist/${alicePosition}`, { method: "DELETE" });
    expect(stolen.status).toBe(404);
    await save(bob, productCodes[1]!.code);
    expect((await list(alice)).entries.map((e) => e.code)).toEqual([productCodes[0]!.code]);
    expect((await list(bob)).entries.map((e) => e.code)).toEqual([productCodes[1]!.code]);
    const bobSaved = (await (await bob.request("/uk/bag/savedItems")).json()) as {
      data: { entries: { code: string }[] };
    };
    expect(bobSaved.data.entries.map((e) => e.code)).toEqual([productCodes[1]!.code]);
  });

  it("answers 400 for bad input and an unknown product, 404 for a position not in the list, 403 without CSRF", async () => {
    const s = await shopper();
    expect((await postJson(s, "/uk/api/wishlist", { code: "", name: "x" })).status).toBe(400);
    expect((await postJson(s, "/uk/api/wishlist", { code: productCodes[0]!.code })).status).toBe(400);
    expect((await save(s, "NO-SUCH-PRODUCT")).status).toBe(400);
    expect((await s.request("/uk/api/wishlist/abc", { method: "DELETE" })).status).toBe(400);
    expect((await s.request("/uk/api/wishlist/999", { method: "DELETE" })).status).toBe(404);
    expect((await save(s, productCodes[0]!.code, {})).status).toBe(200);
    const forged = await postJson(
      s,
      "/api/wishlist",
      { code: productCodes[1]!.code, name: "x" },
      { csrf: false },
    );
    expect(forged.status).toBe(403);
  });

  it("describes saved items for the page: link, image, price and sizes", async () => {
    const s = await shopper();
    await save(s, variants.plenty.productCode);
    const body = (await (await s.request("/uk/bag/savedItems")).json()) as {
      data: { numberOfEntries: number; entries: Record<string, unknown>[] };
    };
    expect(body.data.numberOfEntries).toBe(1);
    const entry = body.data.entries[0]!;
    expect(entry).toMatchObject({ code: variants.plenty.productCode, available: true });
    expect(entry.productUrl).toMatch(/^\/uk\/.+\/p\//);
    expect(entry.imageUrl).toMatch(/^\/images\//);
    expect(entry.priceFormattedValue).toMatch(/^£/);
    expect((entry.sizes as { code: string }[]).map((v) => v.code)).toContain(variants.plenty.code);
  });
});

describe("universal counters", () => {
  it("carry the real bag and saved-items counts, in the API and a personal page's first render", async () => {
    const s = await shopper();
    await addEntry(s, variants.plenty.code, 2);
    await addEntry(s, variants.preorder.code, 1);
    await postJson(s, "/uk/api/wishlist", { code: productCodes[0]!.code, name: "A" });
    const data = await universal(s);
    expect(data.counters).toEqual({ bag: 3, savedItems: 1 });
    expect(data.basket.total_items).toBe(3);
    // A personal page's header counter is server-rendered from the same data; a shared page's is a stranger's
    // until the page fetches the shopper's own (docs/decisions/051).
    expect(await (await s.request("/uk/saved-items")).text()).toContain("Bag, 3 items");
    expect(await (await s.request("/uk/")).text()).not.toMatch(/Bag, \d+ item/);
  });
});

describe("the saved-items page", () => {
  it("is served newest first when the landing-page toggle is on", async () => {
    const s = await shopper();
    await postJson(s, "/uk/api/wishlist", { code: productCodes[0]!.code, name: "A" });
    await postJson(s, "/uk/api/wishlist", { code: productCodes[1]!.code, name: "B" });
    const response = await s.request("/uk/saved-items");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("private");
    const html = await response.text();
    expect(html).toContain("2 saved items");
    expect(html.indexOf(productCodes[1]!.name)).toBeLessThan(html.indexOf(productCodes[0]!.name));
  });

  it('is the not-found page with 404 when the toggle is not the string "true"', async () => {
    const database = openDatabase(inject("databaseUrl"), { poolSize: 2 });
    const build = (await import(
      pathToFileURL(
        resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "server/index.js"),
      ).href
    )) as ServerBuild;
    const config = loadSiteConfig({ uk: { wishlist: { landingPageEnabled: "false" } } });
    const services = createServices(database, config);
    const app = createApp({
      services,
      logger: createLogger("silent"),
      build,
    });
    try {
      const response = await app.request("http://localhost/uk/saved-items");
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Sorry, we can&#x27;t find that page");
    } finally {
      await services.catalogueChanged.close();
      await database.close();
    }
  });
});

describe("cart per version", () => {
  it("keeps a cart per version, each in its own currency: switching version shows that version's cart", async () => {
    const s = await shopper();
    await addEntry(s, variants.plenty.code, 1, "uk");
    await addEntry(s, variants.preorder.code, 1, "us");
    type Preview = { entries: { basePriceFormattedValue: string }[]; totalPriceFormattedValue: string };
    const uk = (await (await s.request("/uk/header/cart/rollover")).json()) as Preview;
    const us = (await (await s.request("/us/header/cart/rollover")).json()) as Preview;
    expect(uk.entries.map((e) => e.basePriceFormattedValue.charAt(0))).toEqual(["£"]);
    expect(us.entries.map((e) => e.basePriceFormattedValue.charAt(0))).toEqual(["$"]);
    expect(us.totalPriceFormattedValue).toMatch(/^\$/);
  });
});
