import { isSpanContextValid, trace } from "@opentelemetry/api";

/**
 * The active span's ids for a log line (pino's `mixin`), under the names OpenTelemetry gives them for log formats
 * that are not OTLP (`trace_id`, `span_id`, `trace_flags`), so a log line leads to its trace and back.
 */
export function traceFields(): Record<string, string> {
  // A new object each time: pino merges the line's own fields into what the mixin returns.
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  if (!isSpanContextValid({ traceId, spanId, traceFlags })) return {};
  return { trace_id: traceId, span_id: spanId, trace_flags: traceFlags.toString(16).padStart(2, "0") };
}
