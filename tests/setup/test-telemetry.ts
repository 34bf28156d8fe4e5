import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace";
import { createLogger, type Logger } from "../../server/logger.ts";
import { setupTelemetry, type Telemetry } from "../../server/telemetry/setup-telemetry.ts";
import type { TelemetrySettings } from "../../server/telemetry/telemetry-settings.ts";

/** Every span kept, metrics on, nothing sent anywhere: what the observability tests read back. */
export const RECORDING_SETTINGS: TelemetrySettings = {
  enabled: true,
  serviceName: "storefront-test",
  traces: { exporter: "none", otlpUrl: "http://127.0.0.1:9/v1/traces", sampler: "always_on", ratio: 1 },
  metrics: { enabled: true, token: null },
};

export interface RecordingTelemetry {
  telemetry: Telemetry;
  /** The spans ended so far, oldest first. */
  spans(): ReadableSpan[];
  /** The Prometheus text of /metrics now. */
  scrape(): Promise<string>;
}

/**
 * Telemetry that keeps every span in memory. It registers process-wide (context manager, tracer provider), as
 * server/main.ts does: shut it down after the file, or later files in the same worker would be traced too.
 */
export async function startRecordingTelemetry(
  options: { logger?: Logger; metricsToken?: string } = {},
): Promise<RecordingTelemetry> {
  const exporter = new InMemorySpanExporter();
  const telemetry = await setupTelemetry(
    { ...RECORDING_SETTINGS, metrics: { enabled: true, token: options.metricsToken ?? null } },
    { logger: options.logger ?? createLogger("silent"), spanExporter: exporter },
  );
  return {
    telemetry,
    spans: () => exporter.getFinishedSpans(),
    scrape: async () => (await telemetry.prometheus?.render()) ?? "",
  };
}

/**
 * The sum of a metric's samples whose labels include `labels`, e.g.
 * `sampleOf(text, "storefront_order_attempts_total", { outcome: "placed" })`; null when none matches.
 */
export function sampleOf(
  text: string,
  name: string,
  labels: Readonly<Record<string, string>> = {},
): number | null {
  let total: number | null = null;
  for (const line of text.split("\n")) {
    const match = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value))
      total = (total ?? 0) + Number(match[3]);
  }
  return total;
}
