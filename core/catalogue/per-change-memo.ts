import type { CatalogueChanged } from "./catalogue-changed.ts";

// What a page reads of the catalogue and that only a catalogue change can change, computed once per change rather
// than once per request (docs/decisions/054-per-change-memos.md). Every entry is forgotten when any product's data,
// price or stock changes (the CatalogueChanged events that refresh the search index; an order placed announces the
// stock it took), or when changes may have been missed; a bounded lifetime catches what no event announces.

export interface PerChangeMemoOptions {
  /** Entries kept at most; the oldest goes first. */
  max: number;
  /** The longest an entry is kept when no change is heard. */
  ttlMs: number;
  now?: () => number;
}

export interface PerChangeMemo {
  /** The value kept for `key`, else `load`'s, kept unless it fails or a change is heard while it loads. */
  get<V>(key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets every entry (a change was heard). */
  clear(): void;
}

export function createPerChangeMemo(
  changed: Pick<CatalogueChanged, "subscribe"> | null,
  { max, ttlMs, now = Date.now }: PerChangeMemoOptions,
): PerChangeMemo {
  // A change forgets every entry, loads still under way included: what they read may be what the change replaced,
  // so they answer their askers but are never kept.
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  const clear = () => entries.clear();
  changed?.subscribe({ changed: clear, missed: clear });
  return {
    clear,
    get<V>(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<V>;
      if (hit) entries.delete(key);
      const value = load();
      // Many asking at once share one load; a failed one is not kept.
      entries.set(key, { value, expires: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
