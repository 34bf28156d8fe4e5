import { NO_METRICS, type StorefrontMetrics } from "./storefront-metrics.ts";

// The process's last-resort handlers (server/main.ts) run outside any request and outside the code that set
// telemetry up, so they count through this one process-wide slot: setupTelemetry fills it, shutdown empties it.
let counting: Pick<StorefrontMetrics, "strayError"> = NO_METRICS;

export function countStrayErrorsWith(metrics: Pick<StorefrontMetrics, "strayError">): void {
  counting = metrics;
}

/**
 * Counts an error the process survived outside any request (`storefront_stray_errors_total{kind}`): call it from a
 * last-resort handler with a fixed kind such as `stream`, `uncaught-exception` or `unhandled-rejection`.
 */
export function recordStrayError(kind: string): void {
  counting.strayError(kind);
}
