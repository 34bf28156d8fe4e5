import { describe, expect, it } from "vitest";
import { isDomainError } from "../../core/errors/domain-error.ts";
import { createCardSandboxApp } from "./card-sandbox/sandbox-app.ts";
import { createSandboxCardAcquirer } from "./sandbox-card-acquirer.ts";

// The adapter against the SANDBOX acquirer's app in-process: the port's calls, its retries with the same
// idempotency key, and the result check, as the store will use them.

const settings = {
  origin: "http://127.0.0.1:3400",
  apiKey: "adapter-test-api-key-0123456789",
  resultSecret: "adapter-test-result-secret-0123456789abcdef",
};
const returnUrl = "http://localhost:3000/uk/checkout/card-result";

function setUp(flaky: (attempt: number) => "fail" | "throw" | "pass" = () => "pass") {
  const app = createCardSandboxApp({ ...settings, storeOrigins: ["http://localhost:3000"] });
  let attempts = 0;
  const acquirer = createSandboxCardAcquirer({
    ...settings,
    retryDelayMs: 1,
    fetch: async (request) => {
      attempts++;
      const fate = flaky(attempts);
      if (fate === "throw") throw new TypeError("fetch failed");
      const response = await app.fetch(request);
      // A 5xx after the sandbox acted: the retry must get the first answer, not act again.
      return fate === "fail" ? new Response("{}", { status: 502 }) : response;
    },
  });
  return { app, acquirer, attempts: () => attempts };
}

async function payOnPage(
  app: ReturnType<typeof createCardSandboxApp>,
  sessionId: string,
  cardNumber: string,
) {
  const response = await app.request(`/pay/${sessionId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      holderName: "Ada",
      cardNumber,
      expiry: "03/30",
      securityCode: "123",
    }).toString(),
  });
  const href = /<a href="([^"]+)">Continue/.exec(await response.text())![1]!.replaceAll("&amp;", "&");
  return new URL(href).searchParams;
}

const sessionRequest = {
  orderReference: "TWC-1",
  amount: 4_000,
  currency: "GBP",
  returnUrl,
  saveCard: true,
  shopperReference: "customer-7",
};

describe("the sandbox card acquirer adapter", () => {
  it("creates a session, verifies the page's result, authorises, captures and refunds", async () => {
    const { app, acquirer } = setUp();
    expect(acquirer.hostedOrigin).toBe("http://127.0.0.1:3400");
    const session = await acquirer.createSession({ ...sessionRequest, idempotencyKey: "s-1" });
    expect(session.hostedUrl.startsWith(acquirer.hostedOrigin)).toBe(true);

    const query = await payOnPage(app, session.id, "4444333322221111");
    const verified = acquirer.verifyResult(query, new Date());
    expect(verified).toMatchObject({ ok: true, result: { status: "authorised", amount: 4_000 } });
    query.set("amount", "1");
    expect(acquirer.verifyResult(query, new Date())).toEqual({ ok: false, reason: "signature" });

    const authorised = await acquirer.authorise({
      sessionId: session.id,
      amount: 4_000,
      idempotencyKey: "a-1",
    });
    expect(authorised).toMatchObject({
      status: "authorised",
      card: { maskedNumber: "•••• 1111", expired: false },
    });
    expect(authorised.card?.token).toMatch(/^tok_/);
    const { paymentId } = authorised;
    expect(await acquirer.capture({ paymentId, amount: 4_000, idempotencyKey: "c-1" })).toMatchObject({
      status: "captured",
    });
    expect(await acquirer.refund({ paymentId, amount: 4_000, idempotencyKey: "r-1" })).toMatchObject({
      status: "refunded",
    });
    expect(await acquirer.void({ paymentId, amount: 4_000, idempotencyKey: "v-1" })).toMatchObject({
      status: "error",
      reason: "A refunded payment cannot be voided",
    });
    expect(await acquirer.getPayment(paymentId)).toMatchObject({ status: "refunded", refundedAmount: 4_000 });
    expect(await acquirer.getPayment("pay_unknown")).toBeNull();
  });

  it("answers a page not yet completed as not authorised", async () => {
    const { acquirer } = setUp();
    const session = await acquirer.createSession({ ...sessionRequest, idempotencyKey: "s-2" });
    expect(
      await acquirer.authorise({ sessionId: session.id, amount: 4_000, idempotencyKey: "a-2" }),
    ).toMatchObject({
      status: "error",
      reason: "not-completed",
    });
  });

  it("retries twice with the same key, so a lost answer creates one session", async () => {
    const { app, acquirer, attempts } = setUp((attempt) =>
      attempt === 1 ? "fail" : attempt === 2 ? "throw" : "pass",
    );
    const session = await acquirer.createSession({ ...sessionRequest, idempotencyKey: "s-3" });
    expect(attempts()).toBe(3);
    // The first attempt's session is the one answered: the sandbox acted once.
    expect((await app.request(`/pay/${session.id}`)).status).toBe(200);
  });

  it("gives up after two retries as unavailable", async () => {
    const { acquirer, attempts } = setUp(() => "throw");
    const failure = await acquirer
      .createSession({ ...sessionRequest, idempotencyKey: "s-4" })
      .catch((e) => e);
    expect(isDomainError(failure) && failure.kind).toBe("unavailable");
    expect(attempts()).toBe(3);
  });

  it("does not pass a wrong API key off as a refusal", async () => {
    const app = createCardSandboxApp({ ...settings, storeOrigins: ["http://localhost:3000"] });
    const acquirer = createSandboxCardAcquirer({
      ...settings,
      apiKey: "wrong-key-wrong-key-wrong",
      fetch: async (request) => app.fetch(request),
    });
    await expect(acquirer.createSession({ ...sessionRequest, idempotencyKey: "s-5" })).rejects.toThrow(
      "Card acquirer answered 401 to /sessions: Missing or wrong X-API-Key",
    );
  });
});
