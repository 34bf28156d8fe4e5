import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { errorAnswer } from "../middleware/errors.ts";
import { mayReadMetrics } from "./metrics-access.ts";
import type { Telemetry } from "./setup-telemetry.ts";

/** Prometheus's text exposition format. */
const PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";

/**
 * `GET /metrics`: every instrument in Prometheus's text format, to this machine or a scraper with METRICS_TOKEN
 * (server/telemetry/metrics-access.ts). Mounted before sessions, so it never sets a cookie.
 */
export function metricsRoutes(telemetry: Telemetry, options: { trustProxy: boolean; publicOrigin: string }) {
  return new Hono<AppEnv>().get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!telemetry.prometheus) return errorAnswer(c, 404, "NotFoundError", "Metrics are switched off.");
    if (!mayReadMetrics(c, { token: telemetry.metricsToken, ...options }))
      return errorAnswer(
        c,
        403,
        "ForbiddenError",
        "Metrics are served to this machine, or with the metrics token (METRICS_TOKEN).",
      );
    return c.body(await telemetry.prometheus.render(), 200, { "Content-Type": PROMETHEUS_TEXT });
  });
}
