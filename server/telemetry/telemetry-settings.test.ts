import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { telemetrySettingsFrom } from "./telemetry-settings.ts";

describe("telemetry settings", () => {
  it("by default: tracing for log ids only, nothing exported, metrics on, no token", () => {
    const settings = telemetrySettingsFrom(parseEnv({}));
    expect(settings).toEqual({
      enabled: true,
      serviceName: "storefront",
      traces: {
        exporter: "none",
        otlpUrl: "http://localhost:4318/v1/traces",
        sampler: "parentbased_always_on",
        ratio: 1,
      },
      metrics: { enabled: true, token: null },
    });
  });

  it("builds the OTLP address as the specification does: the base plus /v1/traces, or the traces address as is", () => {
    const base = parseEnv({
      OTEL_TRACES_EXPORTER: "otlp",
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/",
    });
    expect(telemetrySettingsFrom(base).traces.otlpUrl).toBe("http://collector:4318/v1/traces");
    const exact = parseEnv({
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://traces.example/ingest",
    });
    expect(telemetrySettingsFrom(exact).traces.otlpUrl).toBe("https://traces.example/ingest");
  });

  it("switches off with OTEL_SDK_DISABLED and METRICS_ENABLED=0, and keeps a metrics token", () => {
    const off = telemetrySettingsFrom(
      parseEnv({ OTEL_SDK_DISABLED: "true", METRICS_ENABLED: "0", METRICS_TOKEN: "t".repeat(24) }),
    );
    expect(off.enabled).toBe(false);
    expect(off.metrics).toEqual({ enabled: false, token: "t".repeat(24) });
  });

  it("stops the boot on a bad value, naming the variable", () => {
    expect(() => parseEnv({ OTEL_TRACES_EXPORTER: "jaeger" })).toThrow(/OTEL_TRACES_EXPORTER/);
    expect(() => parseEnv({ OTEL_TRACES_SAMPLER: "sometimes" })).toThrow(/OTEL_TRACES_SAMPLER/);
    expect(() => parseEnv({ OTEL_TRACES_SAMPLER_ARG: "2" })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });
});
