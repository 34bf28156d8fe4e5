import { Writable } from "node:stream";
import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { TracerProvider } from "@opentelemetry/sdk-trace";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";

const provider = new TracerProvider();
beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
});
afterAll(() => {
  trace.disable();
  context.disable();
});

function loggerWithLines() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger("info", sink), lines };
}

describe("log lines", () => {
  it("carry the active span's trace and span ids, under OpenTelemetry's names, on child loggers too", async () => {
    const { logger, lines } = loggerWithLines();
    const span = trace.getTracer("test").startSpan("GET /:version/bag");
    await context.with(trace.setSpan(context.active(), span), async () => {
      await Promise.resolve();
      logger.child({ requestId: "r-1" }).info({ status: 200 }, "request");
    });
    span.end();
    const { traceId, spanId } = span.spanContext();
    expect(lines[0]).toMatchObject({
      trace_id: traceId,
      span_id: spanId,
      trace_flags: "01",
      requestId: "r-1",
    });
  });

  it("carry none outside a span", () => {
    const { logger, lines } = loggerWithLines();
    logger.info("starting");
    expect(lines[0]).not.toHaveProperty("trace_id");
  });
});
