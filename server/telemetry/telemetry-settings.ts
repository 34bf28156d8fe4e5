import type { Env } from "../env.ts";
import type { TraceSamplerName } from "./trace-sampler.ts";

type TraceExporterName = "none" | "otlp" | "console";

/** What the process observes and where it goes (server/env.ts OTEL_*, METRICS_*; docs/decisions/033). */
export interface TelemetrySettings {
  /** false (OTEL_SDK_DISABLED=true): no spans, no trace ids, no metrics. */
  enabled: boolean;
  serviceName: string;
  traces: {
    exporter: TraceExporterName;
    /** Where the OTLP exporter posts spans. */
    otlpUrl: string;
    sampler: TraceSamplerName;
    ratio: number;
  };
  metrics: {
    enabled: boolean;
    /** Lets a client that is not this machine read /metrics with `Authorization: Bearer <token>`. */
    token: string | null;
  };
}

/** OpenTelemetry's default collector address for OTLP over HTTP. */
const DEFAULT_OTLP_ENDPOINT = "http://localhost:4318";

/** The settings from the parsed environment; the OTLP address as the OTLP exporter specification builds it. */
export function telemetrySettingsFrom(env: Env): TelemetrySettings {
  const base = (env.OTEL_EXPORTER_OTLP_ENDPOINT ?? DEFAULT_OTLP_ENDPOINT).replace(/\/+$/, "");
  return {
    enabled: env.OTEL_SDK_DISABLED !== "true",
    serviceName: env.OTEL_SERVICE_NAME,
    traces: {
      exporter: env.OTEL_TRACES_EXPORTER,
      otlpUrl: env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? `${base}/v1/traces`,
      sampler: env.OTEL_TRACES_SAMPLER,
      ratio: env.OTEL_TRACES_SAMPLER_ARG,
    },
    metrics: { enabled: env.METRICS_ENABLED === "1", token: env.METRICS_TOKEN ?? null },
  };
}
