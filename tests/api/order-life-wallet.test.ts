import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { OrderPayments } from "../../core/orders/order-types.ts";
import { fromJson, toNumber } from "../../data/normalise.ts";
import { createTestApp } from "../setup/api-app.ts";
import { findParcelVariant, readyGuestCart } from "../setup/order-harness.ts";
import { dispatchLines, mailsTo, orderStatus } from "../setup/order-life.ts";

// An order paid with Google Pay through its life (docs/decisions/056-an-orders-life.md), as the card's in
// order-life.test.ts: dispatch captures exactly its units' share through the SANDBOX wallet processor, once however
// often the same dispatch is sent, refunds give it back, and cancels release the authorisation (a part is left to
// lapse, the last part voids it whole). What the processor holds is read from its ledger. On SQLite and PostgreSQL.

let harness: Awaited<ReturnType<typeof createTestApp>>;
/** Not the product of the other order files. */
let variant = "";

beforeAll(async () => {
  harness = await createTestApp({ poolSize: 8, connectTimeoutMs: 60_000 });
  variant = (await findParcelVariant(harness.database.db, { minStock: 40, offset: 9 })).code;
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

const services = () => harness.services;
const db = () => harness.database.db;
const one = [{ entryNumber: 0, quantity: 1 }];

/** A guest pays for `quantity` units with Google Pay's sandbox card "good", as the sheet's Pay does. */
async function placeWalletOrder(quantity: number) {
  const owner = await readyGuestCart(services(), variant, { quantity });
  const token = services().walletProcessor.issueToken("googlePay", "good");
  if (!token) throw new Error("the sandbox issued no token");
  const { result } = await services().wallets.authorise(owner, "googlePay", "bag", {
    token,
    attemptId: randomUUID(),
  });
  if (result.status !== "placed") throw new Error(`the order was not placed: ${result.status}`);
  const row = await db()
    .selectFrom("orders")
    .select("payments")
    .where("id", "=", result.order.orderId)
    .executeTakeFirstOrThrow();
  const paymentId = fromJson<OrderPayments | null>(row.payments, null)?.card?.paymentId ?? "";
  expect(paymentId).toMatch(/^wlt_pay_/);
  return { orderId: result.order.orderId, email: `${owner.ownerGuid}@example.com`, paymentId };
}

/** The payment as the wallet processor's ledger holds it. */
function processor(paymentId: string) {
  const payment = services().walletProcessor.payment(paymentId);
  if (!payment) throw new Error(`the wallet processor does not know ${paymentId}`);
  return payment;
}

describe(`a wallet-paid order's life, on ${inject("dialect")}`, () => {
  it("a dispatch sent 20 times at once captures its share once; the rest and two refunds settle it to the penny", async () => {
    const order = await placeWalletOrder(2);
    const authorised = processor(order.paymentId).amount;
    const half = Math.floor(authorised / 2);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => dispatchLines(services(), order.orderId, one, key)),
    );
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    expect(new Set(answers.map((answer) => (answer.ok ? answer.change.changeId : ""))).size).toBe(1);
    expect(answers[0]).toMatchObject({
      ok: true,
      change: { orderStatus: "partlyDispatched", payment: half },
    });
    expect(processor(order.paymentId)).toMatchObject({ status: "authorised", capturedAmount: half });
    const captures = await db()
      .selectFrom("orderPaymentMovements")
      .select(["amount", "status"])
      .where("orderId", "=", order.orderId)
      .where("kind", "=", "capture")
      .execute();
    expect(captures.map((row) => [toNumber(row.amount), row.status])).toEqual([[half, "done"]]);
    expect(await mailsTo(db(), order.email, "order-dispatched")).toHaveLength(1);

    expect(await dispatchLines(services(), order.orderId, one)).toMatchObject({
      ok: true,
      change: { orderStatus: "dispatched", payment: authorised - half },
    });
    expect(processor(order.paymentId)).toMatchObject({ status: "captured", capturedAmount: authorised });

    const refundKey = randomUUID();
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () =>
        services().orderLife.refundLines(order.orderId, { key: refundKey, lines: one }),
      ),
    );
    expect(refunds.filter((answer) => !answer.ok)).toEqual([]);
    expect(refunds[0]).toMatchObject({ ok: true, change: { orderStatus: "partlyRefunded", payment: half } });
    expect(processor(order.paymentId)).toMatchObject({ refundedAmount: half });
    expect(
      await services().orderLife.refundLines(order.orderId, { key: randomUUID(), lines: one }),
    ).toMatchObject({ ok: true, change: { orderStatus: "refunded", payment: authorised - half } });
    expect(processor(order.paymentId)).toMatchObject({
      status: "refunded",
      capturedAmount: authorised,
      refundedAmount: authorised,
    });
    expect(await orderStatus(db(), order.orderId)).toBe("refunded");
    // Nothing is left to refund: refused before the processor is asked.
    expect(
      await services().orderLife.refundLines(order.orderId, { key: randomUUID(), lines: one }),
    ).toMatchObject({ ok: false });
    expect(processor(order.paymentId).refundedAmount).toBe(authorised);
  }, 60_000);

  it("cancelling in two parts leaves the first to lapse and voids the whole authorisation with the last", async () => {
    const order = await placeWalletOrder(2);
    const first = await services().orderLife.cancelLines(order.orderId, { key: randomUUID(), lines: one });
    expect(first).toMatchObject({ ok: true, change: { orderStatus: "placed" } });
    expect(processor(order.paymentId)).toMatchObject({ status: "authorised", capturedAmount: 0 });
    const last = await services().orderLife.cancelLines(order.orderId, { key: randomUUID(), lines: one });
    expect(last).toMatchObject({ ok: true, change: { orderStatus: "cancelled" } });
    expect(processor(order.paymentId)).toMatchObject({ status: "voided", capturedAmount: 0 });
  });

  it("a cancel beside a dispatch captures only the dispatched share; the rest is never captured", async () => {
    const order = await placeWalletOrder(2);
    const authorised = processor(order.paymentId).amount;
    const cancelled = await services().orderLife.cancelLines(order.orderId, {
      key: randomUUID(),
      lines: one,
    });
    const dispatched = await dispatchLines(services(), order.orderId, one);
    if (!cancelled.ok || !dispatched.ok) throw new Error("a change was refused");
    expect(dispatched.change.orderStatus).toBe("dispatched");
    expect(cancelled.change.payment + dispatched.change.payment).toBe(authorised);
    expect(processor(order.paymentId)).toMatchObject({
      status: "authorised",
      capturedAmount: dispatched.change.payment,
      refundedAmount: 0,
    });
  });
});
