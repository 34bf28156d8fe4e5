import type { BagLine } from "../../../../core/cart/bag-view.ts";
import type { GiftingPanelLine } from "../gifting/gifting-panel-types.ts";

/** The bag's lines as the gifting panel reads them; spec 001 §4: no gift box for a size out of stock. */
export function bagGiftingLines(lines: readonly BagLine[]): GiftingPanelLine[] {
  return lines.map((line) => ({
    entryNumber: line.entryNumber,
    variantCode: line.variantCode,
    name: line.name,
    colour: line.colour,
    size: line.size,
    group: line.group,
    giftWrappable: line.giftWrappable,
    outOfStock: line.problem !== null && line.problem.kind !== "insufficientStock",
  }));
}
