import type { Availability } from "../catalogue/stock-state.ts";
import { checkGiftMessage } from "./gift-message-rules.ts";
import { GIFT_BOX_TYPES } from "./gifting-types.ts";

// spec 001 §3 "Gifting", §4 "Gift boxes": which bag lines may go in a gift box, how boxes are numbered and
// when one is sent flat. Pure; the gifting service applies them to what the repository reads.

/** A bag line as the gift box rules see it. */
export interface GiftLine {
  entryNumber: number;
  variantCode: string;
  /** The product's kind (towel, throw, duvet…) and default category, for the flat-pack rule. */
  productKind: string;
  categoryCode: string;
  /** The product's gift_wrappable flag. */
  giftWrappable: boolean;
  /** The product's gift_message_disabled flag (spec 001 §3 freeGiftMessageDisabledProducts). */
  giftMessageDisabled: boolean;
  stockLevel: number;
  availability: Availability;
}

/** GIFTB and GIFTWRAP are bag lines themselves (a bundle's gift box) and never go in a box. */
function isGiftBoxProduct(variantCode: string): boolean {
  return (GIFT_BOX_TYPES as readonly string[]).includes(variantCode);
}

/**
 * spec 001 §4: no gift box for a size that is out of stock. Pre-orders will come, so they may be boxed; a
 * variant sold only in stores cannot be sent at all.
 */
export function isLineOutOfStock(line: Pick<GiftLine, "stockLevel" | "availability">): boolean {
  if (line.availability === "preorder") return false;
  if (line.availability === "instoreonly") return true;
  return line.stockLevel <= 0;
}

/** The product may never go in a box (spec 001 §3 giftWrapDisabledProducts). */
export function isGiftWrapDisabled(line: Pick<GiftLine, "variantCode" | "giftWrappable">): boolean {
  return !line.giftWrappable || isGiftBoxProduct(line.variantCode);
}

export type BoxRefusal = "notWrappable" | "outOfStock" | "alreadyInBox";

/** Why this line cannot go in a new box now, or null when it can. */
export function boxRefusal(line: GiftLine, boxedEntryNumbers: ReadonlySet<number>): BoxRefusal | null {
  if (isGiftWrapDisabled(line)) return "notWrappable";
  if (isLineOutOfStock(line)) return "outOfStock";
  if (boxedEntryNumbers.has(line.entryNumber)) return "alreadyInBox";
  return null;
}

/**
 * Products too large for a made-up box: it is sent flat and the recipient folds it (spec 001 §3 flatPack).
 * Our rule: bulky textiles — bedspreads and quilts, throws, cushions, the cot bed set — and the bedding that
 * goes by specialist courier (duvets, pillows, mattress toppers), should it ever become wrappable. Furniture
 * and rugs belong here when the catalogue sells them.
 */
const LARGE_PRODUCT_KINDS: ReadonlySet<string> = new Set([
  "bedspread",
  "throw",
  "cushion",
  "cot-bed-set",
  "duvet",
  "pillow",
  "mattress-topper",
]);
const LARGE_CATEGORY_CODES: ReadonlySet<string> = new Set(["Furniture", "Rugs"]);

function isLargeProduct(line: Pick<GiftLine, "productKind" | "categoryCode">): boolean {
  return LARGE_PRODUCT_KINDS.has(line.productKind) || LARGE_CATEGORY_CODES.has(line.categoryCode);
}

/** A box is flat-packed when any product in it is large. */
export function isFlatPack(lines: readonly Pick<GiftLine, "productKind" | "categoryCode">[]): boolean {
  return lines.some(isLargeProduct);
}

/**
 * A box's personal message is valid when it passes spec 001 §5 and, if there is one, no product in the box has
 * its gift message disabled. An empty message is always valid.
 */
export function isPersonalMessageValid(
  message: string,
  lines: readonly Pick<GiftLine, "giftMessageDisabled">[],
): boolean {
  if (message === "") return true;
  return checkGiftMessage(message).valid && !lines.some((line) => line.giftMessageDisabled);
}

/** A stored box: its id, when it was made, and its lines' entry numbers still in the bag. */
interface BoxInCreationOrder {
  id: number;
  createdAt: string;
  entryNumbers: readonly number[];
}

/**
 * spec 001 §3–§4: boxes are numbered from 1 in the order they were made; a box whose lines have all left the
 * bag is gone, and the rest are numbered from 1 again, so a removal renumbers the boxes after it.
 */
export function numberGiftBoxes<T extends BoxInCreationOrder>(
  boxes: readonly T[],
): (T & { giftBoxNo: number })[] {
  return boxes
    .filter((box) => box.entryNumbers.length > 0)
    .toSorted((a, b) => (a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1))
    .map((box, index) => ({ ...box, giftBoxNo: index + 1 }));
}
