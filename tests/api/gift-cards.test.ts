import { randomInt } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEFAULT_GIFT_CARD_ATTEMPT_LIMITS } from "../../core/gift-cards/gift-card-attempts.ts";
import { GIFT_CARD_MESSAGES, TOO_MANY_GIFT_CARD_ATTEMPTS } from "../../core/gift-cards/gift-card-messages.ts";
import { toNumber } from "../../data/normalise.ts";
import { insertGiftCard, SEEDED_GIFT_CARDS } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";
import { findParcelVariant } from "../setup/order-harness.ts";

// Issue 16 point 1: gift cards as payment (spec 001 §3 giftCardAndVouchers, §7 redeem-gift-voucher.json and
// remove-gift-payment.json) on SQLite and PostgreSQL: holds drawn in turn, a ledger that always sums, and a card
// that 100 racing carts never overdraw.
let harness: Awaited<ReturnType<typeof createTestApp>>;

/** A parcel product priced over £20 in pounds and sold in dollars too, well in stock. */
let variant = "";

interface Price {
  value: number;
  minorUnits: number;
  currencyIso: string;
  formattedValue: string;
}

interface PaymentBody {
  giftCardAndVouchers: { lastFourDigits: string; amountApplied: Price; remainingBalance: Price }[];
  amountToPay: Price;
}

interface RefusalBody extends PaymentBody {
  type: string;
  message: string;
  errors: { type: string; reason?: string; subject?: string; message: string }[];
}

beforeAll(async () => {
  // A hundred racing carts need more than the default four connections and a patient wait for them.
  harness = await createTestApp({
    poolSize: 8,
    connectTimeoutMs: 60_000,
    // A hundred carts racing for one card would meet the card's own allowance of tries (decision 031).
    giftCardAttemptLimits: { ...DEFAULT_GIFT_CARD_ATTEMPT_LIMITS, perCard: 1000 },
  });
  variant = (await findParcelVariant(harness.database.db, { minStock: 40, soldInDollars: true })).code;
}, 60_000);
afterAll(async () => {
  await harness.close();
});

function send(s: Shopper, path: string, body: unknown, init: { csrf?: boolean } = {}) {
  return s.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

const redeem = (s: Shopper, giftCardCode: unknown, version = "uk", init: { csrf?: boolean } = {}) =>
  send(s, `/${version}/checkout/secure/redeem-gift-voucher.json`, { giftCardCode }, init);
const remove = (s: Shopper, giftCardCode: unknown, version = "uk") =>
  send(s, `/${version}/checkout/secure/remove-gift-payment.json`, { giftCardCode });

async function shopperWithBag(version = "uk", quantity = 1): Promise<Shopper> {
  const s = await new Shopper(harness.app).begin();
  const added = await send(s, `/${version}/cart/entries`, { productSku: variant, quantity });
  expect(added.status).toBe(200);
  return s;
}

/** The order's total as checkout shows it, in minor units. */
async function orderTotal(s: Shopper, version = "uk"): Promise<number> {
  const response = await s.request(`/${version}/checkout/secure/cart.json`);
  const body = (await response.json()) as { checkout: { totalPrice: Price } };
  return body.checkout.totalPrice.minorUnits;
}

async function cartIdOf(s: Shopper, version = "uk"): Promise<number> {
  const response = await s.request(`/${version}/checkout/secure/cart.json`);
  const { cartGuid } = (await response.json()) as { cartGuid: string };
  const row = await harness.database.db
    .selectFrom("carts")
    .select("id")
    .where("guid", "=", cartGuid)
    .executeTakeFirstOrThrow();
  return toNumber(row.id);
}

/** A fresh card of this test's own, so no other test's holds move its balance. */
async function newCard(
  issued: number,
  extra: { expiresAt?: string | null; status?: "active" | "cancelled"; spent?: number } = {},
): Promise<{ code: string; id: number; lastFour: string }> {
  const code = `GC${String(randomInt(0, 10 ** 7)).padStart(7, "0")}${String(randomInt(0, 10 ** 7)).padStart(7, "0")}`;
  const id = await insertGiftCard(harness.database.db, {
    code,
    issued,
    spent: extra.spent ?? 0,
    status: extra.status ?? "active",
    expiresAt: extra.expiresAt === undefined ? "2099-12-31T23:59:59.000Z" : extra.expiresAt,
  });
  return { code, id, lastFour: code.slice(-4) };
}

async function ledgerSum(giftCardId: number): Promise<number> {
  const row = await harness.database.db
    .selectFrom("giftCardLedger")
    .select(sql<number | string>`coalesce(sum(amount), 0)`.as("sum"))
    .where("giftCardId", "=", giftCardId)
    .executeTakeFirstOrThrow();
  return toNumber(row.sum);
}

async function heldOnCarts(giftCardId: number): Promise<number> {
  const rows = await harness.database.db
    .selectFrom("cartGiftCardPayments")
    .select("amount")
    .where("giftCardId", "=", giftCardId)
    .execute();
  return rows.reduce((sum, row) => sum + toNumber(row.amount), 0);
}

async function ledgerKinds(giftCardId: number): Promise<string[]> {
  const rows = await harness.database.db
    .selectFrom("giftCardLedger")
    .select("kind")
    .where("giftCardId", "=", giftCardId)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.kind);
}

