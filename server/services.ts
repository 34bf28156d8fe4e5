import type { SiteConfigByVersion } from "../config/load-site-config.ts";
import { createContentService } from "../core/content/content-service.ts";
import type { DatabaseHandle } from "../data/db.ts";
import { createContentRepository } from "../data/repositories/content-repository.ts";
import { createSessionRepository } from "../data/repositories/session-repository.ts";

/** The core services wired to their repositories: built once per process, shared by API and pages. */
export function createServices(database: DatabaseHandle, config: SiteConfigByVersion) {
  return {
    config,
    database,
    content: createContentService(createContentRepository(database.db)),
    sessions: createSessionRepository(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
