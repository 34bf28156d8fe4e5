import type { Insertable } from "kysely";
import type { Availability } from "../../../core/catalogue/stock-state.ts";
import type { StoreStockTable } from "../../schema.ts";
import type { Random } from "../random.ts";
import { CATALOGUE_DATE, DAY_MS, type StockProfile } from "./plan-products.ts";

interface VariantStock {
  stockLevel: number;
  availability: Availability;
  preorderDate: string | null;
  notifyMe: boolean;
}

/** A pre-order due date between two weeks and three months after the catalogue date. */
export function preorderDate(random: Random): string {
  return new Date(CATALOGUE_DATE + random.int(14, 90) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Stock for one variant. A pre-order variant's stockLevel is the units that can still be
 * pre-ordered, so checkout's "where stock >= qty" guard works for it too.
 */
export function variantStock(
  profile: StockProfile,
  random: Random,
  swatchPreorderDate: string | null,
): VariantStock {
  switch (profile) {
    case "soldOut":
      return { stockLevel: 0, availability: "online", preorderDate: null, notifyMe: false };
    case "soldOutNotify":
      return { stockLevel: 0, availability: "online", preorderDate: null, notifyMe: true };
    case "inStoreOnly":
      return { stockLevel: 0, availability: "instoreonly", preorderDate: null, notifyMe: false };
    case "preorder":
      return {
        stockLevel: random.int(20, 150),
        availability: "preorder",
        preorderDate: swatchPreorderDate ?? preorderDate(random),
        notifyMe: false,
      };
    case "normal":
      break;
  }
  if (swatchPreorderDate) {
    return {
      stockLevel: random.int(20, 150),
      availability: "preorder",
      preorderDate: swatchPreorderDate,
      notifyMe: false,
    };
  }
  const roll = random.next();
  // spec 002 §4/§9: low stock is fewer than 5; about 8% low, 8% sold out, 2% only in stores.
  if (roll < 0.08)
    return { stockLevel: random.int(1, 4), availability: "online", preorderDate: null, notifyMe: false };
  if (roll < 0.16)
    return { stockLevel: 0, availability: "online", preorderDate: null, notifyMe: random.chance(0.5) };
  if (roll < 0.18) return { stockLevel: 0, availability: "instoreonly", preorderDate: null, notifyMe: false };
  return { stockLevel: random.int(8, 120), availability: "online", preorderDate: null, notifyMe: false };
}

/**
 * Units held in shops. In-store-only variants are always in two to six stores; about 30% of
 * variants sold online are also on some shelves, and a few sold-out ones still linger in a store.
 */
export function storeStockRows(
  variantCode: string,
  stock: VariantStock,
  storeCodes: readonly string[],
  random: Random,
): Insertable<StoreStockTable>[] {
  if (storeCodes.length === 0 || stock.availability === "preorder") return [];
  let storeCount = 0;
  if (stock.availability === "instoreonly") storeCount = random.int(2, 6);
  else if (stock.stockLevel > 0) storeCount = random.chance(0.3) ? random.int(1, 3) : 0;
  else storeCount = random.chance(0.15) ? 1 : 0;
  if (storeCount === 0) return [];
  return random.sample(storeCodes, storeCount).map((storeCode) => ({
    storeCode,
    variantCode,
    quantity: random.int(1, 15),
  }));
}
