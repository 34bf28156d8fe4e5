import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { pino } from "pino";
import type { ServerBuild } from "react-router";
import { inject } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import { openDatabase } from "../../data/db.ts";
import { DEFAULT_EDGE_LIMITS } from "../../server/edge-limits.ts";
import { type AppOptions, createApp } from "../../server/entry.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";

const BUILD = resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "server/index.js");

/**
 * Rate limits in tests: every in-process request comes from one address and the test files share one database,
 * so suites get room for their own posts; the rate-limit tests set their own limits and client addresses.
 */
export const TEST_LIMITS = {
  ...DEFAULT_EDGE_LIMITS,
  formPosts: 100_000,
  attempts: { ...DEFAULT_EDGE_LIMITS.attempts, perAddress: 100_000 },
};

type TestAppOptions = Partial<Pick<AppOptions, "trustProxy" | "publicOrigin" | "limits">> & {
  /** Where log lines go (default: nowhere). */
  logTo?: pino.DestinationStream;
  /** false: handed over while its search index is still being built. */
  waitForSearch?: boolean;
};

/** The whole storefront in-process over this run's test database, pages included when built. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = openDatabase(inject("databaseUrl"), { poolSize: 4 });
  if (!existsSync(BUILD))
    throw new Error("API tests need the production build: run `npm run build` first (npm test does).");
  const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
  const services = createServices(database, loadSiteConfig());
  const app = createApp({
    services,
    logger: options.logTo ? createLogger("info", options.logTo) : createLogger("silent"),
    build,
    limits: options.limits ?? TEST_LIMITS,
    trustProxy: options.trustProxy,
    publicOrigin: options.publicOrigin,
  });
  return { app, build, database, services, close: () => database.close() };
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

  /** The value of one of this browser's cookies. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The same browser (cookies and CSRF token) talking to another instance on the same database. */
  twin(app: App): Shopper {
    const other = new Shopper(app);
    other.cookies = this.cookies;
    other.csrfToken = this.csrfToken;
    return other;
  }

  /** Starts a session the way the first page view does and keeps its CSRF token. */
  async begin(): Promise<this> {
    const response = await this.request("/api/common/universalVariable.json?url=/uk/");
    const body = (await response.json()) as { csrfToken: string };
    this.csrfToken = body.csrfToken;
    return this;
  }
}
