import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BagShopper } from "../../core/cart/bag-shopper.ts";
import type { CardSessionState } from "../../core/checkout/checkout-types.ts";
import { formatMoney } from "../../core/money/money.ts";
import { createOrderLife } from "../../core/order-life/order-life.ts";
import type { PaymentSettlement } from "../../core/order-life/order-life-types.ts";
import { lineShares, unitsAmount } from "../../core/order-life/payment-shares.ts";
import { routeOrderSettlement } from "../../core/payments/order-settlement.ts";
import { toNumber } from "../../data/normalise.ts";
import { createOrderLifeRepository } from "../../data/repositories/order-life-repository.ts";
import { insertGiftCard } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";
import { startTestCardSandbox, type TestCardSandbox, typeTestCard } from "../setup/card-sandbox.ts";
import { findParcelVariant, readyGuestCart, setStockOf, stockOf } from "../setup/order-harness.ts";
import { dispatchLines, mailsTo as outboxTo, orderStatus as storedStatus } from "../setup/order-life.ts";

// An order's life after it is placed (docs/decisions/056-an-orders-life.md): dispatch captures exactly its lines'
// share, cancel voids it and puts the stock back, refund gives it back, each once per key and never past what was
// authorised. The SANDBOX acquirer runs on its own port as in production; what it holds is read back from it. On
// SQLite and PostgreSQL.

const RETURN_URL = "http://localhost/uk/checkout/secure/card-result";

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let harness: Harness;
let sandbox: TestCardSandbox;
let variant = "";
let stockBefore = 0;

beforeAll(async () => {
  sandbox = await startTestCardSandbox();
  harness = await createTestApp({ poolSize: 8, connectTimeoutMs: 60_000, cardPayments: sandbox.settings });
  // Not the product of the other order files.
  const chosen = await findParcelVariant(harness.database.db, { minStock: 40, offset: 7 });
  variant = chosen.code;
  stockBefore = chosen.stockLevel;
  await setStockOf(harness.database.db, variant, 1000);
}, 120_000);

afterAll(async () => {
  if (harness) await setStockOf(harness.database.db, variant, stockBefore);
  await harness?.close();
  await sandbox?.close();
});

const services = () => harness.services;
const db = () => harness.database.db;

interface PlacedCardOrder {
  orderId: string;
  orderNumber: string;
  paymentId: string;
  email: string;
  /** What the card authorised. */
  authorised: number;
  giftCardId: number | null;
}

/** A guest pays for `quantity` units by card on the hosted page, part of it with a gift card of `giftCard`. */
async function placeCardOrder(quantity: number, giftCard = 0): Promise<PlacedCardOrder> {
  const owner: BagShopper = await readyGuestCart(services(), variant, { quantity });
  let giftCardId: number | null = null;
  if (giftCard > 0) {
    const cart = await services().cart.existingCart(owner);
    if (!cart) throw new Error("no cart");
    const code = `GC${String(randomInt(10 ** 7)).padStart(7, "0")}${String(randomInt(10 ** 7)).padStart(7, "0")}`;
    giftCardId = await insertGiftCard(db(), {
      code,
      issued: giftCard,
      spent: 0,
      status: "active",
      expiresAt: "2099-12-31T23:59:59.000Z",
    });
    const total = (await services().checkout.view(owner)).totals.total.amount;
    expect((await services().giftCards.apply(cart, code, total)).ok).toBe(true);
  }
  const page = (await services().cardCheckout.offer(owner, {
    returnUrl: RETURN_URL,
    customerId: null,
  })) as CardSessionState;
  const paid = await typeTestCard(sandbox.origin, page.hostedUrl);
  const outcome = await services().cardCheckout.payWithResult(
    { ...owner, customerId: null },
    page.attemptId,
    paid,
  );
  if (outcome.status !== "paid" || outcome.result.status !== "placed")
    throw new Error("the order was not placed");
  return {
    orderId: outcome.result.order.orderId,
    orderNumber: outcome.result.order.orderNumber,
    paymentId: paid.paymentId ?? "",
    email: `${owner.ownerGuid}@example.com`,
    authorised: page.amount,
    giftCardId,
  };
}

async function acquirer(paymentId: string) {
  const payment = await services().cardAcquirer.getPayment(paymentId);
  if (!payment) throw new Error(`the acquirer does not know ${paymentId}`);
  return payment;
}

