import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import type { OrderPayments, PlaceOrderResult } from "../../core/orders/order-types.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { fromJson, toNumber } from "../../data/normalise.ts";
import { DEFAULT_DATABASE_LIMITS } from "../../data/pg-pool.ts";
import { createOrderRepository } from "../../data/repositories/order-repository.ts";
import { insertGiftCard } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { createServices, type Services } from "../../server/services.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";
import {
  checkoutFormSteps,
  findParcelVariant,
  inBatches,
  orderWorkflow,
  readyGuestCart,
  recordingAcquirer,
  setStockOf,
} from "../setup/order-harness.ts";

// A gift card taken off while Place order runs (ARCHITECTURE.md "Money invariants live in the database
// transaction"). The order's transaction redeems exactly the holds it was priced with or writes nothing, and a card
// cannot be taken off while the order is under way; so whenever the removal lands, 0–40 ms after Place order, every
// order placed is paid in full (card plus redemptions), every card's ledger stays whole, every authorisation of an
// order not placed is voided, and no request fails. Hundreds of trials on each dialect.

const TRIALS_PER_KIND = 120;
const AT_ONCE = 12;
const HTTP_TRIALS = 30;
const HTTP_AT_ONCE = 5;

let database: DatabaseHandle;
let services: Services;
let variant = "";
let stockBefore = 0;

beforeAll(async () => {
  database = openDatabase(inject("databaseUrl"), {
    poolSize: 8,
    limits: { ...DEFAULT_DATABASE_LIMITS, connectTimeoutMs: 60_000 },
  });
  services = createServices(database, loadSiteConfig());
  // Not the product of the other order files (they take the first, the second and the last).
  const chosen = await findParcelVariant(database.db, { minStock: 40, offset: 3 });
  variant = chosen.code;
  stockBefore = chosen.stockLevel;
  await setStockOf(database.db, variant, 100_000);
}, 60_000);

afterAll(async () => {
  if (database) await setStockOf(database.db, variant, stockBefore);
  await services?.catalogueChanged.close();
  await database?.close();
});

function newCode(): string {
  return `GC${String(randomInt(10 ** 7)).padStart(7, "0")}${String(randomInt(10 ** 7)).padStart(7, "0")}`;
}

/** A ready cart paid (all or half) by a new gift card: its id, code and what it holds. */
async function cartWithGiftCard(share: "all" | "half") {
  const owner = await readyGuestCart(services, variant);
  const cart = await services.cart.existingCart(owner);
  if (!cart) throw new Error("no cart");
  const total = (await services.checkout.view(owner)).totals.total.amount;
  const issued = share === "all" ? total : Math.floor(total / 2);
  const code = newCode();
  const giftCardId = await insertGiftCard(database.db, {
    code,
    issued,
    spent: 0,
    status: "active",
    expiresAt: "2099-12-31T23:59:59.000Z",
  });
  const applied = await services.giftCards.apply(cart, code, total);
  if (!applied.ok) throw new Error(`gift card not applied: ${applied.reason}`);
  return { owner, cart, total, issued, code, giftCardId };
}

async function ledgerOf(giftCardId: number) {
  const rows = await database.db
    .selectFrom("giftCardLedger")
    .select(["kind", "amount", "reference"])
    .where("giftCardId", "=", giftCardId)
    .execute();
  return rows.map((row) => ({ ...row, amount: toNumber(row.amount) }));
}

async function orderOf(orderNumber: string) {
  const row = await database.db
    .selectFrom("orders")
    .select(["total", "payments"])
    .where("orderNumber", "=", orderNumber)
    .executeTakeFirstOrThrow();
  return {
    total: toNumber(row.total),
    payments: fromJson<OrderPayments>(row.payments, { card: null, giftCards: [] }),
  };
}

interface Outcome {
  status: PlaceOrderResult["status"] | "refused";
  unpaid: number;
}

/**
 * Where the removal is aimed: as the checkout is priced, just after the cart's gift cards are read, as the attempt is
 * written, as the card is authorised, as the order is written, or after the order.
 */
const AIMS = ["price", "holds-read", "start-attempt", "authorise", "write-order", "after"] as const;
type Aim = (typeof AIMS)[number];