async function paymentOf(response: Response): Promise<PaymentBody> {
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as PaymentBody;
}

async function refusalOf(response: Response, reason: string): Promise<RefusalBody> {
  expect(response.status).toBe(400);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const body = (await response.json()) as RefusalBody;
  expect(body.type).toBe("GiftCardError");
  expect(body.errors[0]).toMatchObject({ reason, subject: "giftCardCode" });
  return body;
}

describe(`paying with gift cards on ${inject("dialect")} (issue 16 point 1)`, () => {
  it("holds all of a card that pays part of the order, and shows only its last four digits", async () => {
    const s = await shopperWithBag();
    const total = await orderTotal(s);
    const card = await newCard(1000);
    const body = await paymentOf(await redeem(s, card.code));
    expect(body.giftCardAndVouchers).toEqual([
      {
        lastFourDigits: card.lastFour,
        amountApplied: { value: 10, minorUnits: 1000, currencyIso: "GBP", formattedValue: "£10" },
        remainingBalance: { value: 0, minorUnits: 0, currencyIso: "GBP", formattedValue: "£0" },
      },
    ]);
    expect(body.amountToPay.minorUnits).toBe(total - 1000);
    expect(JSON.stringify(body)).not.toContain(card.code);
    expect(await ledgerSum(card.id)).toBe(0);
  });

  it("holds only the order's total from a bigger card, leaving the rest as its balance", async () => {
    const s = await shopperWithBag();
    const total = await orderTotal(s);
    const card = await newCard(total + 2345);
    const body = await paymentOf(await redeem(s, card.code.toLowerCase().replace(/(\d{4})/g, "$1 ")));
    expect(body.giftCardAndVouchers[0]?.amountApplied.minorUnits).toBe(total);
    expect(body.giftCardAndVouchers[0]?.remainingBalance.minorUnits).toBe(2345);
    // A zero total to pay: the order needs no card step.
    expect(body.amountToPay.minorUnits).toBe(0);
    expect(await harness.services.giftCards.balance(card.code)).toEqual({
      ok: true,
      lastFour: card.lastFour,
      currency: "GBP",
      balance: 2345,
    });
  });

  it("draws several cards in turn until the order is paid, then refuses one more", async () => {
    const s = await shopperWithBag();
    const total = await orderTotal(s);
    const first = await newCard(1000);
    const second = await newCard(total);
    const third = await newCard(500);
    await paymentOf(await redeem(s, first.code));
    const body = await paymentOf(await redeem(s, second.code));
    expect(
      body.giftCardAndVouchers.map((card) => [card.lastFourDigits, card.amountApplied.minorUnits]),
    ).toEqual([
      [first.lastFour, 1000],
      [second.lastFour, total - 1000],
    ]);
    expect(body.giftCardAndVouchers[1]?.remainingBalance.minorUnits).toBe(1000);
    expect(body.amountToPay.minorUnits).toBe(0);
    const refused = await refusalOf(await redeem(s, third.code), "nothingToPay");
    expect(refused.message).toBe(GIFT_CARD_MESSAGES.nothingToPay);
    expect(refused.giftCardAndVouchers).toHaveLength(2);
    expect(await ledgerSum(third.id)).toBe(500);
  });

  it("refuses a card applied twice to one order, and holds it once", async () => {
    const s = await shopperWithBag();
    const card = await newCard(700);
    await paymentOf(await redeem(s, card.code));
    await refusalOf(await redeem(s, card.code), "alreadyApplied");
    expect(await ledgerSum(card.id)).toBe(0);
    expect(await heldOnCarts(card.id)).toBe(700);
  });

  it("gives the hold back when the card is removed, and the card can pay again", async () => {
    const s = await shopperWithBag();
    const total = await orderTotal(s);
    const card = await newCard(1500);
    await paymentOf(await redeem(s, card.code));
    const removed = await paymentOf(await remove(s, card.code));
    expect(removed).toMatchObject({ giftCardAndVouchers: [], amountToPay: { minorUnits: total } });
    expect(await ledgerSum(card.id)).toBe(1500);
    expect(await ledgerKinds(card.id)).toEqual(["issue", "hold", "release"]);
    await refusalOf(await remove(s, card.code), "notApplied");
    const again = await paymentOf(await redeem(s, card.code));
    expect(again.giftCardAndVouchers[0]?.amountApplied.minorUnits).toBe(1500);
  });

  it("refuses unknown, expired, cancelled and empty cards with their own words, holding nothing", async () => {
    const s = await shopperWithBag();
    const expired = SEEDED_GIFT_CARDS.find((card) => card.expiresAt?.startsWith("2025"));
    const empty = SEEDED_GIFT_CARDS.find((card) => card.issued === card.spent);
    const cancelled = await newCard(1000, { status: "cancelled" });
    const cases: [unknown, string][] = [
      ["GC99999999999999", "unknown"],
      ["not a gift card", "unknown"],
      [expired?.code, "expired"],
      [cancelled.code, "cancelled"],
      [empty?.code, "noBalance"],
    ];
    for (const [code, reason] of cases) {
      const body = await refusalOf(await redeem(s, code), reason);
      expect(body.message).toBe(GIFT_CARD_MESSAGES[reason as keyof typeof GIFT_CARD_MESSAGES]);
      expect(body.giftCardAndVouchers).toEqual([]);
    }
    expect(await ledgerSum(cancelled.id)).toBe(1000);
  });

  it("refuses a card on a dollar order: gift cards are only in pounds (spec 001 §1)", async () => {
    const s = await shopperWithBag("us");
    const card = await newCard(1000);
    const body = await refusalOf(await redeem(s, card.code, "us"), "wrongCurrency");
    expect(body.message).toBe(GIFT_CARD_MESSAGES.wrongCurrency);
    expect(body.amountToPay.currencyIso).toBe("USD");
    expect(await ledgerSum(card.id)).toBe(1000);
  });

  it("answers 404 to a shopper with no bag, and refuses hostile input with 400", async () => {
    const empty = await new Shopper(harness.app).begin();
    expect((await redeem(empty, "GC10000000000010")).status).toBe(404);
    expect((await remove(empty, "GC10000000000010")).status).toBe(404);
    const s = await shopperWithBag();
    const hostile: unknown[] = [
      "",
      "   ",
      "x".repeat(65),
      12345678901234,
      null,
      ["GC10000000000010"],
      { $gt: "" },
    ];
    for (const code of hostile) {
      const response = await redeem(s, code);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { type: string }).type).toBe("ValidationError");
    }
    expect((await send(s, "/uk/checkout/secure/redeem-gift-voucher.json", "{not json")).status).toBe(400);
    expect(
      (await send(s, "/uk/checkout/secure/redeem-gift-voucher.json", { giftCardCode: "GC1", cartId: 1 }))
        .status,
    ).toBe(400);
    const injected = await redeem(s, "GC10000000000010' OR '1'='1");
    await refusalOf(injected, "unknown");
  });

  it("refuses a change without the CSRF token", async () => {
    const s = await shopperWithBag();
    const card = await newCard(1000);
    expect((await redeem(s, card.code, "uk", { csrf: false })).status).toBe(403);
    expect(await ledgerSum(card.id)).toBe(1000);
  });

  it("never lets another shopper remove or see your card", async () => {
    const owner = await shopperWithBag();
    const other = await shopperWithBag();
    const card = await newCard(1000);
    await paymentOf(await redeem(owner, card.code));
    const refused = await refusalOf(await remove(other, card.code), "notApplied");
    expect(refused.giftCardAndVouchers).toEqual([]);
    expect(await heldOnCarts(card.id)).toBe(1000);
    // The other shopper cannot spend what the owner holds either.
    await refusalOf(await redeem(other, card.code), "noBalance");
  });

  it("limits the codes one session may try", async () => {
    const s = await shopperWithBag();
    for (let attempt = 0; attempt < 10; attempt++)
      await refusalOf(await redeem(s, "GC99999999999999"), "unknown");
    const limited = await redeem(s, "GC99999999999998");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toBe(TOO_MANY_GIFT_CARD_ATTEMPTS);
  });

  it("turns holds into redemptions for an order, once, keeping every balance", async () => {
    const s = await shopperWithBag();
    const total = await orderTotal(s);
    const first = await newCard(1000);
    const second = await newCard(total);
    await paymentOf(await redeem(s, first.code));
    await paymentOf(await redeem(s, second.code));
    const cartId = await cartIdOf(s);
    const redeemed = await harness.services.giftCards.redeemHolds(cartId, "ORDER-1");
    expect(redeemed.map((card) => card.amount)).toEqual([1000, total - 1000]);
    expect(await harness.services.giftCards.redeemHolds(cartId, "ORDER-1")).toEqual([]);
    expect(await harness.services.giftCards.applied(cartId)).toEqual([]);
    expect(await ledgerSum(first.id)).toBe(0);
    expect(await ledgerSum(second.id)).toBe(1000);
    expect(await ledgerKinds(first.id)).toEqual(["issue", "hold", "release", "redeem"]);
    const order = await harness.database.db
      .selectFrom("giftCardLedger")
      .select("reference")
      .where("giftCardId", "=", first.id)
      .where("kind", "=", "redeem")
      .executeTakeFirstOrThrow();
    expect(order.reference).toBe("order:ORDER-1");
  });

  it("releases every hold of a cart when its order does not go ahead", async () => {
    const s = await shopperWithBag();
    const first = await newCard(1000);
    const second = await newCard(600);
    await paymentOf(await redeem(s, first.code));
    await paymentOf(await redeem(s, second.code));
    const cartId = await cartIdOf(s);
    await harness.services.giftCards.releaseHolds(cartId);
    expect(await harness.services.giftCards.applied(cartId)).toEqual([]);
    expect(await ledgerSum(first.id)).toBe(1000);
    expect(await ledgerSum(second.id)).toBe(600);
  });

  it("gives back the hold of a deleted cart the next time the card is used", async () => {
    const gone = await shopperWithBag();
    const card = await newCard(1000);
    await paymentOf(await redeem(gone, card.code));
    await harness.database.db
      .deleteFrom("carts")
      .where("id", "=", await cartIdOf(gone))
      .execute();
    expect(await ledgerSum(card.id)).toBe(0);
    const s = await shopperWithBag();
    const body = await paymentOf(await redeem(s, card.code));
    expect(body.giftCardAndVouchers[0]?.amountApplied.minorUnits).toBe(1000);
    expect(await ledgerKinds(card.id)).toEqual(["issue", "hold", "release", "hold"]);
  });

  it("lets 100 carts racing for one £10 card hold no more than £10 between them", async () => {
    const card = await newCard(1000);
    const shoppers: Shopper[] = [];
    for (let batch = 0; batch < 10; batch++)
      shoppers.push(...(await Promise.all(Array.from({ length: 10 }, () => shopperWithBag()))));
    const responses = await Promise.all(shoppers.map((s) => redeem(s, card.code)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 200 && status !== 400)).toEqual([]);
    // Every bag costs more than £10, so exactly one cart gets the whole card and the rest hear it is empty.
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const reasons = await Promise.all(
      responses
        .filter((response) => response.status === 400)
        .map(async (response) => ((await response.json()) as RefusalBody).errors[0]?.reason),
    );
    expect(new Set(reasons)).toEqual(new Set(["noBalance"]));
    expect(await heldOnCarts(card.id)).toBe(1000);
    expect(await ledgerSum(card.id)).toBe(0);
  }, 120_000);

  it("keeps every card's ledger summing to its balance: never below zero, and issued less what carts hold", async () => {
    const rows = await harness.database.db
      .selectFrom("giftCards")
      .leftJoin("giftCardLedger", "giftCardLedger.giftCardId", "giftCards.id")
      .select([
        "giftCards.id",
        sql<number | string>`coalesce(sum(${sql.ref("giftCardLedger.amount")}), 0)`.as("balance"),
      ])
      .groupBy("giftCards.id")
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(SEEDED_GIFT_CARDS.length);
    for (const row of rows) {
      const id = toNumber(row.id);
      const balance = toNumber(row.balance);
      expect(balance).toBeGreaterThanOrEqual(0);
      // Spent less what an order's cancel or refund credited back (a release naming the order, decision 056).
      const issuedLessSpent = await harness.database.db
        .selectFrom("giftCardLedger")
        .select(sql<number | string>`coalesce(sum(amount), 0)`.as("sum"))
        .where("giftCardId", "=", id)
        .where((eb) =>
          eb.or([
            eb("kind", "in", ["issue", "redeem"]),
            eb.and([eb("kind", "=", "release"), eb("reference", "like", "order:%")]),
          ]),
        )
        .executeTakeFirstOrThrow();
      // What the ledger holds back for carts is exactly what the carts' payment rows say they hold.
      expect(toNumber(issuedLessSpent.sum) - balance).toBe(await heldOnCarts(id));
    }
  });

  it("seeds the cards the README lists, with their balances", async () => {
    for (const seeded of SEEDED_GIFT_CARDS) {
      const found = await harness.services.giftCards.balance(seeded.code);
      expect(found).toMatchObject({ ok: true, lastFour: seeded.code.slice(-4), currency: "GBP" });
    }
    expect(await harness.services.giftCards.balance("GC50000000000050")).toMatchObject({ balance: 5000 });
    expect(await harness.services.giftCards.balance("GC00000000000000")).toMatchObject({ balance: 0 });
  });
});

