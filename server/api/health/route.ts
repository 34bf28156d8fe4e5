import { Hono } from "hono";
import { sql } from "kysely";
import type { AppEnv } from "../../app-env.ts";

/** `GET /healthz`: 200 when the database answers, 503 when it does not or the search index is still being built. */
export const healthRoutes = new Hono<AppEnv>().get("/healthz", async (c) => {
  const started = performance.now();
  // A fresh instance takes no traffic before it can answer listings (ARCHITECTURE.md "Scaling out").
  if (!c.get("services").search.isReady()) return c.json({ status: "starting", search: "building" }, 503);
  try {
    await sql`select 1`.execute(c.get("services").database.db);
    return c.json({ status: "ok", database: "up", latencyMs: Math.round(performance.now() - started) });
  } catch (error) {
    c.get("logger").error({ err: error }, "health check: database unreachable");
    return c.json({ status: "unavailable", database: "down" }, 503);
  }
});
