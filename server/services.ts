import type { SiteConfigByVersion } from "../config/load-site-config.ts";
import { cacheFor } from "../core/content/cache-for.ts";
import { createContentService } from "../core/content/content-service.ts";
import type { DatabaseHandle } from "../data/db.ts";
import { createContentRepository } from "../data/repositories/content-repository.ts";
import { createSessionRepository } from "../data/repositories/session-repository.ts";

const SHELL_CACHE_MS = 30_000;

/** The core services wired to their repositories: built once per process, shared by API and pages. */
export function createServices(database: DatabaseHandle, config: SiteConfigByVersion) {
  const content = createContentService(createContentRepository(database.db));
  return {
    config,
    database,
    // The header and footer are read on every page and change rarely (docs/decisions/006-http-server.md).
    content: { ...content, shell: cacheFor(SHELL_CACHE_MS, content.shell) },
    sessions: createSessionRepository(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
