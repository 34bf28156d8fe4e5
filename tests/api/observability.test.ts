import { randomBytes, randomUUID } from "node:crypto";
import { SpanKind } from "@opentelemetry/api";
import type { ReadableSpan } from "@opentelemetry/sdk-trace";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type RunningCardSandbox,
  startCardSandbox,
} from "../../providers/payments/card-sandbox/start-card-sandbox.ts";
import { createLogger } from "../../server/logger.ts";
import { addToBag, createTestApp, Shopper, TEST_LIMITS } from "../setup/api-app.ts";
import { freePort } from "../setup/free-port.ts";
import { checkoutFormSteps, findParcelVariant, setStockOf } from "../setup/order-harness.ts";
import { type RecordingTelemetry, sampleOf, startRecordingTelemetry } from "../setup/test-telemetry.ts";

// ARCHITECTURE.md "Observability", on SQLite and PostgreSQL: a request is a server span named by its route's
// template with a span per database statement under it; a payment provider call is a client span; the log line a
// request writes carries its trace id; /metrics counts requests by route and status, order attempts by outcome,
// rate-limit refusals and the outbox, and answers only this machine or the metrics token.

const METRICS_TOKEN = `metrics-${randomBytes(16).toString("hex")}`;
const API_KEY = `observability-test-${randomBytes(12).toString("hex")}`;
const SECRET = `observability-test-secret-${randomBytes(16).toString("hex")}`;
const FROM_THIS_MACHINE = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let recording: RecordingTelemetry;
let harness: Harness;
let limited: Harness;
let sandbox: RunningCardSandbox;
let sandboxOrigin = "";
const logLines: Record<string, unknown>[] = [];
let variant = "";
let stockBefore = 0;

beforeAll(async () => {
  const logTo = { write: (line: string) => void logLines.push(JSON.parse(line)) };
  recording = await startRecordingTelemetry({
    logger: createLogger("info", logTo),
    metricsToken: METRICS_TOKEN,
  });
  const port = await freePort();
  sandboxOrigin = `http://127.0.0.1:${port}`;
  await new Promise<void>((listening) => {
    sandbox = startCardSandbox({
      port,
      hostname: "127.0.0.1",
      origin: sandboxOrigin,
      apiKey: API_KEY,
      resultSecret: SECRET,
      storeOrigins: ["http://localhost"],
      onListening: () => listening(),
    });
  });
  harness = await createTestApp({
    telemetry: recording.telemetry,
    logTo,
    poolSize: 6,
    connectTimeoutMs: 60_000,
    cardPayments: { provider: "sandbox", origin: sandboxOrigin, apiKey: API_KEY, resultSecret: SECRET },
  });
  // A second instance on the same telemetry whose form limit is one post, for the refusal counter.
  limited = await createTestApp({
    telemetry: recording.telemetry,
    trustProxy: true,
    limits: { ...TEST_LIMITS, formPosts: 1 },
  });
  // Not a product another order-placing file takes (they take the first, second, fourth and last).
  const chosen = await findParcelVariant(harness.database.db, { minStock: 40, offset: 5 });
  variant = chosen.code;
  stockBefore = chosen.stockLevel;
  await setStockOf(harness.database.db, variant, 500);
}, 120_000);

afterAll(async () => {
  if (harness) await setStockOf(harness.database.db, variant, stockBefore);
  await harness?.close();
  await limited?.close();
  await sandbox?.close();
  // Process-wide: the files after this one in the worker must not be traced.
  await recording?.telemetry.shutdown();
});

/** The server span of the request that answered with this X-Request-Id, found through its log line. */
function serverSpanOf(response: Response): ReadableSpan {
  const requestId = response.headers.get("x-request-id");
  const line = logLines.find((entry) => entry.requestId === requestId && entry.status !== undefined);
  expect(line, "the request's log line").toBeDefined();
  const span = recording
    .spans()
    .find((s) => s.kind === SpanKind.SERVER && s.spanContext().traceId === line?.trace_id);
  expect(span, "a server span with the log line's trace id").toBeDefined();
  return span as ReadableSpan;
}

function childrenOf(parent: ReadableSpan): ReadableSpan[] {
  return recording.spans().filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);
}

function descendantsOf(parent: ReadableSpan): ReadableSpan[] {
  return childrenOf(parent).flatMap((child) => [child, ...descendantsOf(child)]);
}

/** GET /metrics as a client at `from` (null: an in-process request, which has no socket). */
const scrape = (from: object | null = FROM_THIS_MACHINE, headers: Record<string, string> = {}) =>
  harness.app.request("http://localhost/metrics", { headers }, from ?? undefined);

