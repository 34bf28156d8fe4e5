// Rules for putting a variant in the bag (docs/decisions/008-cart-and-saved-items.md "Quantity limits").
import type { Availability } from "../catalogue/stock-state.ts";

/** The most of one variant a bag line may hold: a household quantity, and a brake on stock hoarding. */
export const MAX_QUANTITY_PER_LINE = 10;

/**
 * The bag's count as the header shows it (spec 001 §3 `totalUnitCount`): units, not lines. The one place it is
 * added up; the cart service, the bag view, the header preview and the universal data all count with it.
 */
export function totalUnitCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export interface VariantForCart {
  code: string;
  stockLevel: number;
  availability: Availability;
}

/**
 * The most units of this variant one bag line may hold: never more than the per-line maximum and, unless it
 * is sold on pre-order, never more than the stock held online. In-store-only variants cannot be bought online.
 */
export function lineQuantityLimit(variant: VariantForCart, maxPerLine = MAX_QUANTITY_PER_LINE): number {
  if (variant.availability === "instoreonly") return 0;
  if (variant.availability === "preorder") return maxPerLine;
  return Math.max(0, Math.min(maxPerLine, variant.stockLevel));
}

export type AddCheck =
  | { ok: true; limit: number }
  | { ok: false; reason: "outOfStock" }
  | { ok: false; reason: "overLineMaximum"; max: number };

/** Whether `requested` more units fit in a line that already holds `inBag`. */
export function checkAdd(
  variant: VariantForCart,
  inBag: number,
  requested: number,
  maxPerLine = MAX_QUANTITY_PER_LINE,
): AddCheck {
  const limit = lineQuantityLimit(variant, maxPerLine);
  if (limit === 0) return { ok: false, reason: "outOfStock" };
  if (inBag + requested <= limit) return { ok: true, limit };
  // Asking past the stock is a stock refusal (spec wording); past the line maximum with stock to spare is ours.
  const stockBound = variant.availability === "online" && variant.stockLevel < maxPerLine;
  return stockBound
    ? { ok: false, reason: "outOfStock" }
    : { ok: false, reason: "overLineMaximum", max: maxPerLine };
}

/** How many of `requested` a bulk (bundle) add can place: the rest is reported short, not refused. */
export function quantityThatFits(
  variant: VariantForCart,
  inBag: number,
  requested: number,
  maxPerLine = MAX_QUANTITY_PER_LINE,
): number {
  return Math.max(0, Math.min(requested, lineQuantityLimit(variant, maxPerLine) - inBag));
}

/** The entry number the next new line gets: one past the highest, so numbers are never reused in a cart. */
export function nextEntryNumber(existing: readonly number[]): number {
  return existing.length === 0 ? 0 : Math.max(...existing) + 1;
}
