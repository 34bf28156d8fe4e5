import { visibleVariantText } from "../site/navigation-menu.ts";
import type { BagLineProblem } from "./bag-view.ts";
import type { BagLineRow } from "./cart-ports.ts";
import { lineQuantityLimit } from "./cart-rules.ts";

// What a bag line can still be bought as: a line that has gone out of stock, or below the
// quantity asked for, or out of the catalogue, is flagged on the line and blocks checkout; it is never dropped.

export function bagLineProblem(
  row: Pick<BagLineRow, "currentPrice" | "availability" | "stockLevel" | "quantity">,
): BagLineProblem | null {
  if (row.currentPrice === null) return { kind: "noLongerSold" };
  if (row.availability === "preorder") return null;
  if (row.availability === "instoreonly" || row.stockLevel <= 0) return { kind: "outOfStock" };
  if (row.stockLevel < row.quantity) return { kind: "insufficientStock", available: row.stockLevel };
  return null;
}

/** The most the line may hold now; 0 when it cannot be bought at all. */
export function bagLineMaxQuantity(
  row: Pick<BagLineRow, "currentPrice" | "availability" | "stockLevel" | "variantCode">,
): number {
  if (row.currentPrice === null) return 0;
  return lineQuantityLimit({
    code: row.variantCode,
    stockLevel: row.stockLevel,
    availability: row.availability,
  });
}

/** The price the line is charged at: the catalogue's now, or the captured one when it is no longer sold. */
export function bagLineUnitPrice(row: Pick<BagLineRow, "currentPrice" | "unitPrice">): number {
  return row.currentPrice ?? row.unitPrice;
}

/** spec 000 §3 bag entry: "No Colour" and "One Size" are not shown. */
export function bagLineColour(swatchName: string): string | null {
  return visibleVariantText(swatchName, "No Colour");
}

export function bagLineSize(size: string): string | null {
  return visibleVariantText(size, "One Size");
}
