import { isSavedItemsFull, newestFirst } from "./saved-item.ts";

export type SavePlan =
  | { kind: "refuse"; maxItems: number }
  /** Positions to delete before the new entry goes in at the front. */
  | { kind: "insert"; removePositions: number[] };

/**
 * spec 002 §4: saving a product already saved moves it to the front; past the maximum the save is refused
 * until the shopper chooses to replace, which removes the oldest entries (the last positions) to make room.
 */
export function planSave(
  entries: readonly { position: number; code: string }[],
  productCode: string,
  maxItems: number,
  replaceOldest: boolean,
): SavePlan {
  const same = entries.filter((e) => e.code === productCode).map((e) => e.position);
  const others = newestFirst(entries.filter((e) => e.code !== productCode));
  if (!isSavedItemsFull(others.length, maxItems)) return { kind: "insert", removePositions: same };
  if (!replaceOldest) return { kind: "refuse", maxItems };
  const overflow = others.length - maxItems + 1;
  const oldest = others.slice(others.length - overflow).map((e) => e.position);
  return { kind: "insert", removePositions: [...same, ...oldest] };
}
