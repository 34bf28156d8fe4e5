import { describe, expect, it } from "vitest";
import type { PayPalClient } from "../../../core/payments/paypal.ts";
import { createPayPalSandboxApp } from "./sandbox-app.ts";
import { SANDBOX_BUYERS } from "./sandbox-buyers.ts";
import { createSandboxPayPalClient } from "./sandbox-paypal-client.ts";

// The SANDBOX PayPal through the store's own adapter, called in-process: orders are created, approved on the page
// and authorised; a request id answers its first answer and acts once; the declined buyer is declined.

const ORIGIN = "http://paypal.sandbox.test";
const STORE = "http://shop.test";
const KEY = "sandbox-key-0123456789abcdefghij";
const [UK, US, RESTRICTED, DECLINED] = SANDBOX_BUYERS.map((buyer) => buyer.payer.payerId);

function sandbox() {
  const app = createPayPalSandboxApp({ apiKey: KEY, origin: ORIGIN, storeOrigins: [STORE] });
  let calls = 0;
  const client = createSandboxPayPalClient({
    origin: ORIGIN,
    apiKey: KEY,
    retryDelayMs: 1,
    fetch: async (request) => {
      calls++;
      return app.request(request);
    },
  });
  return { app, client, calls: () => calls };
}

const order = (requestId: string, extra: Partial<Parameters<PayPalClient["createOrder"]>[0]> = {}) => ({
  amount: 2495,
  currency: "GBP",
  returnUrl: `${STORE}/uk/checkout/secure/fromPayPal?agree=true`,
  cancelUrl: `${STORE}/uk/checkout/secure/fromPayPal?agree=false`,
  shippingPreference: "NO_SHIPPING" as const,
  reference: "cart-reference",
  requestId,
  ...extra,
});

async function approve(app: ReturnType<typeof sandbox>["app"], token: string, payerId = UK ?? "") {
  return app.request(`${ORIGIN}/checkoutnow/approve`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token, payerId }).toString(),
  });
}

