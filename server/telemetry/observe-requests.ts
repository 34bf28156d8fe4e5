import {
  context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  trace,
} from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from "@opentelemetry/semantic-conventions";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import { OTHER_ROUTE, routeLabel } from "./route-label.ts";
import type { Telemetry } from "./setup-telemetry.ts";
import { methodLabel } from "./storefront-metrics.ts";
import { storefrontTracer } from "./tracer.ts";

const propagator = new W3CTraceContextPropagator();
const headerGetter: TextMapGetter<Headers> = {
  keys: (headers) => [...headers.keys()],
  get: (headers, key) => headers.get(key) ?? undefined,
};

/**
 * The first middleware: each request is a server span (everything after it, log lines included, runs inside it)
 * and a measurement of its duration by method, route template and status. A `traceparent` header is continued only
 * behind a trusted proxy (TRUST_PROXY=1); from anyone else it could force sampling or plant trace ids in our logs.
 * It also hands later middleware the metrics (`c.get("telemetry")`), for the refusals they count.
 */
export function observeRequests(
  telemetry: Telemetry,
  options: { trustProxy: boolean },
): MiddlewareHandler<AppEnv> {
  const { metrics } = telemetry;
  if (!telemetry.enabled)
    return async (c, next) => {
      c.set("telemetry", metrics);
      await next();
    };
  return async (c, next) => {
    c.set("telemetry", metrics);
    const method = methodLabel(c.req.method);
    const parent = options.trustProxy
      ? propagator.extract(ROOT_CONTEXT, c.req.raw.headers, headerGetter)
      : ROOT_CONTEXT;
    const span = storefrontTracer().startSpan(
      method,
      { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method } },
      parent,
    );
    const started = performance.now();
    metrics.requestStarted(method);
    // Anything thrown past Hono's error handler still ends the span and counts as a 500.
    let status = 500;
    try {
      await context.with(trace.setSpan(parent, span), next);
      status = c.res.status;
    } finally {
      const route = routeLabel(c);
      metrics.requestFinished({ method, route, status, seconds: (performance.now() - started) / 1000 });
      endServerSpan(span, method, route, status, c.error);
    }
  };
}

function endServerSpan(span: Span, method: string, route: string, status: number, error: unknown): void {
  if (span.isRecording()) {
    if (route !== OTHER_ROUTE) {
      span.updateName(`${method} ${route}`);
      span.setAttribute(ATTR_HTTP_ROUTE, route);
    }
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
    // A 4xx is the client's doing; only a 5xx is the server failing (the HTTP semantic conventions).
    if (status >= 500) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute(ATTR_ERROR_TYPE, String(status));
      if (error instanceof Error) span.recordException(error);
    }
  }
  span.end();
}
