import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { createLogger } from "../logger.ts";
import { observeRequests } from "./observe-requests.ts";
import { setupTelemetry, type Telemetry } from "./setup-telemetry.ts";

const exporter = new InMemorySpanExporter();
let telemetry: Telemetry;

beforeAll(async () => {
  telemetry = await setupTelemetry(
    {
      enabled: true,
      serviceName: "storefront-test",
      traces: { exporter: "none", otlpUrl: "http://127.0.0.1:9/v1/traces", sampler: "always_on", ratio: 1 },
      metrics: { enabled: true, token: null },
    },
    { logger: createLogger("silent"), spanExporter: exporter },
  );
});
// The registration is process-wide: later files in this worker must not be traced.
afterAll(() => telemetry.shutdown());
beforeEach(() => exporter.reset());

/** An app shaped like server/entry.ts: the observer first, middleware, routes, a catch-all. */
function appWith(trustProxy: boolean) {
  const app = new Hono<AppEnv>();
  app.onError((_error, c) => c.json({ message: "Something went wrong" }, 500));
  app.use(observeRequests(telemetry, { trustProxy }));
  app.use("/assets/*", async (c) => c.text("asset"));
  app.use("*", async (c, next) => {
    if (c.req.header("x-refuse")) return c.json({ type: "RateLimitError" }, 429);
    await next();
  });
  app.get("/:version/cart/:code", (c) => c.json({ code: c.req.param("code") }));
  app.post("/:version/join-request", (c) => c.json({ joined: true }));
  // Like the listing search's route: it answers only what is its own and passes the rest on.
  app.get("/:version/*", async (_c, next) => next());
  app.get("/fail", () => {
    throw new Error("the database went away");
  });
  app.all("*", (c) => c.redirect("/uk/", 302));
  return app;
}

function serverSpan(): ReadableSpan {
  const spans = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER);
  expect(spans).toHaveLength(1);
  return spans[0]!;
}

async function scrape(): Promise<string> {
  return (await telemetry.prometheus?.render()) ?? "";
}

describe("a request's span and measurement", () => {
  it("are named by the route's template, never the path's code or its query", async () => {
    const response = await appWith(false).request("http://localhost/uk/cart/SECRET-CODE-42?token=hunter2");
    expect(response.status).toBe(200);
    const span = serverSpan();
    expect(span.name).toBe("GET /:version/cart/:code");
    expect(span.attributes).toMatchObject({
      "http.request.method": "GET",
      "http.route": "/:version/cart/:code",
      "http.response.status_code": 200,
    });
    expect(JSON.stringify(span.attributes)).not.toMatch(/SECRET-CODE-42|hunter2/);
    const text = await scrape();
    expect(text).toContain(
      'http_server_request_duration_seconds_count{http_request_method="GET",http_route="/:version/cart/:code",http_response_status_code="200"} 1',
    );
    expect(text).not.toMatch(/SECRET-CODE-42|hunter2/);
  });

  it("take no route from a GET route that passed the request on", async () => {
    const response = await appWith(false).request("http://localhost/uk/some/page/of/ours");
    expect(response.status).toBe(302);
    expect(serverSpan().name).toBe("GET");
    expect(serverSpan().attributes["http.route"]).toBeUndefined();
    expect(await scrape()).toContain('http_route="other",http_response_status_code="302"');
  });

  it("name a change a middleware refused by the route it was refused before", async () => {
    const response = await appWith(false).request("http://localhost/uk/join-request", {
      method: "POST",
      headers: { "x-refuse": "1" },
    });
    expect(response.status).toBe(429);
    expect(serverSpan().attributes).toMatchObject({
      "http.route": "/:version/join-request",
      "http.response.status_code": 429,
    });
    // A 4xx is the client's: the server span is not an error.
    expect(serverSpan().status.code).toBe(SpanStatusCode.UNSET);
  });

  it("name what a middleware answered on a path of its own by that path", async () => {
    await appWith(false).request("http://localhost/assets/app-1a2b3c.js");
    expect(serverSpan().attributes["http.route"]).toBe("/assets/*");
  });

  it("mark a 5xx as an error, with the exception and its type", async () => {
    const response = await appWith(false).request("http://localhost/fail");
    expect(response.status).toBe(500);
    const span = serverSpan();
    expect(span.status.code).toBe(SpanStatusCode.ERROR);
    expect(span.attributes["error.type"]).toBe("500");
    expect(span.events.map((event) => event.name)).toContain("exception");
  });

  it("bucket methods a client invents under _OTHER", async () => {
    await appWith(false).request("http://localhost/uk/cart/A1", { method: "PROPFIND" });
    expect(serverSpan().attributes["http.request.method"]).toBe("_OTHER");
  });
});

describe("an incoming traceparent", () => {
  const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
  const parentId = "00f067aa0ba902b7";
  const headers = { traceparent: `00-${traceId}-${parentId}-01` };

  it("is continued behind a trusted proxy", async () => {
    await appWith(true).request("http://localhost/uk/cart/A1", { headers });
    const span = serverSpan();
    expect(span.spanContext().traceId).toBe(traceId);
    expect(span.parentSpanContext?.spanId).toBe(parentId);
  });

  it("is ignored from anyone else: the request starts its own trace", async () => {
    await appWith(false).request("http://localhost/uk/cart/A1", { headers });
    const span = serverSpan();
    expect(span.spanContext().traceId).not.toBe(traceId);
    expect(span.parentSpanContext).toBeUndefined();
  });
});
