import { randomUUID } from "node:crypto";
import { context, DiagLogLevel, diag, type Meter, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { PrometheusExporter, PrometheusSerializer } from "@opentelemetry/exporter-prometheus";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { MeterProvider } from "@opentelemetry/sdk-metrics";
import {
  AlwaysOffSampler,
  BatchSpanProcessor,
  ConsoleSpanExporter,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { ATTR_SERVICE_INSTANCE_ID, ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import type { OutboxRepository } from "../../core/mail/mail-types.ts";
import { NO_STEP_TRACER, type StepTracer } from "../../core/observability/step-tracer.ts";
import type { Logger } from "../logger.ts";
import { observeOutbox } from "./outbox-gauges.ts";
import { observeProcess } from "./process-gauges.ts";
import { createStorefrontMetrics, NO_METRICS, type StorefrontMetrics } from "./storefront-metrics.ts";
import { countStrayErrorsWith } from "./stray-errors.ts";
import type { TelemetrySettings } from "./telemetry-settings.ts";
import { samplerFor } from "./trace-sampler.ts";
import { TRACER_NAME } from "./tracer.ts";
import { createWorkflowStepTracer } from "./workflow-step-tracer.ts";

/** What the rest of the server observes through (docs/decisions/033-observability.md). */
export interface Telemetry {
  /** false with OTEL_SDK_DISABLED=true: requests are neither traced nor measured. */
  readonly enabled: boolean;
  readonly metrics: StorefrontMetrics;
  /** The Prometheus text of every instrument now; null when metrics are off. */
  readonly prometheus: { render(): Promise<string> } | null;
  /** METRICS_TOKEN: lets a scraper that is not this machine read /metrics. */
  readonly metricsToken: string | null;
  /** The place-order workflow's steps as spans and its attempts counted by outcome (core's StepTracer port). */
  readonly orderWorkflow: StepTracer;
  /** Reports the outbox's depth and oldest pending age at each scrape. */
  observeOutbox(outbox: Pick<OutboxRepository, "backlog">): void;
  /** Sends the spans still buffered, then lets go of the process-wide registrations. */
  shutdown(): Promise<void>;
}

/** Nothing traced, nothing counted: the API tests' default and OTEL_SDK_DISABLED=true. */
export const NO_TELEMETRY: Telemetry = {
  enabled: false,
  metrics: NO_METRICS,
  prometheus: null,
  metricsToken: null,
  orderWorkflow: NO_STEP_TRACER,
  observeOutbox: () => {},
  shutdown: async () => {},
};

interface TelemetryOptions {
  logger: Logger;
  /** Tests: every sampled span goes here as it ends, whatever OTEL_TRACES_EXPORTER says. */
  spanExporter?: SpanExporter;
}

/**
 * Starts tracing and metrics for this process. Spans are made for every request so each log line carries a trace
 * id, but without an exporter none is recorded (AlwaysOff: ids only, no span data), and nothing is sent anywhere
 * unless OTEL_TRACES_EXPORTER names a destination. Metrics are kept in memory and read by scraping /metrics.
 */
export async function setupTelemetry(
  settings: TelemetrySettings,
  options: TelemetryOptions,
): Promise<Telemetry> {
  if (!settings.enabled) return NO_TELEMETRY;
  const { logger } = options;
  // The SDK's own complaints (an export that failed, a collector that refused) reach the log, not stderr.
  diag.setLogger(
    {
      error: (message, ...args) => logger.warn({ args: args.map(String) }, `opentelemetry: ${message}`),
      warn: (message, ...args) => logger.warn({ args: args.map(String) }, `opentelemetry: ${message}`),
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
  );

  const resource = resourceFromAttributes({
    [ATTR_SERVICE_NAME]: settings.serviceName,
    [ATTR_SERVICE_INSTANCE_ID]: randomUUID(),
  });

  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  const processor = await spanProcessorFor(settings, options.spanExporter);
  const tracerProvider = new TracerProvider({
    resource,
    sampler: processor ? samplerFor(settings.traces.sampler, settings.traces.ratio) : new AlwaysOffSampler(),
    spanProcessors: processor ? [processor] : [],
  });
  trace.setGlobalTracerProvider(tracerProvider);

  let meterProvider: MeterProvider | null = null;
  let meter: Meter | null = null;
  let processGauges: { stop(): void } | null = null;
  let metrics: StorefrontMetrics = NO_METRICS;
  let prometheus: Telemetry["prometheus"] = null;
  if (settings.metrics.enabled) {
    // Served by the app's own /metrics (server/telemetry/metrics-routes.ts): the exporter opens no port.
    const reader = new PrometheusExporter({ preventServerStart: true });
    const serializer = new PrometheusSerializer(undefined, false, undefined, false, true);
    meterProvider = new MeterProvider({ resource, readers: [reader] });
    meter = meterProvider.getMeter(TRACER_NAME);
    metrics = createStorefrontMetrics(meter);
    processGauges = observeProcess(meter);
    prometheus = {
      async render() {
        const { resourceMetrics, errors } = await reader.collect();
        if (errors.length > 0) logger.warn({ errors: errors.map(String) }, "metrics: collection errors");
        return serializer.serialize(resourceMetrics);
      },
    };
  }
  countStrayErrorsWith(metrics);
  let outboxSource: Pick<OutboxRepository, "backlog"> | null = null;

  return {
    enabled: true,
    metrics,
    prometheus,
    metricsToken: settings.metrics.token,
    orderWorkflow: createWorkflowStepTracer("place-order", (outcome) => metrics.orderAttempt(outcome)),
    observeOutbox: (outbox) => {
      // The gauges are registered once; another call (a second app on this process, in tests) swaps the source.
      if (!meter) return;
      if (!outboxSource) observeOutbox(meter, { backlog: () => (outboxSource ?? outbox).backlog() }, logger);
      outboxSource = outbox;
    },
    async shutdown() {
      processGauges?.stop();
      await tracerProvider.shutdown().catch((error: unknown) => {
        logger.warn({ err: error }, "opentelemetry: spans not sent at shutdown");
      });
      await meterProvider?.shutdown();
      countStrayErrorsWith(NO_METRICS);
      trace.disable();
      context.disable();
      diag.disable();
    },
  };
}

/** Where finished spans go: the test's exporter, OTLP over HTTP, the console, or nowhere (null). */
async function spanProcessorFor(
  settings: TelemetrySettings,
  testExporter: SpanExporter | undefined,
): Promise<SpanProcessor | null> {
  if (testExporter) return new SimpleSpanProcessor({ exporter: testExporter });
  switch (settings.traces.exporter) {
    case "none":
      return null;
    case "console":
      return new SimpleSpanProcessor({ exporter: new ConsoleSpanExporter() });
    case "otlp": {
      // Loaded only when asked for: a process that exports nothing never loads the exporter.
      const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
      return new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: settings.traces.otlpUrl }) });
    }
  }
}
