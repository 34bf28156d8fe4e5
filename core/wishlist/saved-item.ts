// spec 002 §3 "Saved item entry": position plus the add payload (product code, group code, product name).
// A position is a stable number given when the item is saved and never reused in that list, so a delete by
// position can never hit a different item; higher positions are newer.

export interface SavedItemEntry {
  position: number;
  code: string;
  groupCode: string;
  name: string;
  /** ISO 8601 UTC. */
  savedAt: string;
}

export interface SavedItemList {
  entries: SavedItemEntry[];
  numberOfEntries: number;
}

/** spec 002 §2: the saved items page and list are ordered newest first. */
export function newestFirst<T extends { position: number }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.position - a.position);
}

/** spec 002 §4: the oldest saved item is the one at the last position of the newest-first list. */
export function oldestEntry<T extends { position: number }>(entries: readonly T[]): T | undefined {
  return newestFirst(entries).at(-1);
}

/** spec 002 §4: adding past the configured maximum is refused until the shopper chooses to replace. */
export function isSavedItemsFull(numberOfEntries: number, maxItems: number): boolean {
  return numberOfEntries >= maxItems;
}

/** The client list after an add: the new entry first, any earlier copy of the same product dropped. */
export function withEntryFirst<T extends { code: string }>(entries: readonly T[], entry: T): T[] {
  return [entry, ...entries.filter((e) => e.code !== entry.code)];
}
