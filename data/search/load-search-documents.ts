import {
  isNotifyMe,
  isPreOrder,
  isSoldOut,
  type ProductStockVariant,
  type StockLevelStatus,
  variantStockStatus,
} from "../../core/catalogue/stock-state.ts";
import {
  SEARCH_CURRENCIES,
  type SearchCategory,
  type SearchCurrency,
  type SearchDocument,
  type SearchImage,
  type SearchPrice,
  type SearchSwatch,
  type SearchVariant,
} from "../../core/search/search-document.ts";
import type { Db } from "../db.ts";
import { toBoolean, toIso, toNumber } from "../normalise.ts";
import { loadSetEntries, type SetShell, setDocument } from "./set-documents.ts";

// How many product codes one `in (…)` list carries when refreshing part of the index.
const CHUNK = 500;

export async function loadSearchCategories(db: Db): Promise<SearchCategory[]> {
  const rows = await db.selectFrom("categories").selectAll().orderBy("position").execute();
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    parentCode: r.parentCode,
    path: r.path,
    depth: toNumber(r.depth),
    position: toNumber(r.position),
    description: r.description,
    isVisible: toBoolean(r.isVisible),
  }));
}

/**
 * Reads products into search documents: every product when `codes` is omitted (boot), else just
 * those (a refresh after a catalogue or stock change). A product with no sellable variant is left out.
 * Bundles and collections are priced and stocked from their entries (`set-documents.ts`).
 */
