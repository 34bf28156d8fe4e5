import type { Db } from "../../db.ts";
import { insertBatches } from "../insert-batches.ts";
import type { Random } from "../random.ts";
import { buildStandardProduct, type ProductSummary } from "./build-products.ts";
import { emptyRows, flushRows, type RowCounts } from "./catalogue-rows.ts";
import { categoryRows } from "./category-tree.ts";
import { categoryImageRows } from "./images.ts";
import { planProducts, productCode } from "./plan-products.ts";
import { PRODUCT_KINDS } from "./product-kinds.ts";
import { buildBundles, buildCollections, buildGiftBoxes, setCountsFor } from "./product-sets.ts";

const GIFT_BOX_COUNT = 2;

/** The hand-written ranges plus bundles, collections and gift boxes: a little over 1,200 products. */
export const DEFAULT_PRODUCT_COUNT =
  PRODUCT_KINDS.reduce((sum, kind) => sum + kind.ranges, 0) + 30 + 10 + GIFT_BOX_COUNT;

// Rows are written every this many products, so a 50,000-product seed never holds them all in memory.
const PRODUCTS_PER_FLUSH = 1000;

interface CatalogueSeedOptions {
  /** Total products, counting bundles, collections and gift boxes. */
  products?: number;
  /** Receives the row counts once the catalogue is written (for logs and benchmarks). */
  onCounts?: (counts: RowCounts) => void;
}

/**
 * Writes the deterministic catalogue: categories, products, swatches, variants, prices, stock,
 * images, reviews, bundles and collections. Runs inside the caller's transaction; stores must
 * already be seeded for store stock (none is written when there are no stores).
 */
export async function seedCatalogue(
  db: Db,
  random: Random,
  options: CatalogueSeedOptions = {},
): Promise<number> {
  const total = Math.max(GIFT_BOX_COUNT, Math.floor(options.products ?? DEFAULT_PRODUCT_COUNT));
  const sets = setCountsFor(total);
  const standardCount = Math.max(0, total - sets.bundles - sets.collections - GIFT_BOX_COUNT);

  await insertBatches(db, "categories", categoryRows());
  await insertBatches(db, "images", categoryImageRows(random.fork("category-images")));
  const stores = await db.selectFrom("stores").select(["code", "version"]).orderBy("code").execute();
  const storeCodes = stores.map((store) => store.code);

  const counts: RowCounts = { products: 0, variants: 0, prices: 0, images: 0, reviews: 0, storeStock: 0 };
  const rows = emptyRows();
  // Gift boxes first: bundles name GIFTB as their gift box entry.
  buildGiftBoxes(random.fork("gift-boxes"), rows);
  await flushRows(db, rows, counts);

  const plans = planProducts(random.fork("plans"), standardCount);
  const productsRandom = random.fork("products");
  const summaries: ProductSummary[] = [];
  for (const plan of plans) {
    summaries.push(buildStandardProduct(plan, productsRandom.fork(plan.code), storeCodes, rows));
    if (rows.products.length >= PRODUCTS_PER_FLUSH) await flushRows(db, rows, counts);
  }
  await flushRows(db, rows, counts);

  let nextIndex = plans.length;
  const nextCode = () => productCode(nextIndex++);
  buildBundles(summaries, sets.bundles, nextCode, random.fork("bundles"), rows);
  buildCollections(summaries, sets.collections, nextCode, random.fork("collections"), rows);
  await flushRows(db, rows, counts);

  options.onCounts?.(counts);
  return counts.products;
}
