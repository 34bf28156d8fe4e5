import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Availability,
  isNotifyMe,
  isPreOrder,
  isSoldOut,
  STOCK_STATUSES,
  type StockLevelStatus,
  VARIANT_SHAPES,
  variantStockStatus,
} from "../../../core/catalogue/stock-state.ts";
import { type DatabaseHandle, openDatabase } from "../../db.ts";
import { migrateToLatest } from "../../migrate.ts";
import { toBoolean } from "../../normalise.ts";
import { Random } from "../random.ts";
import { CATEGORY_TREE, FLAT_CATEGORIES, NOT_FOUND_CATEGORY_PATHS } from "./category-tree.ts";
import { DEFAULT_PRODUCT_COUNT, seedCatalogue } from "./seed-catalogue.ts";

const SEED = 20261122;

async function freshDatabase(storeCount: number): Promise<DatabaseHandle> {
  const handle = openDatabase(":memory:");
  await migrateToLatest(handle.db);
  // Reference data and stores belong to other seed modules; the catalogue only needs them to exist.
  await handle.db
    .insertInto("currencies")
    .values([
      { isocode: "GBP", symbol: "£", name: "British Pound" },
      { isocode: "USD", symbol: "$", name: "US Dollar" },
      { isocode: "EUR", symbol: "€", name: "Euro" },
    ])
    .execute();
  if (storeCount > 0) {
    await handle.db
      .insertInto("stores")
      .values(
        Array.from({ length: storeCount }, (_, i) => ({
          code: `STORE-${i + 1}`,
          name: `Test Store ${i + 1}`,
          version: "uk",
          line1: `${i + 1} High Street`,
          line2: null,
          town: "London",
          postcode: "W1 1AA",
          countryIso: "GB",
          latitude: 51.5,
          longitude: -0.12,
          phone: "020 0000 0000",
          whatsapp: null,
          openingHours: "[]",
        })),
      )
      .execute();
  }
  return handle;
}

async function seeded(
  storeCount: number,
  products?: number,
): Promise<{ handle: DatabaseHandle; count: number }> {
  const handle = await freshDatabase(storeCount);
  const count = await handle.db
    .transaction()
    .execute((trx) => seedCatalogue(trx, new Random(SEED).fork("catalogue"), { products }));
  return { handle, count };
}

async function catalogueHash(handle: DatabaseHandle): Promise<string> {
  const hash = createHash("sha256");
  const { db } = handle;
  hash.update(JSON.stringify(await db.selectFrom("products").selectAll().orderBy("code").execute()));
  hash.update(JSON.stringify(await db.selectFrom("variants").selectAll().orderBy("code").execute()));
  hash.update(
    JSON.stringify(
      await db.selectFrom("prices").selectAll().orderBy("variantCode").orderBy("currency").execute(),
    ),
  );
  hash.update(JSON.stringify(await db.selectFrom("reviews").selectAll().orderBy("id").execute()));
  hash.update(
    JSON.stringify(
      await db.selectFrom("storeStock").selectAll().orderBy("variantCode").orderBy("storeCode").execute(),
    ),
  );
  return hash.digest("hex");
}

