// spec 002 §4 "Stock states".
export const STOCK_STATUSES = [
  "inStock",
  "inStockInStore",
  "LowInStockAtVariant",
  "outOfStock",
  "InStockForBackOrder",
] as const;
export type StockLevelStatus = (typeof STOCK_STATUSES)[number];

/** How a variant is sold: online from the warehouse, on pre-order, or only in stores. */
export const AVAILABILITIES = ["online", "preorder", "instoreonly"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** spec 002 §9: low stock means fewer than 5 left. */
export const LOW_STOCK_THRESHOLD = 5;

export const VARIANT_SHAPES = [
  "singleSize",
  "singleSizeWithGroups",
  "sizeVariants",
  "groupVariants",
] as const;
export type VariantShape = (typeof VARIANT_SHAPES)[number];

interface VariantStockInput {
  stockLevel: number;
  availability: Availability;
  /** Units held across all stores. */
  storeStock: number;
}

export function variantStockStatus(
  variant: VariantStockInput,
  lowStockThreshold = LOW_STOCK_THRESHOLD,
): StockLevelStatus {
  if (variant.availability === "preorder") return "InStockForBackOrder";
  if (variant.availability === "instoreonly") return variant.storeStock > 0 ? "inStockInStore" : "outOfStock";
  if (variant.stockLevel <= 0) return "outOfStock";
  if (variant.stockLevel < lowStockThreshold) return "LowInStockAtVariant";
  return "inStock";
}

type StockLabelKey =
  | "inStock"
  | "inStockInStore"
  | "lowStock"
  | "soldOut"
  | "preOrder"
  | "notifyMe"
  | "notDefined";

/** The label a variant shows: notify-me wins over sold out when the variant allows it. */
export function stockStateLabel(status: string, notifyMe: boolean): StockLabelKey {
  switch (status) {
    case "inStock":
      return "inStock";
    case "inStockInStore":
      return "inStockInStore";
    case "LowInStockAtVariant":
      return "lowStock";
    case "outOfStock":
      return notifyMe ? "notifyMe" : "soldOut";
    case "InStockForBackOrder":
      return "preOrder";
    default:
      return "notDefined";
  }
}

export interface ProductStockVariant {
  status: StockLevelStatus;
  notifyMe: boolean;
}

/** Sold out when every variant is out of stock (or only in store, when that counts as unavailable). */
export function isSoldOut(
  variants: readonly ProductStockVariant[],
  inStoreOnlyCountsAsSoldOut = false,
): boolean {
  return (
    variants.length > 0 &&
    variants.every(
      (v) => v.status === "outOfStock" || (inStoreOnlyCountsAsSoldOut && v.status === "inStockInStore"),
    )
  );
}

/** Notify-me when sold out and at least one variant allows it. */
export function isNotifyMe(variants: readonly ProductStockVariant[]): boolean {
  return isSoldOut(variants) && variants.some((v) => v.notifyMe);
}

/** Pre-order when every variant is on pre-order. */
export function isPreOrder(variants: readonly ProductStockVariant[]): boolean {
  return variants.length > 0 && variants.every((v) => v.status === "InStockForBackOrder");
}