/**
 * Place order, and take the gift card off as the workflow reaches a point chosen at random: in half the trials the
 * removal runs to its end right there, in the others it starts there and runs alongside, 0–40 ms later. Aimed by the
 * workflow's own calls rather than the clock, every phase is met however fast or busy the machine. Then check what
 * was paid and what is left live.
 */
async function trial(share: "all" | "half"): Promise<Outcome> {
  const { owner, cart, total, issued, giftCardId } = await cartWithGiftCard(share);
  const acquirer = recordingAcquirer();
  const aim = AIMS[randomInt(AIMS.length)] as Aim;
  const alongside = randomInt(2) === 1;
  let removing: Promise<unknown> | null = null;
  const remove = () => {
    removing ??= new Promise((started) => setTimeout(started, alongside ? randomInt(41) : 0)).then(() =>
      services.giftCards.removeApplied(cart, giftCardId),
    );
    return removing;
  };
  const at = async (point: Aim) => {
    if (point !== aim) return;
    if (alongside) void remove();
    else await remove();
  };
  /** `call`, once the removal aimed at `point` has started (alongside) or ended. */
  const reaching =
    <Args extends unknown[], Result>(point: Aim, call: (...args: Args) => Promise<Result>) =>
    async (...args: Args) => {
      await at(point);
      return call(...args);
    };
  const repository = createOrderRepository(database.db);
  const orders = orderWorkflow(
    {
      ...services,
      checkout: { ...services.checkout, view: reaching("price", services.checkout.view) },
      giftCards: {
        ...services.giftCards,
        applied: async (cartId) => {
          const held = await services.giftCards.applied(cartId);
          await at("holds-read");
          return held;
        },
      },
    },
    {
      ...repository,
      startAttempt: reaching("start-attempt", repository.startAttempt),
      writeOrder: reaching("write-order", repository.writeOrder),
    },
    acquirer,
  );
  const placed = await orders.placeOrder({
    owner,
    attemptId: randomUUID(),
    cardAmount: total - issued,
    authorise: reaching("authorise", acquirer.authorise),
  });
  // A point the order never reached (no card to authorise, a refusal before it) aims the removal at after it.
  await remove();

  const ledger = await ledgerOf(giftCardId);
  const balance = ledger.reduce((sum, row) => sum + row.amount, 0);
  const live = [...acquirer.authorisations]
    .filter(([key, answer]) => answer.status === "authorised" && !acquirer.voids.has(`void:${key}`))
    .map(([, answer]) => answer.paymentId);

  if (placed.status !== "placed") {
    // Nothing placed: nothing left authorised, and the card whole again (or still held by this bag).
    expect(live).toEqual([]);
    expect(ledger.filter((row) => row.kind === "redeem")).toEqual([]);
    expect([issued, 0]).toContain(balance);
    return { status: placed.status, unpaid: 0 };
  }
  const order = await orderOf(placed.order.orderNumber);
  const redeemed = ledger
    .filter((row) => row.kind === "redeem" && row.reference === `order:${placed.order.orderNumber}`)
    .reduce((sum, row) => sum - row.amount, 0);
  const card = order.payments.card;
  if (card) expect(live).toEqual([card.paymentId]);
  else expect(live).toEqual([]);
  // What the order says the gift cards paid is what their ledgers redeemed.
  expect(order.payments.giftCards.reduce((sum, paid) => sum + paid.amount, 0)).toBe(redeemed);
  expect(balance).toBe(issued - redeemed);
  return { status: "placed", unpaid: order.total - redeemed - (card?.amount ?? 0) };
}