describe("traces", () => {
  it("make a page request a server span named by its route template, with a database span per statement", async () => {
    const shopper = await new Shopper(harness.app).begin();
    await addToBag(shopper, variant);
    const response = await shopper.request("/uk/bag");
    expect(response.status).toBe(200);
    await response.text();

    const span = serverSpanOf(response);
    expect(span.name).toBe("GET /:version/bag");
    expect(span.attributes).toMatchObject({
      "http.request.method": "GET",
      "http.route": "/:version/bag",
      "http.response.status_code": 200,
    });
    const statements = childrenOf(span).filter(
      (child) => child.attributes["db.operation.name"] !== undefined,
    );
    expect(statements.length).toBeGreaterThan(0);
    const system = process.env.TEST_DIALECT === "postgres" ? "postgresql" : "sqlite";
    for (const statement of statements) {
      expect(statement.kind).toBe(SpanKind.CLIENT);
      expect(statement.attributes["db.system.name"]).toBe(system);
    }
    expect(statements.map((statement) => statement.name)).toContain("SELECT sessions");
    // Statement kind and table only: no SQL, no parameter (the session id, the variant) in any span.
    const session = shopper.cookie("twc_session") ?? "no session";
    const everything = JSON.stringify(descendantsOf(span).map((s) => [s.name, s.attributes, s.events]));
    expect(everything).not.toContain(session);
    expect(everything).not.toContain(variant);
    expect(everything).not.toMatch(/\bwhere\b|\$1|\?/i);
  });

  it("name an API call by its route template, not its path's codes or query", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request(`/uk/search/autocomplete?term=${variant}`);
    expect(response.status).toBe(200);
    const span = serverSpanOf(response);
    expect(span.attributes["http.route"]).toBe("/:version/search/autocomplete");
    expect(JSON.stringify(span.attributes)).not.toContain(variant);
  });

  it("give the log lines a request writes that request's trace id, each request its own", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const first = await shopper.request("/livez");
    const second = await shopper.request("/livez");
    const lineOf = (response: Response) =>
      logLines.find((entry) => entry.requestId === response.headers.get("x-request-id"));
    expect(lineOf(first)?.trace_id).toBe(serverSpanOf(first).spanContext().traceId);
    expect(lineOf(first)?.span_id).toBe(serverSpanOf(first).spanContext().spanId);
    expect(lineOf(second)?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(lineOf(second)?.trace_id).not.toBe(lineOf(first)?.trace_id);
  });

  it("show a card payment's calls to the acquirer as client spans, and count the attempt by its outcome", async () => {
    const before = sampleOf(await recording.scrape(), "storefront_order_attempts_total", {
      outcome: "placed",
    });
    const shopper = await new Shopper(harness.app).begin();
    await addToBag(shopper, variant);
    for (const fields of checkoutFormSteps(`observed-${randomUUID()}@example.com`)) {
      const step = await shopper.request("/uk/checkout/secure", {
        method: "POST",
        csrf: false,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ CSRFToken: shopper.csrfToken, ...fields }),
      });
      expect(step.status, fields.intent).toBe(303);
    }
    const pageResponse = await postJson(shopper, "/uk/checkout/secure/world-pay-iframe.json", {
      saveCard: false,
    });
    expect(pageResponse.status).toBe(200);
    const page = (await pageResponse.json()) as { attemptId: string; iframeUrl: string };
    const sessionCall = childrenOf(serverSpanOf(pageResponse)).find((s) => s.attributes["url.template"]);
    expect(sessionCall?.name).toBe("POST /sessions");
    expect(sessionCall?.attributes).toMatchObject({
      "storefront.payment.provider": "card-acquirer",
      "http.response.status_code": 201,
    });

    const result = await payOnHostedPage(page.iframeUrl);
    const placed = await postJson(shopper, "/uk/checkout/secure/authorise-order", {
      attemptId: page.attemptId,
      result,
    });
    expect(placed.status).toBe(200);
    const attempt = childrenOf(serverSpanOf(placed)).find((s) => s.name === "place-order attempt");
    expect(attempt, "the workflow's attempt span under the request").toBeDefined();
    // The workflow's steps, in the order they ran (core/orders/steps/, run by core/orders/place-order.ts).
    const steps = childrenOf(attempt as ReadableSpan)
      .filter((s) => s.name.startsWith("place-order "))
      .sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1])
      .map((s) => s.name.slice("place-order ".length));
    expect(steps).toEqual([
      "find-attempt",
      "price-and-check",
      "start-attempt",
      "authorise",
      "issue-gift-cards",
      "write-order",
      "finish-cart",
    ]);
    const calls = descendantsOf(attempt as ReadableSpan).filter((s) => s.attributes["url.template"]);
    expect(calls.map((s) => s.name)).toContain("POST /sessions/{id}/authorise");
    expect(JSON.stringify(calls.map((s) => s.attributes))).not.toContain(page.attemptId);

    const after = sampleOf(await recording.scrape(), "storefront_order_attempts_total", {
      outcome: "placed",
    });
    expect(after).toBe((before ?? 0) + 1);
    // The confirmation e-mail waits in the outbox (no SMTP_URL in tests).
    const text = await recording.scrape();
    expect(sampleOf(text, "storefront_outbox_messages", { state: "pending" })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(text, "storefront_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(0);
  });
});

