import type {
  CardRecord,
  NewProductAlert,
  ProductDeliveryFacts,
  ProductRecord,
  ProductRepository,
  ReviewSort,
  SetEntryRecord,
  VariantRecord,
} from "../../core/catalogue/product-repository.ts";
import type { CategoryLink, ProductImage, Review, VariantPrice } from "../../core/catalogue/product-types.ts";
import type { Availability } from "../../core/catalogue/stock-state.ts";
import { DELIVERY_GROUPS, type DeliveryGroup } from "../../core/delivery/delivery-types.ts";
import type { Db } from "../db.ts";
import { fromJson, toBoolean, toIso, toNumber } from "../normalise.ts";
import { storeUnitsOfVariant } from "./store-units.ts";

const SWATCH_OWNER = "swatch";

// SQLite and PostgreSQL both report a unique violation through these (ARCHITECTURE.md "Data").
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; errcode?: unknown; message?: unknown };
  return e?.code === "23505" || e?.errcode === 2067 || /UNIQUE constraint failed/.test(String(e?.message));
}

/** A value outside the closed set is a broken row, not a parcel: fail loudly rather than send it standard. */
function toDeliveryGroup(value: string, productCode: string): DeliveryGroup {
  const group = DELIVERY_GROUPS.find((known) => known === value);
  if (!group) throw new Error(`Product ${productCode} has an unknown delivery group "${value}"`);
  return group;
}

