import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { OrderPayments } from "../../core/orders/order-types.ts";
import type { DatabaseHandle } from "../../data/db.ts";
import { fromJson } from "../../data/normalise.ts";
import type { createPayPalSandboxApp } from "../../providers/payments/paypal-sandbox/sandbox-app.ts";
import { SANDBOX_BUYERS } from "../../providers/payments/paypal-sandbox/sandbox-buyers.ts";
import type { createApp } from "../../server/entry.ts";
import { SESSION_COOKIE } from "../../server/middleware/session.ts";
import type { Services } from "../../server/services.ts";
import { addToBag, Shopper } from "../setup/api-app.ts";
import { fillCheckout } from "../setup/order-harness.ts";
import { createPayPalHarness, PAYPAL_ORIGIN } from "../setup/paypal-harness.ts";

// An order paid with PayPal through its life (docs/decisions/056-an-orders-life.md), against the SANDBOX PayPal
// answering in-process: dispatch captures through PayPal once however often it is retried, a refund gives it back,
// and cancelling everything before dispatch voids the whole authorisation. What PayPal holds is read back by asking
// it for more than is left. On SQLite and PostgreSQL.

const UK_BUYER = SANDBOX_BUYERS[0]?.payer.payerId ?? "";

let database: DatabaseHandle;
let services: Services;
let app: ReturnType<typeof createApp>;
let sandbox: ReturnType<typeof createPayPalSandboxApp>;
let variant = "";

let harness: Awaited<ReturnType<typeof createPayPalHarness>>;
beforeAll(async () => {
  harness = await createPayPalHarness({ variantOffset: 8 });
  ({ database, services, app, sandbox, variant } = harness);
}, 60_000);
afterAll(() => harness.close());

/** A guest buys `quantity` units and approves the PayPal payment; answers the order with its authorisation. */
async function placePayPalOrder(quantity: number) {
  const s = await addToBag(await new Shopper(app).begin(), variant, { quantity });
  const session = await services.sessions.find(s.cookie(SESSION_COOKIE) ?? "");
  const ownerGuid = session?.data.cartGuid ?? "";
  const email = `${randomUUID()}@example.com`;
  await fillCheckout(
    services.checkout,
    { ownerGuid, version: "uk", currency: "GBP", locale: "en-GB" },
    { email },
  );
  const started = await s.request("/uk/checkout/secure/toPayPal", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ CSRFToken: s.csrfToken }).toString(),
    csrf: false,
  });
  const token = new URL(started.headers.get("location") ?? "").searchParams.get("token") ?? "";
  const approved = await sandbox.request(`${PAYPAL_ORIGIN}/checkoutnow/approve`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token, payerId: UK_BUYER }).toString(),
  });
  const back = new URL(approved.headers.get("location") ?? "");
  expect((await s.request(`${back.pathname}${back.search}`)).status).toBe(303);
  const row = await database.db
    .selectFrom("orders")
    .select(["id", "payments"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  const card = fromJson<OrderPayments>(row.payments, { card: null, giftCards: [] }).card;
  if (!card) throw new Error("the PayPal order has no payment");
  return { orderId: row.id, paymentId: card.paymentId, authorised: card.amount };
}

describe(`an order paid with PayPal through its life, on ${inject("dialect")}`, () => {
  it("captures once through PayPal however often the dispatch is retried, and refunds a returned unit", async () => {
    const order = await placePayPalOrder(2);
    const key = randomUUID();
    const request = {
      key,
      carrier: "Evri",
      trackingNumber: "H01234567890",
      lines: [{ entryNumber: 0, quantity: 2 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => services.orderLife.dispatchLines(order.orderId, request)),
    );
    expect(answers.every((answer) => answer.ok && answer.change.payment === order.authorised)).toBe(true);
    // PayPal holds the whole authorisation captured: not a penny more can be captured.
    expect(await services.paypal.capture(order.paymentId, 1, randomUUID())).toMatchObject({
      status: "error",
      reason: "AUTHORIZATION_ALREADY_CAPTURED",
    });

    const refund = await services.orderLife.refundLines(order.orderId, {
      key: randomUUID(),
      lines: [{ entryNumber: 0, quantity: 1 }],
    });
    expect(refund).toMatchObject({ ok: true, change: { orderStatus: "partlyRefunded" } });
    const refunded = refund.ok ? refund.change.payment : 0;
    // PayPal refunded that part: only the rest is left to refund.
    expect(
      await services.paypal.refund(order.paymentId, order.authorised - refunded + 1, randomUUID()),
    ).toMatchObject({
      status: "error",
      reason: "REFUND_AMOUNT_EXCEEDED",
    });
  });

  it("voids the whole PayPal authorisation once every unit is cancelled before dispatch", async () => {
    const order = await placePayPalOrder(2);
    const first = await services.orderLife.cancelLines(order.orderId, {
      key: randomUUID(),
      lines: [{ entryNumber: 0, quantity: 1 }],
    });
    expect(first).toMatchObject({ ok: true, change: { orderStatus: "placed" } });
    const rest = await services.orderLife.cancelLines(order.orderId, {
      key: randomUUID(),
      lines: [{ entryNumber: 0, quantity: 1 }],
    });
    expect(rest).toMatchObject({ ok: true, change: { orderStatus: "cancelled" } });
    // PayPal voids only whole authorisations: the first half was left open (never captured), the last cancellation
    // voided all of it, so nothing can be captured any more.
    const voids = await database.db
      .selectFrom("orderPaymentMovements")
      .select(["amount", "providerReference", "status"])
      .where("orderId", "=", order.orderId)
      .where("kind", "=", "void")
      .orderBy("createdAt")
      .execute();
    expect(voids.map((row) => [row.providerReference === null, row.status])).toEqual([
      [true, "done"],
      [false, "done"],
    ]);
    expect(await services.paypal.capture(order.paymentId, 1, randomUUID())).toMatchObject({
      status: "error",
    });
  });
});
