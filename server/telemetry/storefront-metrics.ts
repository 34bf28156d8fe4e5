import type { Meter } from "@opentelemetry/api";
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  METRIC_HTTP_SERVER_REQUEST_DURATION,
} from "@opentelemetry/semantic-conventions";

// The shop's own instruments behind one small interface, so a handler counts a refusal with a typed call and a
// process without metrics (METRICS_ENABLED=0, OTEL_SDK_DISABLED=true, the API tests) pays nothing. Names and
// attributes follow OpenTelemetry's conventions, with the unit written into the name where Prometheus expects it
// (`_seconds`), because this Prometheus exporter does not add it: `http.server.request.duration_seconds` is scraped
// as `http_server_request_duration_seconds_*`, the name Prometheus's own OTLP ingestion gives the conventions'
// metric, and a counter `storefront.order.attempts` as `storefront_order_attempts_total` (docs/operations.md
// "Observability").

const METRIC_HTTP_SERVER_ACTIVE_REQUESTS = "http.server.active_requests";

/** The semantic conventions' advice for HTTP server durations, in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const LABEL = /^[\w.:/-]{1,64}$/;

/** A request's method as a label: any other method a client invents is `_OTHER`, as the conventions say. */
export function methodLabel(method: string): string {
  return KNOWN_METHODS.has(method) ? method : "_OTHER";
}

/** Labels come from code (a bucket, an outcome); anything else still cannot grow the series without bound. */
function bounded(value: string): string {
  return LABEL.test(value) ? value : "other";
}

interface RequestMeasurement {
  method: string;
  /** The route's template (`/:version/cart/entries`), never the path a client sent. */
  route: string;
  status: number;
  seconds: number;
}

/** What one pass of order recovery did, by result (core/orders/place-order.ts RecoveryReport has this shape). */
interface RecoveryCounts {
  voided: number;
  declined: number;
  cartsCleared: number;
  failed: number;
  /** The attempts recovery gave up on, each left for an operator. */
  gaveUp: readonly string[];
}

export interface StorefrontMetrics {
  requestStarted(method: string): void;
  requestFinished(measurement: RequestMeasurement): void;
  /** A client refused by a rate limit, by the limit's bucket (`newsletter`, `gift-card`…). */
  rateLimitRefused(bucket: string): void;
  /** One press of Pay by how it ended: `placed`, `declined`, `outOfStock`, or the failure's kind. */
  orderAttempt(outcome: string): void;
  /** What one pass of order recovery did. */
  ordersRecovered(report: RecoveryCounts): void;
  /** An error the process survived outside any request: a stray stream error, an unhandled rejection. */
  strayError(kind: string): void;
}

export const NO_METRICS: StorefrontMetrics = {
  requestStarted: () => {},
  requestFinished: () => {},
  rateLimitRefused: () => {},
  orderAttempt: () => {},
  ordersRecovered: () => {},
  strayError: () => {},
};

export function createStorefrontMetrics(meter: Meter): StorefrontMetrics {
  const duration = meter.createHistogram(`${METRIC_HTTP_SERVER_REQUEST_DURATION}_seconds`, {
    description: "Time from a request's arrival to its answer's headers (a streamed page's body may follow).",
    unit: "s",
    advice: { explicitBucketBoundaries: DURATION_BUCKETS },
  });
  const active = meter.createUpDownCounter(METRIC_HTTP_SERVER_ACTIVE_REQUESTS, {
    description: "Requests being handled now.",
    unit: "{request}",
  });
  const refusals = meter.createCounter("storefront.rate_limit.refusals", {
    description: "Requests refused with 429 by a rate limit at the edge, by bucket.",
    unit: "{request}",
  });
  const attempts = meter.createCounter("storefront.order.attempts", {
    description: "Orders the shoppers tried to place, by outcome.",
    unit: "{attempt}",
  });
  const recoveries = meter.createCounter("storefront.order.recoveries", {
    description: "Unfinished order attempts order recovery dealt with, by result.",
    unit: "{attempt}",
  });
  const strays = meter.createCounter("storefront.stray_errors", {
    description: "Errors outside any request that the process survived, by kind.",
    unit: "{error}",
  });
  return {
    requestStarted: (method) => active.add(1, { [ATTR_HTTP_REQUEST_METHOD]: methodLabel(method) }),
    requestFinished: ({ method, route, status, seconds }) => {
      const label = methodLabel(method);
      active.add(-1, { [ATTR_HTTP_REQUEST_METHOD]: label });
      duration.record(seconds, {
        [ATTR_HTTP_REQUEST_METHOD]: label,
        [ATTR_HTTP_ROUTE]: route,
        [ATTR_HTTP_RESPONSE_STATUS_CODE]: status,
      });
    },
    rateLimitRefused: (bucket) => refusals.add(1, { bucket: bounded(bucket) }),
    orderAttempt: (outcome) => attempts.add(1, { outcome: bounded(outcome) }),
    ordersRecovered: ({ voided, declined, cartsCleared, failed, gaveUp }) => {
      const counts = { voided, declined, cartsCleared, failed, gaveUp: gaveUp.length };
      for (const [result, count] of Object.entries(counts)) if (count > 0) recoveries.add(count, { result });
    },
    strayError: (kind) => strays.add(1, { kind: bounded(kind) }),
  };
}