describe("/metrics", () => {
  it("counts requests and their latency by route template and status, in Prometheus's text format", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const before = await (await scrape()).text();
    const labels = { http_route: "/:version/cart/entries", http_response_status_code: "200" };
    const counted = (text: string) =>
      sampleOf(text, "http_server_request_duration_seconds_count", labels) ?? 0;
    await addToBag(shopper, variant);
    await addToBag(shopper, variant);
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("set-cookie")).toBeNull();
    const text = await response.text();
    expect(counted(text)).toBe(counted(before) + 2);
    expect(text).toContain("# TYPE http_server_request_duration_seconds histogram");
    expect(sampleOf(text, "http_server_request_duration_seconds_bucket", { ...labels, le: "+Inf" })).toBe(
      counted(text),
    );
    expect(sampleOf(text, "process_start_time_seconds")).toBeGreaterThan(1_700_000_000);
    expect(sampleOf(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    // No path of a request, only templates: the product code never becomes a label.
    expect(text).not.toContain(variant);
  });

  it("counts rate-limit refusals by bucket", async () => {
    const before = sampleOf(await recording.scrape(), "storefront_rate_limit_refusals_total", {
      bucket: "newsletter",
    });
    const shopper = await new Shopper(limited.app).begin();
    const client = `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    const join = () =>
      shopper.request("/uk/join-request", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          "x-forwarded-for": client,
        },
        body: new URLSearchParams({ eMail: `${randomUUID()}@example.com` }).toString(),
      });
    expect((await join()).status).toBe(200);
    expect((await join()).status).toBe(429);
    const text = await recording.scrape();
    expect(sampleOf(text, "storefront_rate_limit_refusals_total", { bucket: "newsletter" })).toBe(
      (before ?? 0) + 1,
    );
    expect(
      sampleOf(text, "http_server_request_duration_seconds_count", {
        http_route: "/:version/join-request",
        http_response_status_code: "429",
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("answers only this machine or the metrics token, never a request a proxy forwarded", async () => {
    const refused = await scrape(null);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ type: "ForbiddenError" });
    expect(refused.headers.get("set-cookie")).toBeNull();
    const elsewhere = { incoming: { socket: { remoteAddress: "203.0.113.9" } } };
    expect((await scrape(elsewhere)).status).toBe(403);
    expect((await scrape(FROM_THIS_MACHINE, { "x-forwarded-for": "203.0.113.9" })).status).toBe(403);
    expect((await scrape(elsewhere, { authorization: "Bearer not-the-token-at-all-00000" })).status).toBe(
      403,
    );
    expect((await scrape(elsewhere, { authorization: `Bearer ${METRICS_TOKEN}` })).status).toBe(200);
  });
});

function postJson(shopper: Shopper, path: string, body: unknown) {
  return shopper.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** Types the sandbox's Visa on its hosted page, over the network as the framed page's browser does. */
async function payOnHostedPage(iframeUrl: string): Promise<Record<string, string>> {
  const typed = await fetch(new URL(iframeUrl, sandboxOrigin), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      holderName: "Ada Lovelace",
      cardNumber: "4444333322221111",
      expiry: "03/30",
      securityCode: "123",
    }).toString(),
    redirect: "manual",
  });
  expect(typed.status).toBe(200);
  const href = /<a href="([^"]+)">Continue<\/a>/.exec(await typed.text())?.[1]?.replaceAll("&amp;", "&");
  expect(href, "the result page's Continue link").toBeDefined();
  return Object.fromEntries(new URL(href ?? "").searchParams);
}
