import { randomBytes, randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BagShopper } from "../../core/cart/bag-shopper.ts";
import type { CardSessionState } from "../../core/checkout/checkout-types.ts";
import { acceptedOrThrow } from "../../core/errors/refusal.ts";
import type { OrderAttempt, OrderPayments, OrderRepository } from "../../core/orders/order-types.ts";
import { RECOVERY_GIVE_UP_AFTER } from "../../core/orders/recover-attempts.ts";
import { fromJson } from "../../data/normalise.ts";
import { createOrderRepository } from "../../data/repositories/order-repository.ts";
import { insertGiftCard } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { createTestApp } from "../setup/api-app.ts";
import { startTestCardSandbox, type TestCardSandbox, typeTestCard } from "../setup/card-sandbox.ts";
import {
  findParcelVariant,
  inBatches,
  orderWorkflow,
  readyGuestCart,
  setStockOf,
} from "../setup/order-harness.ts";

// Every authorisation the store asks for ends in an order or a void (ARCHITECTURE.md "Trust and operations"). The
// hosted card page authorises when the shopper presses Pay on it, before the store hears anything: the SANDBOX
// acquirer runs on its own port as in production, the shoppers type a card on its page, and what the acquirer holds
// afterwards is read back from it. On SQLite and PostgreSQL.

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
  const chosen = await findParcelVariant(harness.database.db, { minStock: 40, offset: 5 });
  variant = chosen.code;
  stockBefore = chosen.stockLevel;
}, 120_000);

afterAll(async () => {
  if (harness) await setStockOf(harness.database.db, variant, stockBefore);
  await harness?.close();
  await sandbox?.close();
});

const services = () => harness.services;
const offer = (owner: BagShopper) =>
  services().cardCheckout.offer(owner, {
    returnUrl: RETURN_URL,
    customerId: null,
  }) as Promise<CardSessionState>;

/** Types the card on the hosted page, as the framed page's browser does: the acquirer authorises it there. */
const payOnPage = (page: CardSessionState) => typeTestCard(sandbox.origin, page.hostedUrl);

/** What the acquirer holds for the payment now. */
async function acquirerStatus(paymentId: string): Promise<string | undefined> {
  return (await services().cardAcquirer.getPayment(paymentId))?.status;
}

async function paymentIdsOfOrders(): Promise<Set<string>> {
  const rows = await harness.database.db.selectFrom("orders").select("payments").execute();
  return new Set(
    rows
      .map((row) => fromJson<OrderPayments>(row.payments, { card: null, giftCards: [] }).card?.paymentId)
      .filter((id): id is string => Boolean(id)),
  );
}

async function attemptOf(owner: BagShopper, attemptId: string) {
  return harness.database.db
    .selectFrom("orderAttempts")
    .select(["status", "outcome", "voidedAt", "givenUpAt", "recoveryFailures"])
    .where("idempotencyKey", "=", `order:${owner.ownerGuid}:uk:${attemptId}`)
    .executeTakeFirst();
}

/**
 * The order repository as this file's recovery sees it: only its own shoppers' attempts, so recovering "in an
 * hour's time" never touches another file's.
 */
function scopedTo(owners: readonly BagShopper[]): OrderRepository {
  const real = createOrderRepository(harness.database.db);
  const ours = (attempt: OrderAttempt) =>
    owners.some((owner) => attempt.key.startsWith(`order:${owner.ownerGuid}:`));
  return {
    ...real,
    attemptsIn: async (...args) => (await real.attemptsIn(...args)).filter(ours),
    offersExpiredBefore: async (before) => (await real.offersExpiredBefore(before, 10_000)).filter(ours),
    voidsPending: async () => (await real.voidsPending(10_000)).filter(ours),
    placedWithCart: async () => (await real.placedWithCart(10_000)).filter(ours),
  };
}

/** Recovery as the server runs it, with the acquirer's voids and re-asks, at `now`. */
function recover(owners: readonly BagShopper[], now: Date) {
  const cardAcquirer = services().cardAcquirer;
  return orderWorkflow(services(), scopedTo(owners), {
    voidAuthorisation: (request) => cardAcquirer.void(request),
    reauthorise: (request) => cardAcquirer.authorise(request),
  }).recoverPendingAttempts(now, { olderThanMs: 2 * 60_000 });
}