export async function loadSearchDocuments(
  db: Db,
  categories: readonly SearchCategory[],
  codes?: readonly string[],
): Promise<SearchDocument[]> {
  if (codes && codes.length > CHUNK) {
    const all: SearchDocument[] = [];
    for (let i = 0; i < codes.length; i += CHUNK)
      all.push(...(await loadSearchDocuments(db, categories, codes.slice(i, i + CHUNK))));
    return all;
  }
  if (codes && codes.length === 0) return [];
  const only = <T>(query: T, column: string): T =>
    // biome-ignore lint/suspicious/noExplicitAny: the same filter applies to several query builders.
    codes ? (query as any).where(column, "in", codes) : query;

  const [products, listed, swatches, variants, prices, images, storeStock, reviews] = await Promise.all([
    only(
      db
        .selectFrom("products")
        .select([
          "code",
          "name",
          "productType",
          "categoryCode",
          "description",
          "keywords",
          "isNew",
          "createdAt",
        ])
        .orderBy("code"),
      "code",
    ).execute(),
    only(db.selectFrom("productCategories").select(["productCode", "categoryCode"]), "productCode").execute(),
    only(
      db
        .selectFrom("swatches")
        .select(["code", "productCode", "name", "hex", "position"])
        .orderBy("position"),
      "productCode",
    ).execute(),
    only(
      db
        .selectFrom("variants")
        .select([
          "code",
          "productCode",
          "swatchCode",
          "groupCode",
          "size",
          "position",
          "stockLevel",
          "availability",
          "notifyMe",
        ])
        .orderBy("position"),
      "productCode",
    ).execute(),
    // One row per product and currency (not per variant): the price facets and "from" prices need no more.
    only(
      db
        .selectFrom("prices")
        .innerJoin("variants", "variants.code", "prices.variantCode")
        .select((eb) => [
          "variants.productCode",
          "prices.currency",
          eb.fn.min<number>("prices.amount").as("low"),
          eb.fn.max<number>("prices.amount").as("high"),
          eb.fn.min<number | null>("prices.wasAmount").as("was"),
        ])
        .groupBy(["variants.productCode", "prices.currency"]),
      "variants.productCode",
    ).execute(),
    // A refresh names the swatches outright: joined, SQLite read every swatch image to find a few.
    (codes
      ? db
          .selectFrom("images")
          .where("images.ownerCode", "in", (eb) =>
            eb.selectFrom("swatches").select("swatches.code").where("swatches.productCode", "in", codes),
          )
      : db.selectFrom("images").innerJoin("swatches", "swatches.code", "images.ownerCode")
    )
      .where("images.ownerType", "=", "swatch")
      .where("images.position", "<=", 2)
      .select([
        "images.id",
        "images.ownerCode",
        "images.position",
        "images.width",
        "images.height",
        "images.alt",
      ])
      .orderBy("images.position")
      .execute(),
    only(
      db
        .selectFrom("storeStock")
        .innerJoin("variants", "variants.code", "storeStock.variantCode")
        .where("variants.availability", "=", "instoreonly")
        .select((eb) => ["storeStock.variantCode", eb.fn.sum<number>("storeStock.quantity").as("quantity")])
        .groupBy("storeStock.variantCode"),
      "variants.productCode",
    ).execute(),
    only(
      db
        .selectFrom("reviews")
        .select((eb) => [
          "productCode",
          eb.fn.avg<number>("rating").as("rating"),
          eb.fn.countAll<number>().as("count"),
        ])
        .groupBy("productCode"),
      "productCode",
    ).execute(),
  ]);

  const categoryByCode = new Map(categories.map((c) => [c.code, c]));
  const group = <T, K>(rows: readonly T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) {
      const k = key(row);
      const list = map.get(k);
      if (list) list.push(row);
      else map.set(k, [row]);
    }
    return map;
  };
  const listedBy = group(listed, (r) => r.productCode);
  const swatchesBy = group(swatches, (r) => r.productCode);
  const variantsBy = group(variants, (r) => r.swatchCode);
  const imagesBy = group(images, (r) => r.ownerCode);
  const storeBy = new Map(storeStock.map((r) => [r.variantCode, toNumber(r.quantity)]));
  const reviewBy = new Map(reviews.map((r) => [r.productCode, r]));
  const pricesBy = new Map<string, { from: Partial<Record<SearchCurrency, SearchPrice>>; varies: boolean }>();
  for (const p of prices) {
    let entry = pricesBy.get(p.productCode);
    if (!entry) {
      entry = { from: {}, varies: false };
      pricesBy.set(p.productCode, entry);
    }
    const low = toNumber(p.low);
    entry.from[p.currency as SearchCurrency] = {
      amount: low,
      wasAmount: p.was === null ? null : toNumber(p.was),
    };
    if (toNumber(p.high) !== low) entry.varies = true;
  }

  const imagesOf = (swatchCode: string) =>
    (imagesBy.get(swatchCode) ?? []).map(
      (i): SearchImage => ({ id: i.id, width: toNumber(i.width), height: toNumber(i.height), alt: i.alt }),
    );
  const reviewOf = (code: string) => {
    const review = reviewBy.get(code);
    const reviewCount = review ? toNumber(review.count) : 0;
    return {
      rating: reviewCount > 0 ? Math.round(toNumber(review?.rating) * 10) / 10 : null,
      reviewCount,
    };
  };

  // What every document says of its product, whatever its type.
  const described = (product: (typeof products)[number]) => ({
    code: product.code,
    name: product.name,
    productType: product.productType,
    categoryCode: product.categoryCode,
    categoryName: categoryByCode.get(product.categoryCode)?.name ?? "",
    categoryCodes: (listedBy.get(product.code) ?? []).map((r) => r.categoryCode),
    description: product.description,
    keywords: product.keywords,
    isNew: toBoolean(product.isNew),
    createdAt: Date.parse(toIso(product.createdAt)),
    ...reviewOf(product.code),
  });

  const documents: SearchDocument[] = [];
  const sets: SetShell[] = [];
  for (const product of products) {
    if (product.productType === "bundle" || product.productType === "collection") {
      // Priced and stocked from their entries once every product is read (below).
      const setSwatches = (swatchesBy.get(product.code) ?? []).map(
        (swatch): SearchSwatch => ({
          code: swatch.code,
          name: swatch.name,
          hex: swatch.hex,
          images: imagesOf(swatch.code),
          variants: [],
        }),
      );
      if (setSwatches.length === 0) continue;
      sets.push({
        ...described(product),
        productType: product.productType,
        colours: [],
        sizes: [],
        swatches: setSwatches,
      });
      continue;
    }
    const priced = pricesBy.get(product.code);
    if (!priced || !SEARCH_CURRENCIES.every((c) => priced.from[c])) continue;
    const from = priced.from as Record<SearchCurrency, SearchPrice>;
    const onSale = SEARCH_CURRENCIES.some((c) => from[c].wasAmount !== null);
    const productSwatches: SearchSwatch[] = [];
    const stockVariants: ProductStockVariant[] = [];
    const sizes = new Set<string>();
    for (const swatch of swatchesBy.get(product.code) ?? []) {
      const swatchVariants: SearchVariant[] = [];
      for (const v of variantsBy.get(swatch.code) ?? []) {
        const status: StockLevelStatus = variantStockStatus({
          stockLevel: toNumber(v.stockLevel),
          availability: v.availability as "online" | "preorder" | "instoreonly",
          storeStock: storeBy.get(v.code) ?? 0,
        });
        const notifyMe = toBoolean(v.notifyMe);
        stockVariants.push({ status, notifyMe });
        sizes.add(v.size);
        swatchVariants.push({
          code: v.code,
          size: v.size,
          groupCode: v.groupCode,
          status,
          notifyMe,
        });
      }
      if (swatchVariants.length === 0) continue;
      productSwatches.push({
        code: swatch.code,
        name: swatch.name,
        hex: swatch.hex,
        images: imagesOf(swatch.code),
        variants: swatchVariants,
      });
    }
    if (productSwatches.length === 0) continue;
    const soldOut = isSoldOut(stockVariants);
    documents.push({
      ...described(product),
      colours: [...new Set(productSwatches.map((s) => s.name))],
      sizes: [...sizes],
      swatches: productSwatches,
      fromPrice: from,
      priceVaries: priced.varies,
      onSale,
      stock: {
        stockLevelStatus: productStatus(stockVariants, soldOut),
        soldOut,
        notifyMe: isNotifyMe(stockVariants),
        preOrder: isPreOrder(stockVariants),
      },
    });
  }
  if (sets.length === 0) return documents;

  const entries = await loadSetEntries(
    db,
    sets.map((set) => set.code),
  );
  const entryDocs = new Map(documents.map((doc) => [doc.code, doc]));
  const unread = [...new Set(entries.map((e) => e.productCode))].filter((code) => !entryDocs.has(code));
  for (const doc of await loadSearchDocuments(db, categories, unread)) entryDocs.set(doc.code, doc);
  const entriesBy = group(entries, (e) => e.setCode);
  for (const set of sets) {
    const doc = setDocument(
      set,
      (entriesBy.get(set.code) ?? []).map((e) => ({
        doc: entryDocs.get(e.productCode),
        quantity: e.quantity,
      })),
    );
    if (doc) documents.push(doc);
  }
  // The index's slots follow the documents' code order.
  return documents.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** One status for the whole product: sold out, pre-order, low when every buyable size is low, else in stock. */
function productStatus(variants: readonly ProductStockVariant[], soldOut: boolean): StockLevelStatus {
  if (soldOut) return "outOfStock";
  if (isPreOrder(variants)) return "InStockForBackOrder";
  const buyable = variants.filter((v) => v.status !== "outOfStock");
  if (buyable.every((v) => v.status === "inStockInStore")) return "inStockInStore";
  if (buyable.every((v) => v.status === "LowInStockAtVariant")) return "LowInStockAtVariant";
  return "inStock";
}
