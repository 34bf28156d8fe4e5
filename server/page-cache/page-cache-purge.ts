import type { CatalogueChanged } from "../../core/catalogue/catalogue-changed.ts";
import type { PageCache } from "./page-cache.ts";

// A shared page is tagged with the products it shows (RequestContext.pageShows); the catalogue's change events,
// which already keep every instance's search index fresh, drop those pages on every instance (on PostgreSQL through
// LISTEN/NOTIFY, server/search.ts). Changes that may have been missed drop every page.

export function productTag(code: string): string {
  return `product:${code}`;
}

export function purgeOnCatalogueChanges(cache: PageCache, changes: CatalogueChanged): void {
  changes.subscribe({
    changed: (codes) => cache.purge(codes.map(productTag)),
    missed: () => cache.purgeAll(),
  });
}