describe(`gift card holds of bags left alone, on ${inject("dialect")}`, () => {
  const HOUR = 60 * 60_000;
  /** Moves the bag's and its checkout's last change back in time, as if nobody had touched them since. */
  async function leftAlone(cartId: number, forMs: number) {
    const at = new Date(Date.now() - forMs).toISOString();
    await harness.database.db.updateTable("carts").set({ modifiedAt: at }).where("id", "=", cartId).execute();
    await harness.database.db
      .updateTable("checkouts")
      .set({ modifiedAt: at })
      .where("cartId", "=", cartId)
      .execute();
  }
  const sweep = () => harness.services.giftCards.releaseIdleHolds(new Date(), HOUR);

  it("go back to the card after the bound, so the card pays in another session", async () => {
    const abandoned = await shopperWithBag();
    const card = await newCard(1000);
    await paymentOf(await redeem(abandoned, card.code));
    const other = await shopperWithBag();
    const refused = (await (await redeem(other, card.code)).json()) as RefusalBody;
    expect(refused.errors[0]?.reason).toBe("noBalance");

    await leftAlone(await cartIdOf(abandoned), HOUR + 60_000);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await harness.services.giftCards.applied(await cartIdOf(abandoned))).toEqual([]);
    expect(await ledgerSum(card.id)).toBe(1000);
    const paid = await paymentOf(await redeem(other, card.code));
    expect(paid.giftCardAndVouchers[0]?.amountApplied.minorUnits).toBe(1000);
  });

  it("stay with a bag touched within the bound, and with a bag whose order is being placed", async () => {
    const active = await shopperWithBag();
    const activeCard = await newCard(700);
    await paymentOf(await redeem(active, activeCard.code));
    await leftAlone(await cartIdOf(active), HOUR - 5 * 60_000);

    const paying = await shopperWithBag();
    const payingCard = await newCard(800);
    await paymentOf(await redeem(paying, payingCard.code));
    const payingCart = await cartIdOf(paying);
    await leftAlone(payingCart, 2 * HOUR);
    const now = new Date().toISOString();
    await harness.database.db
      .insertInto("orderAttempts")
      .values({
        idempotencyKey: `order:holds-test-${randomInt(10 ** 9)}:uk:attempt-under-way`,
        cartId: payingCart,
        status: "authorising",
        paymentSessionId: null,
        paymentId: null,
        amount: 0,
        currency: "GBP",
        orderId: null,
        outcome: null,
        voidedAt: null,
        paymentExpiresAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();

    await sweep();
    expect(await ledgerSum(activeCard.id)).toBe(0);
    expect(await ledgerSum(payingCard.id)).toBe(0);
  });

  it("are released once when every instance sweeps at the same moment", async () => {
    const abandoned = await shopperWithBag();
    const card = await newCard(900);
    await paymentOf(await redeem(abandoned, card.code));
    await leftAlone(await cartIdOf(abandoned), 2 * HOUR);
    await Promise.all([sweep(), sweep(), sweep()]);
    expect(await ledgerKinds(card.id)).toEqual(["issue", "hold", "release"]);
    expect(await ledgerSum(card.id)).toBe(900);
  });
});
