import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { inject } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import { openDatabase } from "../../data/db.ts";
import { createApp } from "../../server/entry.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";

const BUILD = resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "server/index.js");

/**
 * The whole storefront in-process over this run's test database, pages included when built; with
 * `waitForSearch: false` it is handed over while its search index is still being built.
 */
export async function createTestApp(options: { waitForSearch?: boolean } = {}) {
  const database = openDatabase(inject("databaseUrl"), { poolSize: 4 });
  if (!existsSync(BUILD))
    throw new Error("API tests need the production build: run `npm run build` first (npm test does).");
  const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
  const services = createServices(database, loadSiteConfig());
  const app = createApp({ services, logger: createLogger("silent"), build });
  // As a load balancer would, send requests once /healthz says the search index is ready.
  if (options.waitForSearch !== false) await services.search.ready;
  return {
    app,
    database,
    services,
    close: async () => {
      await services.catalogueChanged.close();
      await database.close();
    },
  };
}

type App = Awaited<ReturnType<typeof createTestApp>>["app"];

/** A shopper's browser in miniature: keeps cookies and sends the CSRF token on changes. */
export class Shopper {
  private readonly app: App;
  private cookies = new Map<string, string>();
  csrfToken = "";

  constructor(app: App) {
    this.app = app;
  }

  async request(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.csrf !== false && this.csrfToken && init.method && init.method !== "GET")
      headers.set("x-csrf-token", this.csrfToken);
    const response = await this.app.request(`http://localhost${path}`, {
      ...init,
      headers,
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) this.cookies.set(name.trim(), value.join("="));
    }
    return response;
  }

  /** Starts a session the way the first page view does and keeps its CSRF token. */
  async begin(): Promise<this> {
    const response = await this.request("/api/common/universalVariable.json?url=/uk/");
    const body = (await response.json()) as { csrfToken: string };
    this.csrfToken = body.csrfToken;
    return this;
  }
}
