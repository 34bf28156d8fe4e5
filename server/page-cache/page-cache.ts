import { gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

// The shared page cache (docs/decisions/052-page-cache.md): shareable pages' bytes, kept per key (the address and
// the page variant), bounded by bytes, served fresh for a while and stale while one render refreshes them, and
// dropped by the tags of what they show when that changes. Only whole 200 answers are kept.

/** One rendered page, whole: what the cache keeps and what every request that waited on its render is sent. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** The script nonce the page's markup carries: its Content-Security-Policy must name the same one. */
  nonce: string;
  /** What the page shows (`product:CODE`…): a change to any of them drops the page. */
  tags: ReadonlySet<string>;
  /** The route's pattern (`/:version/:category/p/:productId`) for the request's metrics, which a hit does not render. */
  route: string | null;
}

interface Entry {
  page: RenderedPage;
  /** The same body gzipped, made once when stored: most browsers take it, so it is never compressed per request. */
  gzip: Uint8Array;
  storedAt: number;
}

export interface CachedAnswer {
  page: RenderedPage;
  gzip: Uint8Array | null;
  /** HIT (fresh), STALE (served while one render refreshes it) or MISS (rendered for this request). */
  state: "HIT" | "STALE" | "MISS";
  ageSeconds: number;
}

export interface PageCacheOptions {
  /** Most bytes kept (bodies and their gzip); the least recently used go first. */
  maxBytes?: number;
  /** How long a page is served as it is before a request refreshes it. */
  freshMs?: number;
  /** How long past that a stale page may still be served while it is refreshed. */
  staleMs?: number;
  now?: () => number;
  /** Told when a background refresh fails; the stale page stays. */
  onError?: (error: unknown) => void;
}

export interface PageCache {
  /** The page for this key: kept, or rendered once however many ask at the same time. */
  serve(key: string, render: () => Promise<RenderedPage>): Promise<CachedAnswer>;
  /** Drops every page that shows any of these tags. */
  purge(tags: readonly string[]): void;
  /** Drops every page (a change that may touch any of them, or changes that may have been missed). */
  purgeAll(): void;
  readonly size: number;
}

export const DEFAULT_PAGE_CACHE = { maxBytes: 256 * 1024 * 1024, freshMs: 5 * 60_000, staleMs: 60 * 60_000 };

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const now = options.now ?? Date.now;
  const freshMs = options.freshMs ?? DEFAULT_PAGE_CACHE.freshMs;
  const staleMs = options.staleMs ?? DEFAULT_PAGE_CACHE.staleMs;
  const keysByTag = new Map<string, Set<string>>();
  const inFlight = new Map<string, Promise<RenderedPage>>();
  // Every purge moves this on: a render that began before a purge may show what was just changed, so it is sent
  // to those who waited for it but never kept.
  let generation = 0;

  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? DEFAULT_PAGE_CACHE.maxBytes,
    sizeCalculation: (entry) => entry.page.body.byteLength + entry.gzip.byteLength + 512,
    dispose: (entry, key) => {
      for (const tag of entry.page.tags) {
        const keys = keysByTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysByTag.delete(tag);
      }
    },
  });

  function store(key: string, page: RenderedPage) {
    const entry: Entry = { page, gzip: gzipSync(page.body), storedAt: now() };
    entries.set(key, entry);
    for (const tag of page.tags) {
      const keys = keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      keysByTag.set(tag, keys);
    }
    return entry;
  }

  function renderOnce(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const running = inFlight.get(key);
    if (running) return running;
    const startedIn = generation;
    const rendering = render()
      .then((page) => {
        if (page.status === 200 && startedIn === generation) store(key, page);
        return page;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, rendering);
    return rendering;
  }

  return {
    async serve(key, render) {
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        const answer = { page: entry.page, gzip: entry.gzip, ageSeconds: Math.floor(age / 1000) };
        if (age < freshMs) return { ...answer, state: "HIT" };
        if (age < freshMs + staleMs) {
          renderOnce(key, render).catch((error: unknown) => options.onError?.(error));
          return { ...answer, state: "STALE" };
        }
        entries.delete(key);
      }
      const page = await renderOnce(key, render);
      const kept = page.status === 200 ? entries.peek(key) : undefined;
      return { page, gzip: kept?.page === page ? kept.gzip : null, state: "MISS", ageSeconds: 0 };
    },
    purge(tags) {
      generation++;
      for (const tag of tags) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) entries.delete(key);
      }
    },
    purgeAll() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
