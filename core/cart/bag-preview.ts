import { productPath } from "../catalogue/product-url.ts";
import { imageUrl } from "../content/image-url.ts";
import { formatMoney, money } from "../money/money.ts";
import { type Version, withVersion } from "../site/versions.ts";
import { bagLineUnitPrice } from "./bag-line-rules.ts";
import type { BagLineRow } from "./cart-ports.ts";
import { totalUnitCount } from "./cart-rules.ts";

// spec 001 §7 `GET /header/cart/rollover`: the bag preview the header shows on hover (shape designed here,
// documented in docs/decisions/008-cart-and-saved-items.md).

interface BagPreviewEntry {
  productBaseName: string;
  /** Site path with the version prefix. */
  productUrl: string;
  productImageUrl: string;
  productColourCode: string;
  productSizeCode: string;
  /** The chosen type of a product with groups ("Oxford"); empty when it has none (ours). */
  productGroupName: string;
  basePriceFormattedValue: string;
  quantity: number;
}

export interface BagPreview {
  isEmptyCart: boolean;
  totalUnitCount: number;
  entries: BagPreviewEntry[];
  totalPriceFormattedValue: string;
}

/** The preview for the header from the cart's lines, newest line first as the bag shows them. */
export function buildBagPreview(
  lines: readonly BagLineRow[],
  context: { currency: string; locale: string; version: Version },
): BagPreview {
  const sorted = [...lines].sort((a, b) => b.entryNumber - a.entryNumber);
  const total = sorted.reduce((sum, line) => sum + bagLineUnitPrice(line) * line.quantity, 0);
  return {
    isEmptyCart: sorted.length === 0,
    totalUnitCount: totalUnitCount(sorted),
    entries: sorted.map((line) => ({
      productBaseName: line.productName,
      productUrl: withVersion(
        context.version,
        productPath({
          code: line.productCode,
          name: line.productName,
          productType: line.productType,
          categoryCode: line.categoryCode,
          groupCode: line.groupCode,
          swatchCode: line.swatchCode,
        }),
      ),
      productImageUrl: line.imageId ? imageUrl(line.imageId, 160) : "",
      productColourCode: line.swatchName,
      productSizeCode: line.size,
      productGroupName: line.groupName ?? "",
      basePriceFormattedValue: formatMoney(money(bagLineUnitPrice(line), context.currency), context.locale),
      quantity: line.quantity,
    })),
    totalPriceFormattedValue: formatMoney(money(total, context.currency), context.locale),
  };
}
