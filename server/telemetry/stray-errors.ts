import { NO_METRICS, type StorefrontMetrics } from "./storefront-metrics.ts";

// The process's last-resort handlers (server/last-resort.ts) run outside any request and are installed before
// telemetry is set up, so they count through this one process-wide slot: setupTelemetry fills it, shutdown empties
// it.
let counting: Pick<StorefrontMetrics, "strayError"> = NO_METRICS;

export function countStrayErrorsWith(metrics: Pick<StorefrontMetrics, "strayError">): void {
  counting = metrics;
}

/**
 * Counts an error the process survived outside any request (`storefront_stray_errors_total{kind}`), by a fixed
 * kind: `stream` (an answer's stream broken after its reader went) or `rejection` (a promise nobody awaited).
 */
export function recordStrayError(kind: string): void {
  counting.strayError(kind);
}
