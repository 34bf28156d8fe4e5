import { context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { providerPath } from "./provider-call-span.ts";
import { createRetryingJsonCall } from "./retrying-json-call.ts";

const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
});
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  context.disable();
});
beforeEach(() => exporter.reset());

/** A provider that answers each try in turn with the next status, and records what it was sent. */
function providerAnswering(statuses: number[]) {
  const sent: Request[] = [];
  const fetch = async (request: Request) => {
    sent.push(request);
    const status = statuses[sent.length - 1] ?? 500;
    return new Response(JSON.stringify({ status: "authorised" }), {
      status,
      headers: { "content-type": "application/json" },
    });
  };
  const call = createRetryingJsonCall({
    provider: "card-acquirer",
    origin: "http://127.0.0.1:3400",
    fetch,
    retryDelayMs: 1,
    credentials: { "x-api-key": "key" },
    keyHeader: "idempotency-key",
    unavailableMessage: "Card payments are unavailable at the moment. Please try again.",
  });
  return { call, sent };
}

/** Runs `work` inside a request's span and answers that span's id. */
async function inRequest(work: () => Promise<unknown>): Promise<string> {
  const request = trace.getTracer("test").startSpan("POST /:version/checkout/secure/authorise-order");
  await context.with(trace.setSpan(context.active(), request), work).catch(() => {});
  request.end();
  return request.spanContext().spanId;
}

describe("a call to a payment provider", () => {
  it("is a client span per try under the request, named by the call's template, never the payment's id", async () => {
    const { call, sent } = providerAnswering([503, 200]);
    const path = providerPath("/sessions/{id}/authorise", { id: "sess_SECRET/1" });
    const requestSpan = await inRequest(() => call("POST", path, { amount: 2500 }, "attempt-key"));
    expect(new URL(sent[0]!.url).pathname).toBe("/sessions/sess_SECRET%2F1/authorise");

    const spans = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.CLIENT);
    expect(spans.map((span) => span.name)).toEqual([
      "POST /sessions/{id}/authorise",
      "POST /sessions/{id}/authorise",
    ]);
    for (const span of spans) expect(span.parentSpanContext?.spanId).toBe(requestSpan);
    const [first, retry] = spans;
    expect(first?.attributes).toEqual({
      "http.request.method": "POST",
      "server.address": "127.0.0.1",
      "server.port": 3400,
      "url.template": "/sessions/{id}/authorise",
      "storefront.payment.provider": "card-acquirer",
      "http.response.status_code": 503,
      "error.type": "503",
    });
    expect(first?.status.code).toBe(SpanStatusCode.ERROR);
    expect(retry?.attributes).toMatchObject({
      "http.response.status_code": 200,
      "http.request.resend_count": 1,
    });
    expect(retry?.status.code).toBe(SpanStatusCode.UNSET);
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toMatch(/SECRET|attempt-key/);
  });

  it("takes a provider's 4xx answer for an answer, not a failure", async () => {
    const { call } = providerAnswering([409]);
    await inRequest(() => call("POST", "/sessions", { amount: 2500 }, "attempt-key"));
    const [span] = exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.CLIENT);
    expect(span?.attributes["http.response.status_code"]).toBe(409);
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
  });

  it("marks a try the provider never answered, and sends our trace context nowhere", async () => {
    const sent: Request[] = [];
    const call = createRetryingJsonCall({
      provider: "paypal",
      origin: "http://127.0.0.1:3401",
      fetch: async (request) => {
        sent.push(request);
        throw new TypeError("fetch failed");
      },
      retryDelayMs: 1,
      credentials: {},
      keyHeader: "paypal-request-id",
      unavailableMessage: "PayPal is unavailable at the moment. Please try again.",
    });
    await inRequest(() => call("GET", providerPath("/v2/checkout/orders/{id}", { id: "ORDER-1" })));
    const spans = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.CLIENT);
    expect(spans).toHaveLength(3);
    for (const span of spans) {
      expect(span.status.code).toBe(SpanStatusCode.ERROR);
      expect(span.attributes["error.type"]).toBe("TypeError");
    }
    for (const request of sent) expect(request.headers.has("traceparent")).toBe(false);
  });
});