describe(`a gift card taken off while Place order runs, on ${inject("dialect")}`, () => {
  it("never places an order paid short, and leaves nothing authorised that is not an order", async () => {
    const outcomes = await inBatches(TRIALS_PER_KIND * 2, AT_ONCE, (index) =>
      trial(index % 2 === 0 ? "all" : "half"),
    );
    expect(outcomes.filter((outcome) => outcome.unpaid !== 0)).toEqual([]);
    // Both sides of the race were met: orders placed with the card on them, and orders refused as changed.
    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect(statuses).toContain("placed");
    expect(statuses).toContain("changed");
  }, 240_000);

  it("refuses to take a card off while its order is being placed, and takes it off once it is not", async () => {
    const { owner, cart, giftCardId, total, issued } = await cartWithGiftCard("half");
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const acquirer = recordingAcquirer();
    const orders = orderWorkflow(services, createOrderRepository(database.db), acquirer);
    const placing = orders.placeOrder({
      owner,
      attemptId: randomUUID(),
      cardAmount: total - issued,
      // The acquirer answers only once the removal below has been tried.
      authorise: async (amount, key) => {
        await held;
        return acquirer.authorise(amount, key);
      },
    });
    // Wait until the attempt is under way (its row is written before the acquirer is asked).
    for (;;) {
      const attempts = await database.db
        .selectFrom("orderAttempts")
        .select("status")
        .where("idempotencyKey", "like", `order:${owner.ownerGuid}:%`)
        .execute();
      if (attempts.some((attempt) => attempt.status === "authorising")) break;
      await new Promise((tick) => setImmediate(tick));
    }
    const refused = await services.giftCards.removeApplied(cart, giftCardId);
    expect(refused).toMatchObject({ ok: false, reason: "orderInProgress" });
    release();
    const placed = await placing;
    expect(placed.status).toBe("placed");
  });
});

describe(`the same race through the checkout's own forms and calls, on ${inject("dialect")}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp({ poolSize: 6, connectTimeoutMs: 60_000 });
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
  });

  async function form(s: Shopper, fields: Record<string, string>) {
    return s.request("/uk/checkout/secure", {
      method: "POST",
      csrf: false,
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ CSRFToken: s.csrfToken, ...fields }),
    });
  }

  it("answers every Place order of a gift-card-only order without a server error, and never places it unpaid", async () => {
    // Each trial is its own shopper, bag and card, so trials run HTTP_AT_ONCE at a time, as shoppers do.
    const answers = await inBatches(HTTP_TRIALS, HTTP_AT_ONCE, async () => {
      const s = await new Shopper(harness.app).begin();
      const added = await s.request("/uk/cart/entries", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ productSku: variant, quantity: 1 }),
      });
      expect(added.status).toBe(200);
      for (const fields of checkoutFormSteps(`race-${randomUUID()}@example.com`))
        expect((await form(s, fields)).status).toBe(303);
      // A card worth more than the order: it holds the whole total.
      const code = newCode();
      const giftCardId = await insertGiftCard(harness.database.db, {
        code,
        issued: 1_000_000,
        spent: 0,
        status: "active",
        expiresAt: "2099-12-31T23:59:59.000Z",
      });
      const redeem = await s.request("/uk/checkout/secure/redeem-gift-voucher.json", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ giftCardCode: code }),
      });
      expect(redeem.status).toBe(200);

      const placing = form(s, { intent: "place-order", attemptId: randomUUID() });
      const removing = new Promise((started) => setTimeout(started, randomInt(41))).then(() =>
        s.request("/uk/checkout/secure/remove-gift-payment.json", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ giftCardCode: code }),
        }),
      );
      const [placed, removed] = await Promise.all([placing, removing]);
      const ledger = await harness.database.db
        .selectFrom("giftCardLedger")
        .select(["kind", "amount"])
        .where("giftCardId", "=", giftCardId)
        .execute();
      const redeemed = ledger
        .filter((row) => row.kind === "redeem")
        .reduce((sum, row) => sum - toNumber(row.amount), 0);
      const confirmation = placed.headers.get("location") ?? "";
      if (confirmation.includes("orderConfirmation/")) {
        const orderNumber = decodeURIComponent(confirmation.split("orderConfirmation/")[1] ?? "");
        const order = await harness.database.db
          .selectFrom("orders")
          .select("total")
          .where("orderNumber", "=", orderNumber)
          .executeTakeFirstOrThrow();
        expect(redeemed).toBe(toNumber(order.total));
      } else expect(redeemed).toBe(0);
      return [placed.status, removed.status];
    });
    expect(answers.flat().filter((status) => status >= 500)).toEqual([]);
  }, 240_000);
});