describe(`card pages the shoppers paid on, on ${inject("dialect")}`, () => {
  it("200 shoppers racing for 5 units: 5 orders, and not one authorisation left live without an order", async () => {
    await setStockOf(harness.database.db, variant, 1000);
    const shoppers = await inBatches(200, 20, async () => {
      const owner = await readyGuestCart(services(), variant);
      const page = await offer(owner);
      return { owner, page };
    });
    // Every shopper presses Pay on the card page: the acquirer now holds 200 authorisations.
    const results = await inBatches(200, 20, (index) => payOnPage(shoppers[index]?.page as CardSessionState));
    expect(results).toHaveLength(200);
    await setStockOf(harness.database.db, variant, 5);

    // Their results reach the store in waves, as over a sale's first seconds: the first wave races for the stock
    // at the order's write, later ones find it gone at the stock check, before any attempt of theirs is written.
    const outcomes = await inBatches(200, 25, (index) => {
      const { owner, page } = shoppers[index] as (typeof shoppers)[number];
      return services().cardCheckout.payWithResult(
        { ...owner, customerId: null },
        page.attemptId,
        results[index] ?? {},
      );
    });
    const placed = outcomes.filter(
      (outcome) => outcome.status === "paid" && outcome.result.status === "placed",
    );
    expect(placed).toHaveLength(5);

    const ordered = await paymentIdsOfOrders();
    const statuses = await inBatches(200, 20, (index) => acquirerStatus(results[index]?.paymentId ?? ""));
    const liveWithoutOrder = results.filter(
      (result, index) => statuses[index] === "authorised" && !ordered.has(result.paymentId ?? ""),
    );
    expect(liveWithoutOrder).toEqual([]);
    expect(statuses.filter((status) => status === "voided")).toHaveLength(195);
  }, 300_000);

  it("voids at once a payment made on a page the checkout no longer offers (the bag changed meanwhile)", async () => {
    await setStockOf(harness.database.db, variant, 1000);
    const owner = await readyGuestCart(services(), variant);
    const first = await offer(owner);
    const paid = await payOnPage(first);
    // Another tab changes the bag: the checkout offers a new page for the new amount.
    acceptedOrThrow(
      await services().cart.addEntry({
        ...owner,
        variantCode: variant,
        quantity: 1,
        keepGuid: async (guid) => guid,
      }),
    );
    const second = await offer(owner);
    expect(second.attemptId).not.toBe(first.attemptId);

    const outcome = await services().cardCheckout.payWithResult(
      { ...owner, customerId: null },
      first.attemptId,
      paid,
    );
    expect(outcome).toEqual({ status: "untrusted", reason: "session" });
    expect(await acquirerStatus(paid.paymentId ?? "")).toBe("voided");
    expect(await attemptOf(owner, first.attemptId)).toMatchObject({ status: "voided" });
  });

  it("voids a payment whose gift cards changed after the page opened, and tells the shopper", async () => {
    await setStockOf(harness.database.db, variant, 1000);
    const owner = await readyGuestCart(services(), variant);
    const page = await offer(owner);
    const paid = await payOnPage(page);
    const cart = await services().cart.existingCart(owner);
    if (!cart) throw new Error("no cart");
    const code = `GC${String(randomInt(10 ** 7)).padStart(7, "0")}${String(randomInt(10 ** 7)).padStart(7, "0")}`;
    await insertGiftCard(harness.database.db, {
      code,
      issued: 500,
      spent: 0,
      status: "active",
      expiresAt: "2099-12-31T23:59:59.000Z",
    });
    expect((await services().giftCards.apply(cart, code, page.amount)).ok).toBe(true);

    const outcome = await services().cardCheckout.payWithResult(
      { ...owner, customerId: null },
      page.attemptId,
      paid,
    );
    expect(outcome).toMatchObject({ status: "paid", result: { status: "changed" } });
    expect(await acquirerStatus(paid.paymentId ?? "")).toBe("voided");
  });

  it("voids, once the page has expired, a payment whose shopper never came back", async () => {
    await setStockOf(harness.database.db, variant, 1000);
    const owner = await readyGuestCart(services(), variant);
    const page = await offer(owner);
    const paid = await payOnPage(page);
    // The shopper closed the tab after pressing Pay: nothing reaches the store. While the page lives, nothing moves.
    expect((await recover([owner], new Date())).voided).toBe(0);
    expect(await acquirerStatus(paid.paymentId ?? "")).toBe("authorised");

    const afterExpiry = new Date(new Date(page.expiresAt).getTime() + 3 * 60_000);
    const report = await recover([owner], afterExpiry);
    expect(report).toMatchObject({ voided: 1, failed: 0 });
    expect(await acquirerStatus(paid.paymentId ?? "")).toBe("voided");
    expect(await attemptOf(owner, page.attemptId)).toMatchObject({ status: "voided", outcome: "abandoned" });
    expect((await attemptOf(owner, page.attemptId))?.voidedAt).not.toBeNull();
  });

  it("declines, once the page has expired, an attempt whose page was never paid", async () => {
    const owner = await readyGuestCart(services(), variant);
    const page = await offer(owner);
    const afterExpiry = new Date(new Date(page.expiresAt).getTime() + 3 * 60_000);
    expect(await recover([owner], afterExpiry)).toMatchObject({ declined: 1, voided: 0, failed: 0 });
    expect(await attemptOf(owner, page.attemptId)).toMatchObject({ status: "declined" });
  });

  it("gives up on an attempt the acquirer no longer knows after a bound, marks it and stops trying", async () => {
    const owner = await readyGuestCart(services(), variant);
    const attemptId = randomBytes(12).toString("hex");
    // The acquirer forgot the session (a sandbox restart): every ask fails.
    await services().orders.recordCardOffer({
      owner,
      attemptId,
      paymentSessionId: "cs_forgotten_by_the_acquirer",
      amount: 2500,
      currency: "GBP",
      expiresAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    // Recovery every three minutes (past the two an attempt must be left alone).
    const at = (run: number) => new Date(Date.now() + run * 3 * 60_000);
    const reports = [];
    for (let run = 0; run < RECOVERY_GIVE_UP_AFTER; run++) reports.push(await recover([owner], at(run)));
    expect(reports.map((report) => report.failed)).toEqual(Array(RECOVERY_GIVE_UP_AFTER).fill(1));
    expect(reports.at(-1)?.gaveUp).toEqual([`order:${owner.ownerGuid}:uk:${attemptId}`]);
    expect(reports.slice(0, -1).every((report) => report.gaveUp.length === 0)).toBe(true);
    expect((await attemptOf(owner, attemptId))?.givenUpAt).not.toBeNull();
    // Left for an operator: the next run does not try it again.
    expect(await recover([owner], at(RECOVERY_GIVE_UP_AFTER))).toMatchObject({ failed: 0, gaveUp: [] });
  });
});
