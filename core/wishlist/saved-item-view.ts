import { lineQuantityLimit } from "../cart/cart-rules.ts";
import { productPath } from "../catalogue/product-url.ts";
import { type Availability, variantStockStatus } from "../catalogue/stock-state.ts";
import { imageUrl } from "../content/image-url.ts";
import { formatMoney, money, toMajorUnits } from "../money/money.ts";
import { type Version, withVersion } from "../site/versions.ts";
import type { SavedItemEntry } from "./saved-item.ts";
import type { SavedItemProductRow } from "./wishlist-ports.ts";

/** One size of a saved product as the saved-items page offers it for adding to the bag. */
interface SavedItemSize {
  code: string;
  size: string;
  stockLevelStatus: string;
  /** False when it cannot go in the bag online (sold out, in store only). */
  addable: boolean;
  price: { value: number; formattedValue: string; currencyIso: string } | null;
}

/** spec 002 §2 saved items page entry: the saved entry plus image, price, link and sizes (shape ours). */
export interface SavedItemView extends SavedItemEntry {
  available: boolean;
  productUrl: string;
  imageUrl: string;
  colour: string;
  priceFormattedValue: string;
  sizes: SavedItemSize[];
}

export function buildSavedItemView(
  entry: SavedItemEntry,
  product: SavedItemProductRow | undefined,
  context: { currency: string; locale: string; version: Version },
): SavedItemView {
  if (!product) {
    // The product left the catalogue after it was saved: keep the entry so the shopper can remove it.
    return {
      ...entry,
      available: false,
      productUrl: "",
      imageUrl: "",
      colour: "",
      priceFormattedValue: "",
      sizes: [],
    };
  }
  // Saved without a group (from a listing), a grouped product offers its first group's sizes.
  const groupCode = entry.groupCode || product.variants.find((v) => v.groupCode)?.groupCode || "";
  const inGroup = product.variants.filter((v) => !groupCode || v.groupCode === groupCode);
  const variants = inGroup.length > 0 ? inGroup : product.variants;
  const sizes = variants.map((v) => {
    const availability = v.availability as Availability;
    return {
      code: v.code,
      size: v.size,
      stockLevelStatus: variantStockStatus({ stockLevel: v.stockLevel, availability, storeStock: 0 }),
      addable:
        v.price !== null && lineQuantityLimit({ code: v.code, stockLevel: v.stockLevel, availability }) > 0,
      price:
        v.price === null
          ? null
          : {
              value: toMajorUnits(money(v.price, context.currency)),
              formattedValue: formatMoney(money(v.price, context.currency), context.locale),
              currencyIso: context.currency,
            },
    };
  });
  const prices = variants.map((v) => v.price).filter((p): p is number => p !== null);
  const from = prices.length ? Math.min(...prices) : null;
  return {
    ...entry,
    // The catalogue's name, not the one the client sent when saving.
    name: product.name,
    available: true,
    productUrl: withVersion(
      context.version,
      productPath({
        code: product.code,
        name: product.name,
        productType: product.productType,
        categoryCode: product.categoryCode,
        groupCode: entry.groupCode || null,
      }),
    ),
    imageUrl: product.imageId ? imageUrl(product.imageId, 480) : "",
    colour: product.swatchName ?? "",
    priceFormattedValue: from === null ? "" : formatMoney(money(from, context.currency), context.locale),
    sizes,
  };
}
