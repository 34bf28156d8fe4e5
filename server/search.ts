import type { CatalogueChanged } from "../core/catalogue/catalogue-changed.ts";
import { createStockService } from "../core/catalogue/stock-service.ts";
import type { SearchProvider } from "../core/search/search-provider.ts";
import { createSearchService } from "../core/search/search-service.ts";
import type { DatabaseHandle } from "../data/db.ts";
import { createLocalCatalogueChanged } from "../data/notify/local-catalogue-changed.ts";
import { createPostgresCatalogueChanged } from "../data/notify/postgres-catalogue-changed.ts";
import { createStockRepository } from "../data/repositories/stock-repository.ts";
import { createEmbeddedSearch } from "../data/search/embedded/embedded-search.ts";
import { createPostgresSearch } from "../data/search/postgres/postgres-search.ts";

export type SearchProviderName = "embedded" | "postgres";

/**
 * The search provider the deployment chose (SEARCH_PROVIDER), the stock writes, and the
 * CatalogueChanged wiring that keeps every instance's listings fresh: an instance's own embedded
 * index is refreshed on every instance; the shared PostgreSQL index by the writer's instance only.
 */
export function createSearch(
  database: DatabaseHandle,
  providerName: SearchProviderName,
  onError: (error: unknown) => void = () => {},
) {
  if (providerName === "postgres" && database.dialect !== "postgres")
    throw new Error("SEARCH_PROVIDER=postgres needs a postgres:// DATABASE_URL.");
  const provider: SearchProvider & { rebuild(): Promise<void> } =
    providerName === "postgres" ? createPostgresSearch(database.db) : createEmbeddedSearch(database.db);
  const catalogueChanged: CatalogueChanged =
    database.dialect === "postgres"
      ? createPostgresCatalogueChanged({ db: database.db, url: database.url, onError })
      : createLocalCatalogueChanged();
  catalogueChanged.subscribe({
    changed: (codes, origin) => (origin === "here" || !provider.shared ? provider.refresh(codes) : undefined),
    missed: () => (provider.shared ? undefined : provider.rebuild()),
  });
  return {
    search: createSearchService(provider),
    stock: createStockService(createStockRepository(database.db), catalogueChanged),
    catalogueChanged,
  };
}
