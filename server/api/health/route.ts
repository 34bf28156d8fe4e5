import { Hono } from "hono";
import { sql } from "kysely";
import type { AppEnv } from "../../app-env.ts";

/** How long `/healthz` waits for the database before answering 503 (docs/operations.md). */
const HEALTH_TIMEOUT_MS = 1500;

class HealthTimeout extends Error {}

/**
 * `GET /healthz` (readiness): 200 when the search index is built and the database answers `select 1` within
 * HEALTH_TIMEOUT_MS, else 503 at that time at the latest, so a load balancer stops sending traffic instead of
 * waiting on a silent network.
 * `GET /livez` (liveness): 200 while the process serves HTTP, whatever the database does, so an orchestrator
 * does not restart every instance because the database is away.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    // A fresh instance takes no traffic before it can answer listings (ARCHITECTURE.md "Scaling out").
    if (!c.get("services").search.isReady()) return c.json({ status: "starting", search: "building" }, 503);
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new HealthTimeout("no answer in time")), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([sql`select 1`.execute(c.get("services").database.db), timeout]);
      return c.json({ status: "ok", database: "up", latencyMs: Math.round(performance.now() - started) });
    } catch (error) {
      c.get("logger").warn({ err: error }, "health check: database unreachable");
      const reason = error instanceof HealthTimeout ? "timeout" : "error";
      return c.json({ status: "unavailable", database: "down", reason }, 503);
    } finally {
      clearTimeout(timer);
    }
  })
  .get("/livez", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });
