import type { BagPreviewEntry } from "../../../core/cart/bag-preview.ts";

/**
 * The chosen type of a preview entry (`productGroupName`, issue 13 point 6), or null. Read defensively: a
 * preview cached or answered before the field existed has none.
 */
export function previewEntryGroup(entry: BagPreviewEntry): string | null {
  const group = (entry as BagPreviewEntry & { productGroupName?: unknown }).productGroupName;
  return typeof group === "string" && group.trim() !== "" ? group : null;
}