const orderStatus = (orderId: string) => storedStatus(db(), orderId);
const mailsTo = (email: string, kind: string) => outboxTo(db(), email, kind);

async function giftCardBalance(giftCardId: number): Promise<number> {
  const row = await db()
    .selectFrom("giftCardLedger")
    .select((eb) => eb.fn.sum<number | string>("amount").as("balance"))
    .where("giftCardId", "=", giftCardId)
    .executeTakeFirstOrThrow();
  return toNumber(row.balance);
}

const dispatch = (orderId: string, lines: { entryNumber: number; quantity: number }[], key?: string) =>
  dispatchLines(services(), orderId, lines, key);

describe(`an order's life, on ${inject("dialect")}`, () => {
  it("dispatches chosen units, captures exactly their share and e-mails the tracking number once", async () => {
    const order = await placeCardOrder(3, 500);
    expect(await acquirer(order.paymentId)).toMatchObject({ status: "authorised", capturedAmount: 0 });
    const [share] = lineShares([{ entryNumber: 0, lineTotal: 1 }], {
      giftCards: 500,
      payment: order.authorised,
    });
    const firstUnit = unitsAmount(share?.paymentShare ?? 0, 3, 0, 1);

    const first = await dispatch(order.orderId, [{ entryNumber: 0, quantity: 1 }]);
    expect(first).toMatchObject({
      ok: true,
      change: { orderStatus: "partlyDispatched", payment: firstUnit },
    });
    expect(await acquirer(order.paymentId)).toMatchObject({
      status: "authorised",
      capturedAmount: firstUnit,
    });
    expect(await orderStatus(order.orderId)).toBe("partlyDispatched");
    const mails = await mailsTo(order.email, "order-dispatched");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("RM 1234 5678 GB");

    const rest = await dispatch(order.orderId, [{ entryNumber: 0, quantity: 2 }]);
    expect(rest).toMatchObject({
      ok: true,
      change: { orderStatus: "dispatched", payment: order.authorised - firstUnit },
    });
    // The whole authorisation is captured, to the penny, in two parts.
    expect(await acquirer(order.paymentId)).toMatchObject({
      status: "captured",
      capturedAmount: order.authorised,
    });
    expect(await mailsTo(order.email, "order-dispatched")).toHaveLength(2);
    // Nothing is left to dispatch.
    expect(await dispatch(order.orderId, [{ entryNumber: 0, quantity: 1 }])).toMatchObject({
      ok: false,
      refusal: { kind: "conflict", message: "Line 0 has nothing left to dispatch." },
    });
  });

  it("a dispatch retried 20 times at once captures once and e-mails once", async () => {
    const order = await placeCardOrder(2);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => dispatch(order.orderId, [{ entryNumber: 0, quantity: 1 }], key)),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const ids = new Set(answers.map((answer) => (answer.ok ? answer.change.changeId : "")));
    expect(ids.size).toBe(1);
    const half = Math.floor(order.authorised / 2);
    expect(await acquirer(order.paymentId)).toMatchObject({ status: "authorised", capturedAmount: half });
    const captures = await db()
      .selectFrom("orderPaymentMovements")
      .select(["amount", "status"])
      .where("orderId", "=", order.orderId)
      .where("kind", "=", "capture")
      .execute();
    expect(captures.map((row) => [toNumber(row.amount), row.status])).toEqual([[half, "done"]]);
    expect(await mailsTo(order.email, "order-dispatched")).toHaveLength(1);
    // The same key with other lines is another request: refused, nothing moves.
    expect(await dispatch(order.orderId, [{ entryNumber: 0, quantity: 2 }], key)).toMatchObject({
      ok: false,
      refusal: { kind: "conflict" },
    });
  }, 60_000);

  it("ten orders each dispatched by 20 identical requests, 200 at once, capture each order's share exactly once", async () => {
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await placeCardOrder(1));
    const keys = orders.map(() => randomUUID());
    const answers = await Promise.all(
      orders.flatMap((order, index) =>
        Array.from({ length: 20 }, () =>
          dispatch(order.orderId, [{ entryNumber: 0, quantity: 1 }], keys[index]),
        ),
      ),
    );
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    for (const order of orders) {
      expect(await acquirer(order.paymentId)).toMatchObject({
        status: "captured",
        capturedAmount: order.authorised,
      });
      expect(await mailsTo(order.email, "order-dispatched")).toHaveLength(1);
    }
  }, 120_000);

  it("20 different dispatches of the same units at once take each unit once, never capturing past the authorisation", async () => {
    const order = await placeCardOrder(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => dispatch(order.orderId, [{ entryNumber: 0, quantity: 1 }])),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
    expect(await acquirer(order.paymentId)).toMatchObject({
      status: "captured",
      capturedAmount: order.authorised,
    });
    expect(await orderStatus(order.orderId)).toBe("dispatched");
  }, 60_000);

  it("cancels units before dispatch: voids their share, credits the gift card and puts the stock back", async () => {
    const order = await placeCardOrder(2, 800);
    const changed: string[][] = [];
    services().catalogueChanged.subscribe({
      changed: (codes) => void changed.push([...codes]),
      missed: () => {},
    });
    const stock = await stockOf(db(), variant);
    const balance = await giftCardBalance(order.giftCardId ?? 0);

    const first = await services().orderLife.cancelLines(order.orderId, {
      key: randomUUID(),
      lines: [{ entryNumber: 0, quantity: 1 }],
    });
    expect(first).toMatchObject({ ok: true, change: { orderStatus: "placed", giftCards: 400 } });
    const voided = first.ok ? first.change.payment : 0;
    expect(voided).toBe(Math.floor(order.authorised / 2));
    expect(await acquirer(order.paymentId)).toMatchObject({ status: "authorised", voidedAmount: voided });
    expect(await stockOf(db(), variant)).toBe(stock + 1);
    expect(await giftCardBalance(order.giftCardId ?? 0)).toBe(balance + 400);
    const productCode = (
      await db()
        .selectFrom("variants")
        .select("productCode")
        .where("code", "=", variant)
        .executeTakeFirstOrThrow()
    ).productCode;
    expect(changed).toContainEqual([productCode]);

    const rest = await services().orderLife.cancelLines(order.orderId, {
      key: randomUUID(),
      lines: [{ entryNumber: 0, quantity: 1 }],
    });
    expect(rest).toMatchObject({ ok: true, change: { orderStatus: "cancelled", giftCards: 400 } });
    // Nothing captured and all of it released: the acquirer holds the payment voided.
    expect(await acquirer(order.paymentId)).toMatchObject({ status: "voided", capturedAmount: 0 });
    expect(await stockOf(db(), variant)).toBe(stock + 2);
    expect(await giftCardBalance(order.giftCardId ?? 0)).toBe(balance + 800);
    expect(await orderStatus(order.orderId)).toBe("cancelled");
  });

  it("a partial cancel after a partial dispatch leaves the amounts consistent, to the penny", async () => {
    const order = await placeCardOrder(3, 500);
    const balance = await giftCardBalance(order.giftCardId ?? 0);
    const one = [{ entryNumber: 0, quantity: 1 }];
    const first = await dispatch(order.orderId, one);
    const cancelled = await services().orderLife.cancelLines(order.orderId, {
      key: randomUUID(),
      lines: one,
    });
    const last = await dispatch(order.orderId, one);
    if (!first.ok || !cancelled.ok || !last.ok) throw new Error("a change was refused");
    expect(first.change.orderStatus).toBe("partlyDispatched");
    expect(cancelled.change.orderStatus).toBe("partlyDispatched");
    // Every unit dispatched or cancelled: the order reads dispatched.
    expect(last.change.orderStatus).toBe("dispatched");

    // The card: what was captured and what was released make up the authorisation exactly, each as the changes said.
    const held = await acquirer(order.paymentId);
    expect(held.capturedAmount).toBe(first.change.payment + last.change.payment);
    expect(held.voidedAmount).toBe(cancelled.change.payment);
    expect(held.capturedAmount + (held.voidedAmount ?? 0)).toBe(order.authorised);
    // The gift card: the cancelled unit's share came back; the dispatched units' shares stay spent.
    expect(await giftCardBalance(order.giftCardId ?? 0)).toBe(balance + cancelled.change.giftCards);
    expect(first.change.giftCards + cancelled.change.giftCards + last.change.giftCards).toBe(500);
    // Nothing is left to move.
    expect(await dispatch(order.orderId, one)).toMatchObject({ ok: false });
    expect(
      await services().orderLife.cancelLines(order.orderId, { key: randomUUID(), lines: one }),
    ).toMatchObject({ ok: false });
  });

  it("refunds returned units after dispatch: the acquirer shows the refund, the order reads partly refunded", async () => {
    const order = await placeCardOrder(2, 300);
    expect((await dispatch(order.orderId, [{ entryNumber: 0, quantity: 2 }])).ok).toBe(true);
    const balance = await giftCardBalance(order.giftCardId ?? 0);
    const refund = await services().orderLife.refundLines(order.orderId, {
      key: randomUUID(),
      lines: [{ entryNumber: 0, quantity: 1 }],
    });
    expect(refund).toMatchObject({ ok: true, change: { orderStatus: "partlyRefunded", giftCards: 150 } });
    const refunded = refund.ok ? refund.change.payment : 0;
    expect(refunded).toBe(Math.floor(order.authorised / 2));
    expect(await acquirer(order.paymentId)).toMatchObject({
      capturedAmount: order.authorised,
      refundedAmount: refunded,
    });
    expect(await giftCardBalance(order.giftCardId ?? 0)).toBe(balance + 150);
    // The shopper's guest tracking page shows the parcel with its tracking number, and the refund with its amount
    // (card and gift card together), as the confirmation and my account do (app/components/orders/order-details.tsx).
    const tracked = await new Shopper(harness.app).begin();
    const page = await tracked.request("/uk/guest/trackOrder", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ orderNumber: order.orderNumber, email: order.email }),
    });
    expect(page.status).toBe(200);
    const html = (await page.text()).replace(/<!-- -->/g, "");
    expect(html).toContain("Partly refunded");
    expect(html).toMatch(/Dispatched on \d{1,2} \w+ \d{4}/);
    expect(html).toContain("Royal Mail tracking number RM 1234 5678 GB");
    expect(html).toContain(
      `${formatMoney({ amount: refunded + 150, currency: "GBP" }, "en-GB")} refunded on`,
    );
    // An undispatched or already refunded unit cannot be refunded again.
    expect(
      await services().orderLife.refundLines(order.orderId, {
        key: randomUUID(),
        lines: [{ entryNumber: 0, quantity: 2 }],
      }),
    ).toMatchObject({ ok: false, refusal: { message: "Line 0 has only 1 unit left to refund." } });
  });

  it("captures plus refunds never pass what was authorised, with 20 refunds racing", async () => {
    const order = await placeCardOrder(2);
    expect((await dispatch(order.orderId, [{ entryNumber: 0, quantity: 2 }])).ok).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        services().orderLife.refundLines(order.orderId, {
          key: randomUUID(),
          lines: [{ entryNumber: 0, quantity: 1 }],
        }),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
    const payment = await acquirer(order.paymentId);
    expect(payment.capturedAmount).toBe(order.authorised);
    expect(payment.refundedAmount).toBe(order.authorised);
    expect(payment.status).toBe("refunded");
    expect(await orderStatus(order.orderId)).toBe("refunded");
  }, 60_000);

  it("flags an order whose card authorisation lapses within a day while units wait, and not once dispatched", async () => {
    const order = await placeCardOrder(1);
    const days = (n: number) => new Date(Date.now() + n * 86_400_000);
    const flaggedAt = async (at: Date) =>
      (await services().orderLife.expiringAuthorisations(at)).filter(
        (flagged) => flagged.orderId === order.orderId,
      );
    expect(await flaggedAt(days(2))).toEqual([]);
    expect(await flaggedAt(days(6.5))).toMatchObject([
      { method: "card", lapsed: false, stillToCapture: order.authorised },
    ]);
    expect((await dispatch(order.orderId, [{ entryNumber: 0, quantity: 1 }])).ok).toBe(true);
    expect(await flaggedAt(days(6.5))).toEqual([]);
  });

  it("a capture whose answer was lost is finished by the retry, which captures nothing more", async () => {
    const order = await placeCardOrder(1);
    const real = routeOrderSettlement({
      card: services().cardAcquirer,
      paypal: services().paypal,
      wallets: services().walletProcessor,
    });
    let answersLost = 1;
    // The acquirer captured, then the connection dropped before its answer arrived (a process killed there too).
    const payments: PaymentSettlement = {
      ...real,
      async capture(request) {
        const answer = await real.capture(request);
        if (answersLost-- > 0) throw new Error("connection reset");
        return answer;
      },
    };
    const life = createOrderLife({
      repository: createOrderLifeRepository(db()),
      payments,
      origin: "http://localhost",
      now: () => new Date(),
      stockReturned: async () => {},
      settleWaitMs: 0,
    });
    const key = randomUUID();
    const request = {
      key,
      carrier: "DPD",
      trackingNumber: "15501234567890",
      lines: [{ entryNumber: 0, quantity: 1 }],
    };
    await expect(life.dispatchLines(order.orderId, request)).rejects.toThrow("connection reset");
    expect(await mailsTo(order.email, "order-dispatched")).toHaveLength(0);

    expect(await life.dispatchLines(order.orderId, request)).toMatchObject({
      ok: true,
      change: { orderStatus: "dispatched", payment: order.authorised },
    });
    expect(await acquirer(order.paymentId)).toMatchObject({
      status: "captured",
      capturedAmount: order.authorised,
    });
    expect(await mailsTo(order.email, "order-dispatched")).toHaveLength(1);
  });

  it("a dispatch left pending by a lost answer is finished by the recovery pass, capturing and e-mailing once", async () => {
    const order = await placeCardOrder(1);
    const real = routeOrderSettlement({
      card: services().cardAcquirer,
      paypal: services().paypal,
      wallets: services().walletProcessor,
    });
    const life = createOrderLife({
      repository: createOrderLifeRepository(db()),
      payments: {
        ...real,
        async capture(request) {
          await real.capture(request);
          throw new Error("connection reset");
        },
      },
      origin: "http://localhost",
      now: () => new Date(),
      stockReturned: async () => {},
    });
    const request = {
      key: randomUUID(),
      carrier: "DPD",
      trackingNumber: "15509876543210",
      lines: [{ entryNumber: 0, quantity: 1 }],
    };
    await expect(life.dispatchLines(order.orderId, request)).rejects.toThrow("connection reset");

    // Too young for the pass: a live request may still be finishing it.
    expect(
      (await services().orderLife.recoverPendingChanges(new Date(), { olderThanMs: 120_000 })).finished,
    ).toBe(0);
    const report = await services().orderLife.recoverPendingChanges(new Date(Date.now() + 180_000), {
      olderThanMs: 120_000,
    });
    expect(report.finished).toBeGreaterThanOrEqual(1);
    expect(await acquirer(order.paymentId)).toMatchObject({
      status: "captured",
      capturedAmount: order.authorised,
    });
    const mails = await mailsTo(order.email, "order-dispatched");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("15509876543210");
    // The shopper's own retry afterwards answers the finished dispatch.
    expect(await services().orderLife.dispatchLines(order.orderId, request)).toMatchObject({ ok: true });
    expect(await mailsTo(order.email, "order-dispatched")).toHaveLength(1);
  });

  it("a capture the acquirer refuses undoes the dispatch: the units wait again and nothing is e-mailed", async () => {
    const order = await placeCardOrder(2);
    await services().cardAcquirer.void({
      paymentId: order.paymentId,
      amount: order.authorised,
      idempotencyKey: randomUUID(),
    });
    const key = randomUUID();
    const refused = {
      ok: false,
      refusal: {
        kind: "conflict",
        message: "The payment provider refused: A voided payment cannot be captured",
      },
    };
    expect(await dispatch(order.orderId, [{ entryNumber: 0, quantity: 1 }], key)).toMatchObject(refused);
    expect(await dispatch(order.orderId, [{ entryNumber: 0, quantity: 1 }], key)).toMatchObject(refused);
    expect(await orderStatus(order.orderId)).toBe("placed");
    const line = await db()
      .selectFrom("orderLines")
      .select("dispatchedQuantity")
      .where("orderId", "=", order.orderId)
      .executeTakeFirstOrThrow();
    expect(toNumber(line.dispatchedQuantity)).toBe(0);
    expect(await mailsTo(order.email, "order-dispatched")).toHaveLength(0);
  });

  it("answers an unknown order as not found and a bad request field by field", async () => {
    expect(await dispatch(randomUUID(), [{ entryNumber: 0, quantity: 1 }])).toMatchObject({
      ok: false,
      refusal: { kind: "notFound" },
    });
    expect(
      await services().orderLife.dispatchLines(randomUUID(), {
        key: "k",
        carrier: "",
        trackingNumber: "<b>",
        lines: [],
      }),
    ).toMatchObject({ ok: false, refusal: { kind: "invalid", fields: { carrier: "Name the carrier." } } });
  });
});
