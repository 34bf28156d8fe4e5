import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVERY_GROUPS } from "../../../core/delivery/delivery-types.ts";
import { type DatabaseHandle, openDatabase } from "../../db.ts";
import { migrateToLatest } from "../../migrate.ts";
import { toBoolean } from "../../normalise.ts";
import { DEFAULT_PRODUCT_COUNT } from "../catalogue/seed-catalogue.ts";
import { DEFAULT_SEED, seed } from "../seed.ts";
import { FURNITURE_CATEGORIES } from "./furniture-categories.ts";

// The furniture step adds a range in every split-delivery group (spec 001 §9) and must leave the catalogue that
// tests and journeys rely on exactly as it was.

const FURNITURE_CODE = /^P2\d{7}$/;

async function seededDatabase(): Promise<DatabaseHandle> {
  const handle = openDatabase(":memory:");
  await migrateToLatest(handle.db);
  await seed(handle.db, { trial: false, seed: DEFAULT_SEED });
  return handle;
}

/** Every catalogue row that is not furniture, as one hash. */
async function catalogueHash(handle: DatabaseHandle): Promise<string> {
  const { db } = handle;
  const notFurniture = <T extends Record<string, unknown>>(rows: T[], column: keyof T) =>
    rows.filter((row) => !FURNITURE_CODE.test(String(row[column]).slice(0, 9)));
  const hash = createHash("sha256");
  hash.update(
    JSON.stringify(
      notFurniture(await db.selectFrom("products").selectAll().orderBy("code").execute(), "code"),
    ),
  );
  hash.update(
    JSON.stringify(
      notFurniture(await db.selectFrom("variants").selectAll().orderBy("code").execute(), "productCode"),
    ),
  );
  hash.update(
    JSON.stringify(
      notFurniture(
        await db.selectFrom("prices").selectAll().orderBy("variantCode").orderBy("currency").execute(),
        "variantCode",
      ),
    ),
  );
  hash.update(
    JSON.stringify(
      notFurniture(
        await db.selectFrom("storeStock").selectAll().orderBy("variantCode").orderBy("storeCode").execute(),
        "variantCode",
      ),
    ),
  );
  return hash.digest("hex");
}

describe("the furniture seed", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await seededDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const furniture = () =>
    handle.db
      .selectFrom("products")
      .selectAll()
      .where("deliveryGroup", "!=", "standard")
      .orderBy("code")
      .execute();

  it("has furniture in every split-delivery group, in the furniture categories", async () => {
    const products = await furniture();
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(products.length).toBeLessThanOrEqual(16);
    expect(new Set(products.map((p) => p.deliveryGroup))).toEqual(
      new Set(DELIVERY_GROUPS.filter((group) => group !== "standard")),
    );
    for (const product of products) {
      expect(product.code).toMatch(FURNITURE_CODE);
      expect(FURNITURE_CATEGORIES.map((c) => c.code)).toContain(product.categoryCode);
      expect(toBoolean(product.internationalDelivery), product.code).toBe(false);
      expect(toBoolean(product.giftWrappable), product.code).toBe(false);
    }
    const categories = await handle.db
      .selectFrom("categories")
      .select(["code", "parentCode", "path"])
      .where("code", "in", ["Bedroom-Furniture", "Home-Furniture"])
      .orderBy("code")
      .execute();
    expect(categories).toEqual([
      { code: "Bedroom-Furniture", parentCode: "Bedroom", path: "Bedroom/c/Bedroom-Furniture" },
      { code: "Home-Furniture", parentCode: "Home", path: "Home/c/Home-Furniture" },
    ]);
  });

  it("words the two-person delivery or the made-to-order time in each piece's delivery information", async () => {
    for (const product of await furniture()) {
      expect(product.deliveryInfo, product.code).toContain("two-person team");
      const weeks = /^madeToOrder(\d+)$/.exec(product.deliveryGroup)?.[1];
      if (weeks) expect(product.deliveryInfo, product.code).toContain(`in about ${weeks} weeks`);
      expect(product.deliveryInfo).toContain("UK delivery only");
      expect(product.description).not.toMatch(/\{\w+\}|undefined/);
    }
  });

  it("gives each piece variants priced in GBP, USD and EUR, stock, pictures and a listing", async () => {
    const codes = (await furniture()).map((p) => p.code);
    const variants = await handle.db
      .selectFrom("variants")
      .selectAll()
      .where("productCode", "in", codes)
      .execute();
    expect(new Set(variants.map((v) => v.productCode))).toEqual(new Set(codes));
    const prices = await handle.db
      .selectFrom("prices")
      .select(["variantCode", "currency"])
      .where(
        "variantCode",
        "in",
        variants.map((v) => v.code),
      )
      .execute();
    expect(prices.length).toBe(variants.length * 3);
    for (const code of codes) {
      expect(
        variants.some((v) => v.productCode === code && v.stockLevel > 0),
        code,
      ).toBe(true);
    }
    const bareSwatches = await handle.db
      .selectFrom("swatches")
      .leftJoin("images", (join) =>
        join.onRef("images.ownerCode", "=", "swatches.code").on("images.ownerType", "=", "swatch"),
      )
      .select("swatches.code")
      .where("swatches.productCode", "in", codes)
      .where("images.id", "is", null)
      .execute();
    expect(bareSwatches).toEqual([]);
    const listed = await handle.db
      .selectFrom("productCategories")
      .select("productCode")
      .where("categoryCode", "in", ["Bedroom-Furniture", "Home-Furniture"])
      .execute();
    expect(new Set(listed.map((row) => row.productCode))).toEqual(new Set(codes));
  });

  it("leaves every other product standard and exactly as the catalogue seed makes it", async () => {
    const others = await handle.db
      .selectFrom("products")
      .select(["code", "deliveryGroup"])
      .where("code", "not like", "P2%")
      .execute();
    expect(others.length).toBe(DEFAULT_PRODUCT_COUNT);
    expect(others.every((p) => p.deliveryGroup === "standard")).toBe(true);
    // Codes, names and prices that tests and journeys name, as main seeded them before furniture came.
    const known = await handle.db
      .selectFrom("products as p")
      .innerJoin("variants as v", "v.productCode", "p.code")
      .innerJoin("prices as r", "r.variantCode", "v.code")
      .select(["p.code", "p.name", "v.code as variantCode", "v.stockLevel", "r.amount"])
      .where("v.code", "in", ["P100000010101", "P100000030101"])
      .where("r.currency", "=", "GBP")
      .orderBy("v.code")
      .execute();
    expect(known).toEqual(KNOWN_ROWS);
  });

  it("makes the same catalogue twice from one seed, furniture included", async () => {
    const second = await seededDatabase();
    try {
      expect(await catalogueHash(second)).toBe(await catalogueHash(handle));
      const pieces = async (h: DatabaseHandle) =>
        JSON.stringify(
          await h.db
            .selectFrom("variants")
            .selectAll()
            .where("productCode", "like", "P2%")
            .orderBy("code")
            .execute(),
        );
      expect(await pieces(second)).toBe(await pieces(handle));
    } finally {
      await second.close();
    }
  });
});

const KNOWN_ROWS = [
  {
    code: "P10000001",
    name: "Aegean Organic Towel",
    variantCode: "P100000010101",
    stockLevel: 55,
    amount: 1500,
  },
  {
    code: "P10000003",
    name: "Pomegranate Hand & Body Lotion",
    variantCode: "P100000030101",
    stockLevel: 28,
    amount: 2000,
  },
];