export function createProductRepository(db: Db): ProductRepository {
  async function imagesOf(swatchCodes: readonly string[]): Promise<Map<string, ProductImage[]>> {
    const byOwner = new Map<string, ProductImage[]>();
    if (swatchCodes.length === 0) return byOwner;
    const rows = await db
      .selectFrom("images")
      .select(["id", "ownerCode", "alt", "width", "height", "shape"])
      .where("ownerType", "=", SWATCH_OWNER)
      .where("ownerCode", "in", swatchCodes)
      .orderBy("ownerCode")
      .orderBy("position")
      .execute();
    for (const row of rows) {
      const list = byOwner.get(row.ownerCode) ?? [];
      list.push({ id: row.id, alt: row.alt, width: row.width, height: row.height, shape: row.shape });
      byOwner.set(row.ownerCode, list);
    }
    return byOwner;
  }

  async function variantRecords(where: { column: "code" | "productCode"; values: readonly string[] }) {
    if (where.values.length === 0) return [];
    const rows = await db
      .selectFrom("variants as v")
      .select([
        "v.code",
        "v.productCode",
        "v.swatchCode",
        "v.groupCode",
        "v.size",
        "v.stockLevel",
        "v.availability",
        "v.preorderDate",
        "v.notifyMe",
        storeUnitsOfVariant,
      ])
      .where(`v.${where.column}`, "in", where.values)
      .orderBy("v.productCode")
      .orderBy("v.position")
      .execute();
    const codes = rows.map((r) => r.code);
    const prices = codes.length
      ? await db.selectFrom("prices").selectAll().where("variantCode", "in", codes).execute()
      : [];
    const priceMap = new Map<string, Record<string, VariantPrice>>();
    for (const p of prices) {
      const forVariant = priceMap.get(p.variantCode) ?? {};
      forVariant[p.currency] = {
        amount: toNumber(p.amount),
        wasAmount: p.wasAmount === null ? null : toNumber(p.wasAmount),
        currency: p.currency,
      };
      priceMap.set(p.variantCode, forVariant);
    }
    return rows.map(
      (r): VariantRecord => ({
        code: r.code,
        productCode: r.productCode,
        swatchCode: r.swatchCode,
        groupCode: r.groupCode,
        size: r.size,
        stockLevel: toNumber(r.stockLevel),
        availability: r.availability as Availability,
        preorderDate: r.preorderDate,
        notifyMe: toBoolean(r.notifyMe),
        storeStock: toNumber(r.units),
        prices: priceMap.get(r.code) ?? {},
      }),
    );
  }

  return {
    async product(code: string): Promise<ProductRecord | null> {
      const product = await db.selectFrom("products").selectAll().where("code", "=", code).executeTakeFirst();
      if (!product) return null;
      const [groups, swatches, variants] = await Promise.all([
        db
          .selectFrom("productGroups")
          .select(["groupCode", "name"])
          .where("productCode", "=", code)
          .orderBy("position")
          .execute(),
        db
          .selectFrom("swatches")
          .select(["code", "name", "hex"])
          .where("productCode", "=", code)
          .orderBy("position")
          .execute(),
        variantRecords({ column: "productCode", values: [code] }),
      ]);
      const images = await imagesOf(swatches.map((s) => s.code));
      return {
        code: product.code,
        name: product.name,
        productType: product.productType,
        variantShape: product.variantShape,
        categoryCode: product.categoryCode,
        description: product.description,
        sizeAndCare: product.sizeAndCare,
        sustainableStyle: product.sustainableStyle,
        deliveryInfo: product.deliveryInfo,
        isNew: toBoolean(product.isNew),
        internationalDelivery: toBoolean(product.internationalDelivery),
        restrictedCountries: fromJson<string[]>(product.restrictedCountries, []),
        giftWrappable: toBoolean(product.giftWrappable),
        groups: groups.map((g) => ({ code: g.groupCode, name: g.name })),
        swatches: swatches.map((s) => ({ ...s, images: images.get(s.code) ?? [] })),
        variants,
      };
    },

    async categoryTrail(categoryCode: string): Promise<CategoryLink[]> {
      const trail: CategoryLink[] = [];
      let code: string | null = categoryCode;
      // The tree is a few levels deep; walking up is cheaper than a recursive query on both dialects.
      for (let depth = 0; code && depth < 8; depth++) {
        const row = await db
          .selectFrom("categories")
          .select(["code", "name", "path", "parentCode"])
          .where("code", "=", code)
          .executeTakeFirst();
        if (!row) break;
        trail.unshift({ code: row.code, name: row.name, path: `/${row.path}` });
        code = row.parentCode;
      }
      return trail;
    },

    async reviews(productCode: string, offset: number, limit: number, sort: ReviewSort): Promise<Review[]> {
      let query = db.selectFrom("reviews").selectAll().where("productCode", "=", productCode);
      query =
        sort === "oldest"
          ? query.orderBy("createdAt", "asc")
          : sort === "highest"
            ? query.orderBy("rating", "desc").orderBy("createdAt", "desc")
            : sort === "lowest"
              ? query.orderBy("rating", "asc").orderBy("createdAt", "desc")
              : query.orderBy("createdAt", "desc");
      const rows = await query.orderBy("id").limit(limit).offset(offset).execute();
      return rows.map((r) => ({
        id: r.id,
        rating: toNumber(r.rating),
        design: toNumber(r.design),
        fit: toNumber(r.fit),
        title: r.title,
        body: r.body,
        author: r.author,
        createdAt: toIso(r.createdAt),
        verified: toBoolean(r.verified),
        colour: r.colour,
        size: r.size,
      }));
    },

    async reviewStats(productCode: string) {
      const row = await db
        .selectFrom("reviews")
        .select((eb) => [eb.fn.countAll().as("count"), eb.fn.avg("rating").as("average")])
        .where("productCode", "=", productCode)
        .executeTakeFirst();
      const count = toNumber(row?.count);
      return { count, average: count ? Math.round(toNumber(row?.average) * 10) / 10 : 0 };
    },

    async cards(codes: readonly string[]): Promise<CardRecord[]> {
      if (codes.length === 0) return [];
      const [products, swatches, prices] = await Promise.all([
        db
          .selectFrom("products")
          .select(["code", "name", "productType", "categoryCode"])
          .where("code", "in", codes)
          .execute(),
        db
          .selectFrom("swatches")
          .select(["code", "productCode", "position"])
          .where("productCode", "in", codes)
          .orderBy("position")
          .execute(),
        db
          .selectFrom("prices as pr")
          .innerJoin("variants as v", "v.code", "pr.variantCode")
          .select(["v.productCode", "pr.currency", "pr.amount", "pr.wasAmount"])
          .where("v.productCode", "in", codes)
          .execute(),
      ]);
      const firstSwatch = new Map<string, string>();
      const swatchCount = new Map<string, number>();
      for (const s of swatches) {
        if (!firstSwatch.has(s.productCode)) firstSwatch.set(s.productCode, s.code);
        swatchCount.set(s.productCode, (swatchCount.get(s.productCode) ?? 0) + 1);
      }
      const images = await imagesOf([...firstSwatch.values()]);
      const lowest = new Map<string, Record<string, VariantPrice>>();
      for (const p of prices) {
        const forProduct = lowest.get(p.productCode) ?? {};
        const amount = toNumber(p.amount);
        const current = forProduct[p.currency];
        if (!current || amount < current.amount)
          forProduct[p.currency] = {
            amount,
            wasAmount: p.wasAmount === null ? null : toNumber(p.wasAmount),
            currency: p.currency,
          };
        lowest.set(p.productCode, forProduct);
      }
      return products.map((p) => ({
        code: p.code,
        name: p.name,
        productType: p.productType,
        categoryCode: p.categoryCode,
        image: images.get(firstSwatch.get(p.code) ?? "")?.[0] ?? null,
        swatchCount: swatchCount.get(p.code) ?? 0,
        prices: lowest.get(p.code) ?? {},
      }));
    },

    async setEntries(setCode: string): Promise<SetEntryRecord[]> {
      const rows = await db
        .selectFrom("productSets")
        .select(["position", "productCode", "role", "quantity"])
        .where("setCode", "=", setCode)
        .orderBy("position")
        .execute();
      return rows.map((r) => ({ ...r, position: toNumber(r.position), quantity: toNumber(r.quantity) }));
    },

    variants: (codes) => variantRecords({ column: "code", values: codes }),
    variantsOfProducts: (codes) => variantRecords({ column: "productCode", values: codes }),

    async countryName(isocode: string) {
      const row = await db
        .selectFrom("countries")
        .select("name")
        .where("isocode", "=", isocode.toUpperCase())
        .executeTakeFirst();
      return row?.name ?? null;
    },

    async deliveryFacts(productCodes: readonly string[]): Promise<Map<string, ProductDeliveryFacts>> {
      const facts = new Map<string, ProductDeliveryFacts>();
      const codes = [...new Set(productCodes)];
      if (codes.length === 0) return facts;
      const rows = await db
        .selectFrom("products")
        .select(["code", "deliveryGroup", "internationalDelivery", "restrictedCountries"])
        .where("code", "in", codes)
        .execute();
      for (const row of rows) {
        facts.set(row.code, {
          deliveryGroup: toDeliveryGroup(row.deliveryGroup, row.code),
          internationalDelivery: toBoolean(row.internationalDelivery),
          restrictedCountries: fromJson<string[]>(row.restrictedCountries, []),
        });
      }
      return facts;
    },

    async saveAlert(alert: NewProductAlert): Promise<boolean> {
      try {
        await db
          .insertInto("productAlerts")
          .values({ ...alert, notifiedAt: null })
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}