describe("the default catalogue seed", () => {
  let handle: DatabaseHandle;
  let count: number;

  beforeAll(async () => {
    ({ handle, count } = await seeded(3));
  });
  afterAll(async () => {
    await handle.close();
  });

  it("makes at least 1,200 products and reports how many", async () => {
    const rows = await handle.db.selectFrom("products").select("code").execute();
    expect(count).toBe(DEFAULT_PRODUCT_COUNT);
    expect(rows.length).toBe(count);
    expect(count).toBeGreaterThanOrEqual(1200);
  });

  it("gives every product its own name and real copy", async () => {
    const products = await handle.db.selectFrom("products").selectAll().execute();
    const names = products.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const product of products) {
      const text = [
        product.description,
        product.sizeAndCare,
        product.sustainableStyle,
        product.deliveryInfo,
      ].join(" ");
      expect(text).not.toMatch(/lorem|ipsum|placeholder|\{\w+\}|undefined/i);
      expect(product.description.split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(2);
      expect(product.keywords.length).toBeGreaterThan(0);
      expect(Array.isArray(JSON.parse(String(product.restrictedCountries)))).toBe(true);
    }
  });

  it("uses every variant shape", async () => {
    const shapes = await handle.db.selectFrom("products").select("variantShape").distinct().execute();
    expect(shapes.map((s) => s.variantShape).sort()).toEqual([...VARIANT_SHAPES].sort());
    const grouped = await handle.db
      .selectFrom("variants")
      .innerJoin("products", "products.code", "variants.productCode")
      .select(["products.variantShape", "variants.groupCode"])
      .where("products.variantShape", "in", ["singleSizeWithGroups", "groupVariants"])
      .execute();
    expect(grouped.length).toBeGreaterThan(0);
    expect(grouped.every((v) => v.groupCode !== null)).toBe(true);
  });

  it("covers every stock state of spec 002 §4, per variant and per product", async () => {
    const variants = await handle.db
      .selectFrom("variants")
      .leftJoin("storeStock", "storeStock.variantCode", "variants.code")
      .select((eb) => [
        "variants.code",
        "variants.productCode",
        "variants.stockLevel",
        "variants.availability",
        "variants.notifyMe",
        eb.fn.coalesce(eb.fn.sum<number>("storeStock.quantity"), eb.val(0)).as("storeStock"),
      ])
      .groupBy("variants.code")
      .execute();
    const byProduct = new Map<string, { status: StockLevelStatus; notifyMe: boolean }[]>();
    const statuses = new Set<StockLevelStatus>();
    for (const variant of variants) {
      const status = variantStockStatus({
        stockLevel: Number(variant.stockLevel),
        availability: variant.availability as Availability,
        storeStock: Number(variant.storeStock),
      });
      statuses.add(status);
      const list = byProduct.get(variant.productCode) ?? [];
      list.push({ status, notifyMe: toBoolean(variant.notifyMe) });
      byProduct.set(variant.productCode, list);
    }
    expect([...statuses].sort()).toEqual([...STOCK_STATUSES].sort());
    const products = [...byProduct.values()];
    expect(products.filter((v) => isSoldOut(v) && !isNotifyMe(v)).length).toBeGreaterThan(0);
    expect(products.filter((v) => isNotifyMe(v)).length).toBeGreaterThan(0);
    expect(products.filter((v) => isPreOrder(v)).length).toBeGreaterThan(0);
    expect(products.filter((v) => v.every((x) => x.status === "inStockInStore")).length).toBeGreaterThan(0);
    expect(variants.some((v) => v.availability === "preorder")).toBe(true);
  });

  it("gives pre-order variants a due date and in-store-only variants store stock", async () => {
    const preorders = await handle.db
      .selectFrom("variants")
      .select("preorderDate")
      .where("availability", "=", "preorder")
      .execute();
    expect(preorders.every((v) => /^\d{4}-\d{2}-\d{2}$/.test(v.preorderDate ?? ""))).toBe(true);
    const stranded = await handle.db
      .selectFrom("variants")
      .leftJoin("storeStock", "storeStock.variantCode", "variants.code")
      .select("variants.code")
      .where("variants.availability", "=", "instoreonly")
      .where("storeStock.variantCode", "is", null)
      .execute();
    expect(stranded).toEqual([]);
  });

  it("lists products in every category of the tree, leaves directly", async () => {
    const links = await handle.db.selectFrom("productCategories").select("categoryCode").distinct().execute();
    const linked = new Set(links.map((l) => l.categoryCode));
    for (const category of FLAT_CATEGORIES) expect(linked, category.code).toContain(category.code);
    const categories = await handle.db.selectFrom("categories").select(["code", "path", "depth"]).execute();
    expect(categories.length).toBe(FLAT_CATEGORIES.length);
    expect(categories.filter((c) => c.depth === 0).map((c) => c.code)).toEqual(
      CATEGORY_TREE.map((c) => c.code),
    );
    const own = await handle.db
      .selectFrom("products")
      .leftJoin("productCategories", (join) =>
        join
          .onRef("productCategories.productCode", "=", "products.code")
          .onRef("productCategories.categoryCode", "=", "products.categoryCode"),
      )
      .select("products.code")
      .where("productCategories.productCode", "is", null)
      .execute();
    expect(own).toEqual([]);
  });

  it("has the categories the not-found page links to", async () => {
    const paths = new Set(
      (await handle.db.selectFrom("categories").select("path").execute()).map((c) => c.path),
    );
    for (const path of NOT_FOUND_CATEGORY_PATHS) expect(paths).toContain(path);
    expect(paths).toContain("c/Bedroom");
    expect(paths).toContain("Bedroom/Bed-Linen/c/Duvet-Covers");
  });

  it("pictures every swatch locally, with the renderer's design keys", async () => {
    const bare = await handle.db
      .selectFrom("swatches")
      .leftJoin("images", (join) =>
        join.onRef("images.ownerCode", "=", "swatches.code").on("images.ownerType", "=", "swatch"),
      )
      .select("swatches.code")
      .where("images.id", "is", null)
      .execute();
    expect(bare).toEqual([]);
    const images = await handle.db.selectFrom("images").selectAll().execute();
    for (const image of images) {
      const design = JSON.parse(String(image.design)) as Record<string, unknown>;
      expect(Object.keys(design).sort()).toEqual(["accent", "background", "colour", "kind", "motif", "view"]);
      expect(JSON.stringify(image)).not.toMatch(/https?:/);
    }
    expect(images.filter((i) => i.ownerType === "category").length).toBe(CATEGORY_TREE.length);
  });

  it("prices every variant in GBP, USD and EUR, with was-prices only in the sale", async () => {
    const variantCount = await handle.db
      .selectFrom("variants")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const prices = await handle.db
      .selectFrom("prices")
      .innerJoin("variants", "variants.code", "prices.variantCode")
      .leftJoin("productCategories", (join) =>
        join
          .onRef("productCategories.productCode", "=", "variants.productCode")
          .on("productCategories.categoryCode", "=", "Sale"),
      )
      .select([
        "prices.variantCode",
        "prices.currency",
        "prices.amount",
        "prices.wasAmount",
        "productCategories.categoryCode",
      ])
      .execute();
    expect(prices.length).toBe(Number(variantCount.n) * 3);
    for (const currency of ["GBP", "USD", "EUR"]) {
      expect(prices.filter((p) => p.currency === currency).length).toBe(Number(variantCount.n));
    }
    const sale = prices.filter((p) => p.categoryCode === "Sale");
    expect(sale.length).toBeGreaterThan(0);
    for (const price of sale) expect(price.wasAmount ?? 0).toBeGreaterThan(price.amount);
    for (const price of prices.filter((p) => p.categoryCode !== "Sale")) expect(price.wasAmount).toBeNull();
    for (const price of prices) {
      expect(Number.isInteger(price.amount)).toBe(true);
      expect(price.amount % 50).toBe(0);
    }
  });

  it("makes bundles, collections and the spec's gift boxes", async () => {
    const sets = await handle.db
      .selectFrom("productSets")
      .innerJoin("products", "products.code", "productSets.setCode")
      .select(["productSets.setCode", "productSets.role", "products.productType"])
      .execute();
    const entriesBySet = new Map<string, { type: string; entries: number; giftBoxes: number }>();
    for (const row of sets) {
      const set = entriesBySet.get(row.setCode) ?? { type: row.productType, entries: 0, giftBoxes: 0 };
      if (row.role === "entry") set.entries++;
      else set.giftBoxes++;
      entriesBySet.set(row.setCode, set);
    }
    const bundles = [...entriesBySet.values()].filter((s) => s.type === "bundle");
    const collections = [...entriesBySet.values()].filter((s) => s.type === "collection");
    expect(bundles.length).toBe(30);
    expect(collections.length).toBe(10);
    for (const bundle of bundles) {
      expect(bundle.entries).toBeGreaterThanOrEqual(2);
      expect(bundle.entries).toBeLessThanOrEqual(4);
    }
    expect(bundles.some((b) => b.giftBoxes === 1)).toBe(true);
    for (const collection of collections) {
      expect(collection.entries).toBeGreaterThanOrEqual(12);
      expect(collection.entries).toBeLessThanOrEqual(40);
    }
    const boxes = await handle.db
      .selectFrom("products")
      .select("code")
      .where("kind", "=", "gift-box")
      .orderBy("code")
      .execute();
    expect(boxes.map((b) => b.code)).toEqual(["GIFTB", "GIFTWRAP"]);
    const giftBoxPrice = await handle.db
      .selectFrom("prices")
      .selectAll()
      .where("variantCode", "=", "GIFTB")
      .execute();
    expect(giftBoxPrice.length).toBe(3);
  });

  it("words a bundle's gift box as the option its page offers, never as included", async () => {
    const boxed = new Set(
      (
        await handle.db.selectFrom("productSets").select("setCode").where("role", "=", "giftbox").execute()
      ).map((row) => row.setCode),
    );
    const bundles = await handle.db
      .selectFrom("products")
      .select(["code", "description"])
      .where("productType", "=", "bundle")
      .execute();
    expect(boxed.size).toBeGreaterThan(0);
    for (const bundle of bundles) {
      // spec 002 §2 "an optional gift box entry": the shopper ticks it, at its price, or not.
      expect(bundle.description, bundle.code).not.toMatch(/arrives in our signature gift box|ready to give/);
      if (boxed.has(bundle.code))
        expect(bundle.description, bundle.code).toContain("add our signature gift box if it is a present");
    }
  });

  it("seeds products that may and may not be gift boxed, and a few boxed with no personal message", async () => {
    const flags = await handle.db
      .selectFrom("products")
      .select(["code", "kind", "giftWrappable", "giftMessageDisabled"])
      .execute();
    expect(flags.some((p) => toBoolean(p.giftWrappable))).toBe(true);
    expect(flags.some((p) => !toBoolean(p.giftWrappable))).toBe(true);
    const noMessage = flags.filter((p) => toBoolean(p.giftMessageDisabled));
    expect(noMessage.length).toBeGreaterThan(0);
    expect(noMessage.length).toBeLessThan(flags.length / 10);
    expect(noMessage.every((p) => toBoolean(p.giftWrappable))).toBe(true);
  });

  it("writes believable reviews about real variants", async () => {
    const reviews = await handle.db
      .selectFrom("reviews")
      .innerJoin("swatches", (join) =>
        join
          .onRef("swatches.productCode", "=", "reviews.productCode")
          .onRef("swatches.name", "=", "reviews.colour"),
      )
      .select([
        "reviews.rating",
        "reviews.design",
        "reviews.fit",
        "reviews.verified",
        "reviews.body",
        "reviews.author",
      ])
      .execute();
    const total = await handle.db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(reviews.length).toBe(Number(total.n));
    expect(reviews.length).toBeGreaterThan(3000);
    const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    expect(mean).toBeGreaterThan(4.1);
    expect(mean).toBeLessThan(4.5);
    expect(new Set(reviews.map((r) => r.fit))).toEqual(new Set([1, 2, 3]));
    expect(reviews.every((r) => r.design >= 1 && r.design <= 5)).toBe(true);
    expect(reviews.every((r) => /^[A-Z][a-z]+ [A-Z]\.$/.test(r.author))).toBe(true);
    const verified = reviews.filter((r) => toBoolean(r.verified)).length / reviews.length;
    expect(verified).toBeGreaterThan(0.7);
    expect(verified).toBeLessThan(0.9);
  });

  it("keeps store stock to a moderate number of rows", async () => {
    const rows = await handle.db
      .selectFrom("storeStock")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBeGreaterThan(0);
    expect(Number(rows.n)).toBeLessThan(150_000);
  });
});

describe("a small catalogue seed", () => {
  it("is identical every time it is made from the same seed", async () => {
    const first = await seeded(3, 300);
    const second = await seeded(3, 300);
    try {
      expect(first.count).toBe(300);
      expect(await catalogueHash(first.handle)).toBe(await catalogueHash(second.handle));
    } finally {
      await first.handle.close();
      await second.handle.close();
    }
  });

  it("still has every variant shape and whole-product stock state at 300 products", async () => {
    const { handle } = await seeded(3, 300);
    try {
      const shapes = await handle.db.selectFrom("products").select("variantShape").distinct().execute();
      expect(shapes.length).toBe(VARIANT_SHAPES.length);
      const preorder = await handle.db
        .selectFrom("variants")
        .select("code")
        .where("availability", "=", "preorder")
        .execute();
      expect(preorder.length).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it("skips store stock when no stores have been seeded", async () => {
    const { handle, count } = await seeded(0, 200);
    try {
      expect(count).toBe(200);
      const rows = await handle.db.selectFrom("storeStock").select("variantCode").execute();
      expect(rows).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
