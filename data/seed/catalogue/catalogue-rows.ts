import type { Insertable } from "kysely";
import type { Db } from "../../db.ts";
import type {
  ImageTable,
  PriceTable,
  ProductCategoryTable,
  ProductGroupTable,
  ProductSetTable,
  ProductTable,
  ReviewTable,
  StoreStockTable,
  SwatchTable,
  VariantTable,
} from "../../schema.ts";
import { insertBatches } from "../insert-batches.ts";

/** Rows waiting to be written, one list per table. */
export interface CatalogueRows {
  products: Insertable<ProductTable>[];
  productCategories: Insertable<ProductCategoryTable>[];
  productGroups: Insertable<ProductGroupTable>[];
  swatches: Insertable<SwatchTable>[];
  variants: Insertable<VariantTable>[];
  prices: Insertable<PriceTable>[];
  images: Insertable<ImageTable>[];
  storeStock: Insertable<StoreStockTable>[];
  reviews: Insertable<ReviewTable>[];
  productSets: Insertable<ProductSetTable>[];
}

export function emptyRows(): CatalogueRows {
  return {
    products: [],
    productCategories: [],
    productGroups: [],
    swatches: [],
    variants: [],
    prices: [],
    images: [],
    storeStock: [],
    reviews: [],
    productSets: [],
  };
}

export interface RowCounts {
  products: number;
  variants: number;
  prices: number;
  images: number;
  reviews: number;
  storeStock: number;
}

/**
 * Writes buffered rows in foreign-key order and empties the buffer. Writing in slices keeps a
 * 50,000-product seed from holding millions of rows in memory at once.
 */
export async function flushRows(db: Db, rows: CatalogueRows, counts: RowCounts): Promise<void> {
  await insertBatches(db, "products", rows.products);
  await insertBatches(db, "productCategories", rows.productCategories);
  await insertBatches(db, "productGroups", rows.productGroups);
  await insertBatches(db, "swatches", rows.swatches);
  await insertBatches(db, "variants", rows.variants);
  await insertBatches(db, "prices", rows.prices);
  await insertBatches(db, "images", rows.images);
  await insertBatches(db, "storeStock", rows.storeStock);
  await insertBatches(db, "reviews", rows.reviews);
  await insertBatches(db, "productSets", rows.productSets);
  counts.products += rows.products.length;
  counts.variants += rows.variants.length;
  counts.prices += rows.prices.length;
  counts.images += rows.images.length;
  counts.reviews += rows.reviews.length;
  counts.storeStock += rows.storeStock.length;
  Object.assign(rows, emptyRows());
}
