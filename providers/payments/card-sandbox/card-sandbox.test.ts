import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { verifyResult } from "../../../core/payments/signed-result.ts";
import { createCardSandboxApp } from "./sandbox-app.ts";

// The SANDBOX acquirer end to end through its HTTP interface, in-process (app.request, no port, no database: so
// it runs in the unit project rather than twice under tests/api). Every answer and log line is kept, and at the
// end scanned for the test card numbers: card data must never leave the sandbox.

const API_KEY = "sandbox-test-api-key-0123456789";
const SECRET = "sandbox-test-result-secret-0123456789abcdef";
const SANDBOX_ORIGIN = "http://127.0.0.1:3400";
const STORE_ORIGIN = "http://localhost:3000";
const RETURN_URL = `${STORE_ORIGIN}/uk/checkout/card-result`;
const TEST_CARDS = [
  "4444333322221111",
  "5555555555554444",
  "4000000000000002",
  "4000000000000119",
  "4000000000003220",
  "378282246310005",
];

let clock = new Date("2026-11-26T12:00:00Z");
const seen: string[] = [];
const app = createCardSandboxApp({
  apiKey: API_KEY,
  resultSecret: SECRET,
  origin: SANDBOX_ORIGIN,
  storeOrigins: [STORE_ORIGIN],
  now: () => clock,
  log: (line) => seen.push(JSON.stringify(line)),
});

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await app.request(path, init);
  const text = await response.clone().text();
  seen.push(text, JSON.stringify([...response.headers]));
  return response;
}

async function api(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await send(path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "x-api-key": API_KEY, "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let keys = 0;
const newKey = () => `key-${++keys}`;

async function newSession(changes: Record<string, unknown> = {}) {
  const answer = await api(
    "/sessions",
    {
      orderReference: `TWC-${keys}`,
      amount: 12_500,
      currency: "GBP",
      returnUrl: RETURN_URL,
      saveCard: true,
      shopperReference: "customer-1",
      ...changes,
    },
    { "idempotency-key": newKey() },
  );
  expect(answer.status).toBe(201);
  return answer.body as { id: string; hostedUrl: string; expiresAt: string };
}

function postForm(path: string, fields: Record<string, string>) {
  return send(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const card = (cardNumber: string, changes: Record<string, string> = {}) => ({
  holderName: "Ada Lovelace",
  cardNumber,
  expiry: "03/30",
  securityCode: "123",
  ...changes,
});

/** The signed fields the result page sends the frame back with (its Continue link). */
async function resultOf(response: Response) {
  expect(response.status).toBe(200);
  const html = await response.text();
  const href = /<a href="([^"]+)">Continue<\/a>/.exec(html)?.[1]?.replaceAll("&amp;", "&");
  expect(href).toBeDefined();
  const url = new URL(href!);
  expect(url.origin + url.pathname).toBe(RETURN_URL);
  return { html, query: url.searchParams };
}

async function pay(cardNumber: string, changes: Record<string, string> = {}, session?: { id: string }) {
  const { id } = session ?? (await newSession());
  const { query, html } = await resultOf(await postForm(`/pay/${id}`, card(cardNumber, changes)));
  const verified = verifyResult(query, SECRET, clock);
  if (!verified.ok) throw new Error(`result not verified: ${verified.reason}`);
  return { sessionId: id, result: verified.result, html };
}

beforeEach(() => {
  clock = new Date("2026-11-26T12:00:00Z");
});

afterAll(() => {
  // Run last: every response body, header and log line of this file, scanned for every test card number.
  const everything = seen.join("\n");
  expect(seen.length).toBeGreaterThan(50);
  for (const number of TEST_CARDS) {
    expect(everything).not.toContain(number);
    expect(everything).not.toContain(number.replace(/(\d{4})(?=\d)/g, "$1 "));
  }
});

describe("the server-to-server API", () => {
  it("refuses a missing or wrong API key with 401", async () => {
    expect((await api("/sessions", {}, { "x-api-key": "wrong" })).status).toBe(401);
    const response = await send("/payments/pay_x", { headers: {} });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthorised", message: "Missing or wrong X-API-Key" },
    });
  });

  it("creates a session with a hosted page on the sandbox's origin that expires in 30 minutes", async () => {
    const session = await newSession();
    expect(session.hostedUrl).toBe(`${SANDBOX_ORIGIN}/pay/${session.id}`);
    expect(Date.parse(session.expiresAt) - clock.getTime()).toBe(30 * 60_000);
  });

  it("answers a retried session request with the first session, and refuses the key for another request", async () => {
    const body = {
      orderReference: "TWC-9",
      amount: 100,
      currency: "GBP",
      returnUrl: RETURN_URL,
      saveCard: false,
    };
    const first = await api("/sessions", body, { "idempotency-key": "retry-1" });
    const again = await api("/sessions", body, { "idempotency-key": "retry-1" });
    expect(again).toEqual(first);
    const other = await api("/sessions", { ...body, amount: 200 }, { "idempotency-key": "retry-1" });
    expect(other.status).toBe(422);
  });

  it("refuses a request without an idempotency key, a bad body and a return page on another origin", async () => {
    const body = {
      orderReference: "TWC-9",
      amount: 100,
      currency: "GBP",
      returnUrl: RETURN_URL,
      saveCard: false,
    };
    expect((await api("/sessions", body)).status).toBe(400);
    expect((await api("/sessions", { ...body, amount: 1.5 }, { "idempotency-key": newKey() })).status).toBe(
      400,
    );
    const elsewhere = await api(
      "/sessions",
      { ...body, returnUrl: "https://evil.example/steal" },
      { "idempotency-key": newKey() },
    );
    expect(elsewhere).toEqual({
      status: 400,
      body: { error: { code: "invalid", message: "returnUrl is not on a registered store origin" } },
    });
  });
});