describe("the SANDBOX PayPal", () => {
  it("creates an order once per request id, with an approval page on its own origin", async () => {
    const { client } = sandbox();
    const first = await client.createOrder(order("create-1"));
    const again = await client.createOrder(order("create-1"));
    const other = await client.createOrder(order("create-2"));
    expect(again).toEqual(first);
    expect(other.id).not.toBe(first.id);
    expect(first.approveUrl).toBe(`${ORIGIN}/checkoutnow?token=${first.id}`);
    expect(client.owns(first.id)).toBe(true);
    expect(client.owns("pay_123")).toBe(false);
    expect(await client.getOrder(first.id)).toMatchObject({ status: "CREATED", amount: 2495, payer: null });
  });

  it("refuses a return address on another origin, a wrong key and a missing request id", async () => {
    const { client, app } = sandbox();
    await expect(
      client.createOrder(order("evil", { returnUrl: "https://evil.example/steal" })),
    ).rejects.toThrow(/422/);
    const wrongKey = await app.request(`${ORIGIN}/v2/checkout/orders/x`, {
      headers: { authorization: "Bearer no" },
    });
    expect(wrongKey.status).toBe(401);
    const noId = await app.request(`${ORIGIN}/v2/checkout/orders`, {
      method: "POST",
      headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
      body: JSON.stringify(order("x")),
    });
    expect(noId.status).toBe(400);
  });

  it("shows a page marked SANDBOX with the amount and every sandbox buyer", async () => {
    const { client, app } = sandbox();
    const { approveUrl } = await client.createOrder(order("page"));
    const page = await app.request(approveUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("SANDBOX PayPal");
    expect(html).toContain("£24.95");
    for (const buyer of SANDBOX_BUYERS) expect(html).toContain(buyer.payer.email);
    expect(page.headers.get("content-security-policy")).toContain(`form-action 'self' ${STORE}`);
  });

  it("sends the buyer back with token and PayerID on approval, and with the token on cancel", async () => {
    const { client, app } = sandbox();
    const approved = await client.createOrder(order("a"));
    const back = await approve(app, approved.id);
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(
      `${STORE}/uk/checkout/secure/fromPayPal?agree=true&token=${approved.id}&PayerID=${UK}`,
    );
    expect(await client.getOrder(approved.id)).toMatchObject({ status: "APPROVED", payer: { payerId: UK } });
    // Approved once: the page does not approve it again.
    expect((await approve(app, approved.id)).status).toBe(409);

    const cancelled = await client.createOrder(order("c"));
    const out = await app.request(`${ORIGIN}/checkoutnow/cancel`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: cancelled.id }).toString(),
    });
    expect(out.headers.get("location")).toBe(
      `${STORE}/uk/checkout/secure/fromPayPal?agree=false&token=${cancelled.id}`,
    );
    expect((await client.getOrder(cancelled.id))?.status).toBe("VOIDED");
  });

  it("gives the buyer's address only when the order asked PayPal for it", async () => {
    const { client, app } = sandbox();
    const express = await client.createOrder(order("e", { shippingPreference: "GET_FROM_FILE" }));
    await approve(app, express.id, US);
    expect((await client.getOrder(express.id))?.shipping).toMatchObject({
      countryIso: "US",
      postcode: "10118",
    });
    const restricted = await client.createOrder(order("r", { shippingPreference: "GET_FROM_FILE" }));
    await approve(app, restricted.id, RESTRICTED);
    expect((await client.getOrder(restricted.id))?.shipping?.postcode).toBe("ZE1 0AA");
    const checkout = await client.createOrder(order("n"));
    await approve(app, checkout.id, US);
    expect((await client.getOrder(checkout.id))?.shipping).toBeNull();
  });

  it("authorises an approved order once: a repeated request id answers the first authorisation", async () => {
    const { client, app } = sandbox();
    const { id } = await client.createOrder(order("auth"));
    expect(await client.authorize(id, "too-early")).toMatchObject({
      status: "error",
      reason: "ORDER_NOT_APPROVED",
    });
    await approve(app, id);
    const first = await client.authorize(id, "auth-key");
    expect(first).toMatchObject({ status: "authorised", amount: 2495, currency: "GBP" });
    expect(client.owns(first.paymentId)).toBe(true);
    expect(await client.authorize(id, "auth-key")).toEqual(first);
    expect(await client.authorize(id, "another-key")).toMatchObject({
      status: "error",
      reason: "ORDER_ALREADY_AUTHORIZED",
    });
    expect((await client.getOrder(id))?.status).toBe("COMPLETED");
  });

  it("declines the declined buyer's funding at authorisation", async () => {
    const { client, app } = sandbox();
    const { id } = await client.createOrder(order("declined"));
    await approve(app, id, DECLINED);
    expect(await client.authorize(id, "k")).toMatchObject({
      status: "declined",
      paymentId: "",
      reason: "INSTRUMENT_DECLINED",
    });
  });

  it("voids, captures and refunds by request id, refusing what the payment cannot take", async () => {
    const { client, app } = sandbox();
    const make = async (key: string) => {
      const { id } = await client.createOrder(order(key));
      await approve(app, id);
      return (await client.authorize(id, key)).paymentId;
    };
    const voided = await make("v");
    expect(await client.void(voided, "void-1")).toMatchObject({ status: "voided", amount: 2495 });
    expect(await client.void(voided, "void-1")).toMatchObject({ status: "voided", amount: 2495 });
    expect(await client.capture(voided, 100, "cap-after-void")).toMatchObject({ status: "error" });

    const captured = await make("c");
    expect(await client.capture(captured, 2495, "cap-1")).toMatchObject({ status: "captured", amount: 2495 });
    expect(await client.capture(captured, 2495, "cap-1")).toMatchObject({ status: "captured" });
    expect(await client.void(captured, "void-captured")).toMatchObject({ status: "error" });
    expect(await client.refund(captured, 1000, "ref-1")).toMatchObject({ status: "refunded", amount: 1000 });
    expect(await client.refund(captured, 1000, "ref-1")).toMatchObject({ status: "refunded", amount: 1000 });
    expect(await client.refund(captured, 2000, "ref-2")).toMatchObject({
      status: "error",
      reason: "REFUND_AMOUNT_EXCEEDED",
    });
  });

  it("changes an approved order's amount before authorisation, never after", async () => {
    const { client, app } = sandbox();
    const { id } = await client.createOrder(order("amount", { shippingPreference: "GET_FROM_FILE" }));
    await approve(app, id);
    expect(await client.updateAmount(id, 3190, "amount-1")).toMatchObject({ amount: 3190 });
    expect(await client.authorize(id, "auth")).toMatchObject({ status: "authorised", amount: 3190 });
    expect(await client.updateAmount(id, 100, "amount-2")).toBeNull();
  });

  it("retries an unreachable PayPal with the same request id, then reports it unavailable", async () => {
    const seen: string[] = [];
    const client = createSandboxPayPalClient({
      origin: ORIGIN,
      apiKey: KEY,
      retryDelayMs: 1,
      fetch: async (request) => {
        seen.push(request.headers.get("paypal-request-id") ?? "");
        throw new Error("connection refused");
      },
    });
    await expect(client.authorize("PPSBX-O-1", "same-key")).rejects.toMatchObject({ kind: "unavailable" });
    expect(seen).toEqual(["same-key", "same-key", "same-key"]);
  });
});
