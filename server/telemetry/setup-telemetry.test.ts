import { SpanStatusCode, trace } from "@opentelemetry/api";
import { InMemorySpanExporter } from "@opentelemetry/sdk-trace";
import { afterEach, describe, expect, it } from "vitest";
import { DomainError } from "../../core/errors/domain-error.ts";
import { createLogger } from "../logger.ts";
import { NO_TELEMETRY, setupTelemetry, type Telemetry } from "./setup-telemetry.ts";
import { recordStrayError } from "./stray-errors.ts";
import type { TelemetrySettings } from "./telemetry-settings.ts";

const DEFAULTS: TelemetrySettings = {
  enabled: true,
  serviceName: "storefront-test",
  traces: {
    exporter: "none",
    otlpUrl: "http://127.0.0.1:9/v1/traces",
    sampler: "parentbased_always_on",
    ratio: 1,
  },
  metrics: { enabled: true, token: null },
};

let running: Telemetry | null = null;
// Each test registers process-wide; the next test, and the next file, start clean.
afterEach(async () => {
  await running?.shutdown();
  running = null;
});

async function start(settings: TelemetrySettings = DEFAULTS, spanExporter?: InMemorySpanExporter) {
  running = await setupTelemetry(settings, { logger: createLogger("silent"), spanExporter });
  return running;
}

const scrape = async (telemetry: Telemetry) => (await telemetry.prometheus?.render()) ?? "";

describe("telemetry by default (no exporter)", () => {
  it("gives every span a trace id for the logs but records nothing", async () => {
    await start();
    const span = trace.getTracer("test").startSpan("GET /:version/bag");
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toMatch(/^(?!0{32})[0-9a-f]{32}$/);
    span.end();
  });

  it("counts errors the process survived outside any request, by kind", async () => {
    const telemetry = await start();
    recordStrayError("stream");
    recordStrayError("stream");
    recordStrayError("unhandled-rejection");
    const text = await scrape(telemetry);
    expect(text).toContain('storefront_stray_errors_total{kind="stream"} 2');
    expect(text).toContain('storefront_stray_errors_total{kind="unhandled-rejection"} 1');
  });

  it("reports the outbox's depth and the age of its oldest pending message at each scrape", async () => {
    const telemetry = await start();
    const oldest = new Date(Date.now() - 90_000).toISOString();
    telemetry.observeOutbox({
      backlog: async () => ({ pending: 3, givenUp: 1, oldestPendingCreatedAt: oldest }),
    });
    const text = await scrape(telemetry);
    expect(text).toContain('storefront_outbox_messages{state="pending"} 3');
    expect(text).toContain('storefront_outbox_messages{state="given_up"} 1');
    const age = Number(/^storefront_outbox_oldest_pending_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
  });

  it("reports no outbox sample, rather than a wrong one, when the database does not answer", async () => {
    const telemetry = await start();
    telemetry.observeOutbox({ backlog: () => Promise.reject(new Error("database unavailable")) });
    const text = await scrape(telemetry);
    expect(text).not.toMatch(/^storefront_outbox_messages/m);
    expect(text).toMatch(/^process_start_time_seconds \d+/m);
  });

  it("counts order recovery's results", async () => {
    const telemetry = await start();
    telemetry.metrics.ordersRecovered({ voided: 2, declined: 0, cartsCleared: 1, failed: 0, gaveUp: ["a1"] });
    const text = await scrape(telemetry);
    expect(text).toContain('storefront_order_recoveries_total{result="voided"} 2');
    expect(text).toContain('storefront_order_recoveries_total{result="cartsCleared"} 1');
    expect(text).toContain('storefront_order_recoveries_total{result="gaveUp"} 1');
    expect(text).not.toContain('result="declined"');
  });
});

describe("the order workflow's step tracer", () => {
  it("makes each step a span named by the workflow and step, marks a failure, and counts outcomes", async () => {
    const exporter = new InMemorySpanExporter();
    const telemetry = await start(
      { ...DEFAULTS, traces: { ...DEFAULTS.traces, sampler: "always_on" } },
      exporter,
    );
    const steps = telemetry.orderWorkflow;
    await steps.step("authorise", { "payment.kind": "card" }, async () => "authorised");
    await expect(
      steps.step("write-order", {}, async () => {
        throw new DomainError("outOfStock", "A line sold out");
      }),
    ).rejects.toThrow("A line sold out");
    steps.outcome("placed");
    steps.outcome("declined");
    steps.outcome("declined");

    const [authorise, write] = exporter.getFinishedSpans();
    expect(authorise?.name).toBe("place-order authorise");
    expect(authorise?.attributes).toMatchObject({
      "storefront.workflow": "place-order",
      "storefront.workflow.step": "authorise",
      "payment.kind": "card",
    });
    expect(write?.status.code).toBe(SpanStatusCode.ERROR);
    expect(write?.attributes["error.type"]).toBe("outOfStock");
    const text = await scrape(telemetry);
    expect(text).toContain('storefront_order_attempts_total{outcome="placed"} 1');
    expect(text).toContain('storefront_order_attempts_total{outcome="declined"} 2');
  });
});

describe("switched off", () => {
  it("OTEL_SDK_DISABLED=true: nothing registered, nothing measured, no /metrics", async () => {
    const telemetry = await start({ ...DEFAULTS, enabled: false });
    expect(telemetry).toBe(NO_TELEMETRY);
    expect(trace.getTracer("test").startSpan("x").spanContext().traceId).toBe("0".repeat(32));
  });

  it("METRICS_ENABLED=0: traces still give log lines their ids, but there is nothing to scrape", async () => {
    const telemetry = await start({ ...DEFAULTS, metrics: { enabled: false, token: null } });
    expect(telemetry.prometheus).toBeNull();
    recordStrayError("stream");
    expect(trace.getTracer("test").startSpan("x").spanContext().traceId).not.toBe("0".repeat(32));
  });
});