describe("the hosted payment page", () => {
  it("is a labelled card form with cc-* autocomplete, framed only by the store", async () => {
    const session = await newSession();
    const response = await send(`/pay/${session.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const [label, autocomplete] of [
      ["Name on card", "cc-name"],
      ["Card number", "cc-number"],
      ["Expiry date", "cc-exp"],
      ["Security code", "cc-csc"],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="(card-\\w+)">${label}</label>`));
      expect(html).toContain(`autocomplete="${autocomplete}"`);
    }
    expect(html).toContain("Pay £125 by card");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`frame-ancestors ${STORE_ORIGIN}`);
    expect(csp).toContain("default-src 'none'");
    expect(html).not.toMatch(/https?:\/\/(?!localhost:3000)/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("shows each wrong field with its message and never echoes the card number", async () => {
    const session = await newSession();
    const response = await postForm(
      `/pay/${session.id}`,
      card("4444333322221112", { expiry: "13/30", holderName: "<b>Ada</b>" }),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain("Enter a valid card number");
    expect(html).toContain("Enter the expiry date as MM/YY");
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("&lt;b&gt;Ada&lt;/b&gt;");
    expect(html).not.toContain("4444333322221112");
  });

  it.each([
    ["4444333322221111", "authorised", "visa"],
    ["5555555555554444", "authorised", "mastercard"],
    ["4000000000000002", "refused", "visa"],
    ["4000000000000119", "error", "visa"],
  ] as const)("answers card %s with a signed %s result", async (number, status, brand) => {
    const { result, html } = await pay(number);
    expect(result).toMatchObject({ status, brand, maskedNumber: `•••• ${number.slice(-4)}`, amount: 12_500 });
    expect(html).toContain(`"type":"payment-result"`);
    expect(html).toContain(`postMessage(result, "${STORE_ORIGIN}")`);
    // Only an authorised card is kept as a token.
    expect(result.token === "").toBe(status !== "authorised");
  });

  it("forces the outcome by the magic cardholder names", async () => {
    expect((await pay("4444333322221111", { holderName: "REFUSED" })).result.status).toBe("refused");
    expect((await pay("4444333322221111", { holderName: "Error" })).result.status).toBe("error");
  });

  it("refuses an expired card as expired", async () => {
    const { result } = await pay("4444333322221111", { expiry: "10/26" });
    expect(result).toMatchObject({ status: "refused", reason: "Expired card" });
  });

  it("gives the same token for the same shopper and card, and none to a guest", async () => {
    const first = (await pay("4444333322221111")).result.token;
    expect(first).toMatch(/^tok_/);
    expect((await pay("4444333322221111")).result.token).toBe(first);
    const guest = await newSession({ shopperReference: undefined });
    expect((await pay("4444333322221111", {}, guest)).result.token).toBe("");
    const unticked = await newSession({ saveCard: false });
    expect((await pay("4444333322221111", {}, unticked)).result.token).toBe("");
  });

  it("shows the same result again when the page is opened after it completed", async () => {
    const { sessionId, result } = await pay("4444333322221111");
    const { query } = await resultOf(await send(`/pay/${sessionId}`));
    expect(query.get("paymentId")).toBe(result.paymentId);
  });

  it("answers an expired session with an error page", async () => {
    const session = await newSession();
    clock = new Date(clock.getTime() + 30 * 60_000 + 1);
    const response = await send(`/pay/${session.id}`);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("This payment page has expired");
    expect((await postForm(`/pay/${session.id}`, card("4444333322221111"))).status).toBe(410);
  });

  it("answers an unknown session with 404", async () => {
    expect((await send("/pay/ses_unknown")).status).toBe(404);
  });
});

describe("3-D Secure", () => {
  async function challenge(changes: Record<string, string> = {}) {
    const session = await newSession();
    const response = await postForm(`/pay/${session.id}`, card("4000000000003220", changes));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/3ds/${session.id}`);
    const page = await (await send(`/3ds/${session.id}`)).text();
    expect(page).toContain('value="pass">Pass</button>');
    expect(page).toContain('value="fail" class="secondary">Fail</button>');
    return session;
  }

  it("authorises when the challenge is passed", async () => {
    const session = await challenge();
    const { query } = await resultOf(await postForm(`/3ds/${session.id}`, { decision: "pass" }));
    expect(verifyResult(query, SECRET, clock)).toMatchObject({ ok: true, result: { status: "authorised" } });
  });

  it("refuses when the challenge is failed", async () => {
    const session = await challenge();
    const { query } = await resultOf(await postForm(`/3ds/${session.id}`, { decision: "fail" }));
    expect(verifyResult(query, SECRET, clock)).toMatchObject({
      ok: true,
      result: { status: "refused", reason: "3-D Secure authentication failed", token: "" },
    });
  });

  it("is also asked for by the magic name 3DS with any card", async () => {
    const session = await newSession();
    const response = await postForm(`/pay/${session.id}`, card("5555555555554444", { holderName: "3DS" }));
    expect(response.headers.get("location")).toBe(`/3ds/${session.id}`);
  });
});

describe("authorise, capture, void and refund", () => {
  it("confirms a completed page server to server, and not before", async () => {
    const session = await newSession();
    const early = await api(
      `/sessions/${session.id}/authorise`,
      { amount: 12_500 },
      { "idempotency-key": "a-1" },
    );
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { code: "not-completed" } });
    const { result } = await pay("4444333322221111", {}, session);
    // The earlier not-completed answer was not kept: the same key now gets the authorisation.
    const confirmed = await api(
      `/sessions/${session.id}/authorise`,
      { amount: 12_500 },
      { "idempotency-key": "a-1" },
    );
    expect(confirmed).toMatchObject({
      status: 200,
      body: { status: "authorised", paymentId: result.paymentId, amount: 12_500 },
    });
    const otherAmount = await api(
      `/sessions/${session.id}/authorise`,
      { amount: 1 },
      { "idempotency-key": "a-2" },
    );
    expect(otherAmount).toMatchObject({ status: 409, body: { status: "error" } });
  });

  it("captures once for one key, whatever the retries", async () => {
    const { result } = await pay("4444333322221111");
    const path = `/payments/${result.paymentId}/capture`;
    const first = await api(path, { amount: 12_500 }, { "idempotency-key": "capture-1" });
    const retry = await api(path, { amount: 12_500 }, { "idempotency-key": "capture-1" });
    expect(first).toEqual({
      status: 200,
      body: expect.objectContaining({ status: "captured", amount: 12_500, paymentId: result.paymentId }),
    });
    expect(retry).toEqual(first);
    const second = await api(path, { amount: 12_500 }, { "idempotency-key": "capture-2" });
    expect(second).toMatchObject({ status: 409, body: { status: "error" } });
    expect((await api(`/payments/${result.paymentId}`)).body).toMatchObject({
      status: "captured",
      capturedAmount: 12_500,
    });
  });

  it("refunds in parts, once per key, never past the captured amount", async () => {
    const { result } = await pay("4444333322221111");
    await api(`/payments/${result.paymentId}/capture`, { amount: 12_500 }, { "idempotency-key": newKey() });
    const path = `/payments/${result.paymentId}/refund`;
    const part = await api(path, { amount: 5_000 }, { "idempotency-key": "refund-1" });
    expect(await api(path, { amount: 5_000 }, { "idempotency-key": "refund-1" })).toEqual(part);
    expect((await api(`/payments/${result.paymentId}`)).body).toMatchObject({
      status: "captured",
      refundedAmount: 5_000,
    });
    expect((await api(path, { amount: 8_000 }, { "idempotency-key": "refund-2" })).status).toBe(409);
    expect((await api(path, { amount: 7_500 }, { "idempotency-key": "refund-3" })).body).toMatchObject({
      status: "refunded",
    });
    expect((await api(`/payments/${result.paymentId}`)).body).toMatchObject({
      status: "refunded",
      refundedAmount: 12_500,
    });
  });

  it("voids an authorisation once, and not a captured or refused payment", async () => {
    const { result } = await pay("4444333322221111");
    const path = `/payments/${result.paymentId}/void`;
    const voided = await api(path, { amount: 12_500 }, { "idempotency-key": "void-1" });
    expect(voided).toMatchObject({ status: 200, body: { status: "voided" } });
    expect(await api(path, { amount: 12_500 }, { "idempotency-key": "void-1" })).toEqual(voided);
    const capture = await api(
      `/payments/${result.paymentId}/capture`,
      { amount: 12_500 },
      { "idempotency-key": newKey() },
    );
    expect(capture).toMatchObject({ status: 409, body: { reason: "A voided payment cannot be captured" } });

    const refused = (await pay("4000000000000002")).result;
    const noVoid = await api(
      `/payments/${refused.paymentId}/void`,
      { amount: 12_500 },
      { "idempotency-key": newKey() },
    );
    expect(noVoid.status).toBe(409);
  });

  it("captures in parts as lines are dispatched, and voids a part for lines cancelled, never past the authorisation", async () => {
    const { result } = await pay("4444333322221111");
    const payment = `/payments/${result.paymentId}`;
    expect((await api(`${payment}/capture`, { amount: 5_000 }, { "idempotency-key": newKey() })).status).toBe(
      200,
    );
    expect((await api(`${payment}/void`, { amount: 2_500 }, { "idempotency-key": newKey() })).status).toBe(
      200,
    );
    expect((await api(payment)).body).toMatchObject({
      status: "authorised",
      capturedAmount: 5_000,
      voidedAmount: 2_500,
    });
    // 5,000 is left open: more is refused, whether captured or voided.
    expect((await api(`${payment}/capture`, { amount: 5_001 }, { "idempotency-key": newKey() })).status).toBe(
      409,
    );
    expect((await api(`${payment}/void`, { amount: 5_001 }, { "idempotency-key": newKey() })).status).toBe(
      409,
    );
    // A part captured can be refunded while the rest is still open.
    expect((await api(`${payment}/refund`, { amount: 1_000 }, { "idempotency-key": newKey() })).status).toBe(
      200,
    );
    expect((await api(`${payment}/capture`, { amount: 5_000 }, { "idempotency-key": newKey() })).status).toBe(
      200,
    );
    expect((await api(payment)).body).toMatchObject({
      status: "captured",
      capturedAmount: 10_000,
      refundedAmount: 1_000,
    });
  });

  it("answers 404 for an unknown payment", async () => {
    expect((await api("/payments/pay_unknown")).status).toBe(404);
    expect(
      (await api("/payments/pay_unknown/capture", { amount: 1 }, { "idempotency-key": newKey() })).status,
    ).toBe(404);
  });
});
