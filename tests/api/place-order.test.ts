import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import type { BagShopper } from "../../core/cart/bag-shopper.ts";
import { isOrderNumber, newGuestToken, newOrderNumber } from "../../core/orders/order-number.ts";
import type { AuthorisationAnswer, OrderRepository } from "../../core/orders/order-types.ts";
import { createOrderWorkflow, voidKey } from "../../core/orders/place-order.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { fromJson, toNumber } from "../../data/normalise.ts";
import { DEFAULT_DATABASE_LIMITS } from "../../data/pg-pool.ts";
import { createOrderRepository } from "../../data/repositories/order-repository.ts";
import { insertGiftCard } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { createServices, type Services } from "../../server/services.ts";

// Issue 16 point 2 on SQLite and PostgreSQL: placing the order re-prices, re-checks stock, authorises, writes the
// order and takes the stock in one transaction; it is idempotent per attempt, compensates a short stock with a
// void, and recovery voids an authorisation whose order a crash never wrote. The acquirer is a fake that records
// every call (the card sandbox's own behaviour is tested with it, decision 022).

let database: DatabaseHandle;
let services: Services;
/** A parcel product sold in pounds, delivered by standard post. */
let variant = "";

beforeAll(async () => {
  // Two hundred racing orders need more than the default connections and a patient wait for them.
  database = openDatabase(inject("databaseUrl"), {
    poolSize: 8,
    limits: { ...DEFAULT_DATABASE_LIMITS, connectTimeoutMs: 60_000 },
  });
  services = createServices(database, loadSiteConfig());
  const row = await database.db
    .selectFrom("variants")
    .innerJoin("products", "products.code", "variants.productCode")
    .innerJoin("prices", (j) =>
      j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
    )
    .select("variants.code")
    .where("variants.availability", "=", "online")
    .where("variants.stockLevel", ">=", 40)
    .where("products.deliveryGroup", "=", "standard")
    .where("products.kind", "not in", ["gift-box", "bundle"])
    .where("prices.amount", ">=", 2000)
    .orderBy("variants.code", "desc")
    .executeTakeFirst();
  if (!row) throw new Error("the seed has no parcel product over £20 sold in pounds");
  variant = row.code;
}, 60_000);
afterAll(async () => {
  await database.close();
});

/** An acquirer that authorises (or refuses) and voids, answering a repeated key with its first answer. */
function fakeAcquirer(options: { refuse?: boolean } = {}) {
  const authorisations = new Map<string, AuthorisationAnswer>();
  const voids = new Map<string, string>();
  let authoriseCalls = 0;
  return {
    authorisations,
    voids,
    get authoriseCalls() {
      return authoriseCalls;
    },
    async authorise(amount: number, idempotencyKey: string): Promise<AuthorisationAnswer> {
      authoriseCalls++;
      // An acquirer's round trip: long enough for racing requests to overlap.
      await new Promise((done) => setTimeout(done, 20));
      const first = authorisations.get(idempotencyKey);
      if (first) return first;
      const answer: AuthorisationAnswer = options.refuse
        ? { status: "refused", paymentId: `pay-${randomUUID()}`, reason: "Card declined" }
        : {
            status: "authorised",
            paymentId: `pay-${randomUUID()}`,
            card: { maskedNumber: "•••• 1111", brand: "visa" },
          };
      if (amount <= 0) throw new Error("authorised a zero amount");
      authorisations.set(idempotencyKey, answer);
      return answer;
    },
    async voidAuthorisation(request: { paymentId: string; amount: number; idempotencyKey: string }) {
      voids.set(request.idempotencyKey, request.paymentId);
      return { status: "voided" };
    },
  };
}

function workflow(acquirer: ReturnType<typeof fakeAcquirer>, repository?: OrderRepository) {
  return createOrderWorkflow({
    repository: repository ?? createOrderRepository(database.db),
    checkout: services.checkout,
    carts: services.cart,
    giftCards: services.giftCards,
    voidAuthorisation: (request) => acquirer.voidAuthorisation(request),
    reauthorise: (request) => acquirer.authorise(request.amount, request.idempotencyKey),
    origin: "http://localhost",
    now: () => new Date(),
    newId: randomUUID,
    newOrderNumber,
    newGuestToken,
  });
}

const PERSON = { title: "Ms", firstName: "Ada", lastName: "Lovelace", phoneNumber: "01225 123456" };
const ADDRESS = {
  line1: "1 Milsom Street",
  line2: null,
  townCity: "Bath",
  postcode: "BA1 1DA",
  countryIso: "GB",
  regionIso: null,
  savedAddressId: null,
};

/** A guest's uk cart ready to pay: the variant in the bag, e-mail, home delivery by standard post, billing. */
async function readyCart(quantity = 1): Promise<BagShopper> {
  const owner: BagShopper = { ownerGuid: randomUUID(), version: "uk", currency: "GBP", locale: "en-GB" };
  await services.cart.addEntry({ ...owner, variantCode: variant, quantity, keepGuid: async (guid) => guid });
  await services.checkout.setEmail(owner, `${owner.ownerGuid}@example.com`);
  await services.checkout.saveHomeDetails(owner, { personal: PERSON, address: ADDRESS });
  await services.checkout.chooseMode(owner, "STD", { confirm: true });
  await services.checkout.saveBilling(owner, { sameAsDelivery: true });
  return owner;
}

async function inBatches<T>(count: number, size: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count)
    made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - made.length) }, make))));
  return made;
}

async function setStock(level: number) {
  await database.db.updateTable("variants").set({ stockLevel: level }).where("code", "=", variant).execute();
}

async function stock(): Promise<number> {
  const row = await database.db
    .selectFrom("variants")
    .select("stockLevel")
    .where("code", "=", variant)
    .executeTakeFirstOrThrow();
  return toNumber(row.stockLevel);
}

async function attemptsOf(owner: BagShopper) {
  return database.db
    .selectFrom("orderAttempts")
    .selectAll()
    .where("idempotencyKey", "like", `order:${owner.ownerGuid}:%`)
    .execute();
}

describe("placing an order", () => {
  it("writes the order as checkout priced it, takes the stock, mails the shopper and clears the cart", async () => {
    await setStock(50);
    const owner = await readyCart(2);
    const view = await services.checkout.view(owner);
    const acquirer = fakeAcquirer();
    const placed = await workflow(acquirer).placeOrder({
      owner,
      attemptId: randomUUID(),
      authorise: (amount, key) => acquirer.authorise(amount, key),
    });
    if (placed.status !== "placed") throw new Error(`not placed: ${JSON.stringify(placed)}`);
    expect(isOrderNumber(placed.order.orderNumber)).toBe(true);
    expect(placed.order.guestToken).toBeTruthy();
    expect(placed.order.total).toEqual(view.totals.total);
    expect(await stock()).toBe(48);

    const order = await database.db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", placed.order.orderId)
      .executeTakeFirstOrThrow();
    expect(toNumber(order.total)).toBe(view.totals.total.amount);
    expect(order.guestTokenHash).not.toBe(placed.order.guestToken);
    const lines = await database.db
      .selectFrom("orderLines")
      .selectAll()
      .where("orderId", "=", placed.order.orderId)
      .execute();
    expect(lines.map((line) => [line.variantCode, toNumber(line.quantity)])).toEqual([[variant, 2]]);

    const mail = await database.db
      .selectFrom("outbox")
      .selectAll()
      .where("toAddress", "=", `${owner.ownerGuid}@example.com`)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe("order-confirmation");
    expect(mail.subject).toContain(placed.order.orderNumber);
    expect(mail.text).toContain("1 Milsom Street");

    // The placed cart is gone: the owner's next add opens a new, empty one.
    expect(await services.cart.existingCart(owner)).toBeNull();
    const [attempt] = await attemptsOf(owner);
    expect(attempt?.status).toBe("placed");
    // Only the payment id, the masked number and the brand are kept: no run of card-number length anywhere.
    expect(JSON.stringify({ order, attempt })).not.toMatch(/\b\d{12,19}\b/);
    expect(JSON.stringify(order.payments)).toContain("•••• 1111");
  });

  it("200 concurrent orders for the last 5 units give exactly 5 orders and stock 0", async () => {
    await setStock(500);
    const owners = await inBatches(200, 20, () => readyCart(1));
    await setStock(5);
    const acquirer = fakeAcquirer();
    const orders = workflow(acquirer);
    const results = await Promise.all(
      owners.map((owner) =>
        orders.placeOrder({
          owner,
          attemptId: randomUUID(),
          authorise: (amount, key) => acquirer.authorise(amount, key),
        }),
      ),
    );
    const placed = results.filter((result) => result.status === "placed");
    const short = results.filter((result) => result.status === "outOfStock");
    expect(placed).toHaveLength(5);
    expect(short).toHaveLength(195);
    expect(await stock()).toBe(0);
    // Every authorisation that did not become an order was voided, each once.
    expect(acquirer.voids.size).toBe(acquirer.authorisations.size - 5);
    const keys = owners.map((owner) => `order:${owner.ownerGuid}:%`);
    const attempts = await database.db
      .selectFrom("orderAttempts")
      .select(["status", "voidedAt"])
      .where((eb) => eb.or(keys.map((key) => eb("idempotencyKey", "like", key))))
      .execute();
    expect(attempts.filter((a) => a.status === "placed")).toHaveLength(5);
    expect(attempts.filter((a) => a.status === "voided")).toHaveLength(acquirer.voids.size);
    expect(attempts.filter((a) => a.status === "voided" && a.voidedAt === null)).toHaveLength(0);
  }, 180_000);

  it("50 parallel placings of one cart give one order and one authorisation, all with the same number", async () => {
    await setStock(50);
    const owner = await readyCart(1);
    const acquirer = fakeAcquirer();
    const orders = workflow(acquirer);
    const attemptId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        orders.placeOrder({ owner, attemptId, authorise: (amount, key) => acquirer.authorise(amount, key) }),
      ),
    );
    const numbers = new Set(
      results.map((result) => (result.status === "placed" ? result.order.orderNumber : "")),
    );
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).not.toBe("");
    expect(acquirer.authoriseCalls).toBe(1);
    expect(await stock()).toBe(49);
    expect(await attemptsOf(owner)).toHaveLength(1);
  }, 60_000);

  it("a decline leaves stock and cart untouched, and a new attempt id pays", async () => {
    await setStock(50);
    const owner = await readyCart(1);
    const refusing = fakeAcquirer({ refuse: true });
    const declined = await workflow(refusing).placeOrder({
      owner,
      attemptId: randomUUID(),
      authorise: (amount, key) => refusing.authorise(amount, key),
    });
    expect(declined).toEqual({ status: "declined", reason: "Card declined" });
    expect(await stock()).toBe(50);
    const bag = await services.bag.view(owner);
    expect(bag.lines.map((line) => line.variantCode)).toEqual([variant]);
    expect((await services.checkout.view(owner)).sections.billing).toBe("done");

    const acquirer = fakeAcquirer();
    const retried = await workflow(acquirer).placeOrder({
      owner,
      attemptId: randomUUID(),
      authorise: (amount, key) => acquirer.authorise(amount, key),
    });
    expect(retried.status).toBe("placed");
    expect(await stock()).toBe(49);
  });

  it("a process killed between authorisation and order write leaves a voided authorisation after recovery", async () => {
    await setStock(50);
    const owner = await readyCart(1);
    const acquirer = fakeAcquirer();
    const real = createOrderRepository(database.db);
    const crashing: OrderRepository = {
      ...real,
      writeOrder: () => Promise.reject(new Error("process killed")),
    };
    await expect(
      workflow(acquirer, crashing).placeOrder({
        owner,
        attemptId: randomUUID(),
        authorise: (amount, key) => acquirer.authorise(amount, key),
      }),
    ).rejects.toThrow("process killed");
    const [stranded] = await attemptsOf(owner);
    expect(stranded?.status).toBe("authorised");
    expect(stranded?.paymentId).toBeTruthy();
    expect(await stock()).toBe(50);

    // The restarted process: recovery takes attempts older than its limit (0 here: the crash is over).
    const report = await workflow(acquirer).recoverPendingAttempts(new Date(Date.now() + 1000), {
      olderThanMs: 0,
    });
    expect(report.voided).toBeGreaterThanOrEqual(1);
    const [after] = await attemptsOf(owner);
    expect(after?.status).toBe("voided");
    expect(after?.voidedAt).not.toBeNull();
    expect(acquirer.voids.get(voidKey(after?.idempotencyKey ?? ""))).toBe(stranded?.paymentId);
    // The cart is still the shopper's, one click from paying again.
    expect((await services.bag.view(owner)).lines).toHaveLength(1);
  });

  it("refuses a checkout that is not ready and an attempt id that is not one", async () => {
    const acquirer = fakeAcquirer();
    const owner: BagShopper = { ownerGuid: randomUUID(), version: "uk", currency: "GBP", locale: "en-GB" };
    await services.cart.addEntry({
      ...owner,
      variantCode: variant,
      quantity: 1,
      keepGuid: async (guid) => guid,
    });
    const orders = workflow(acquirer);
    const authorise = (amount: number, key: string) => acquirer.authorise(amount, key);
    await expect(orders.placeOrder({ owner, attemptId: randomUUID(), authorise })).rejects.toThrow(
      "Please complete your delivery and billing details before paying.",
    );
    await expect(orders.placeOrder({ owner, attemptId: "x", authorise })).rejects.toThrow(
      "The payment attempt is not valid",
    );
    expect(acquirer.authoriseCalls).toBe(0);
  });
});

describe("placing an order paid by gift cards", () => {
  it("asks the acquirer nothing when gift cards pay it all, and redeems their holds", async () => {
    await setStock(50);
    const owner = await readyCart(1);
    const cart = await services.cart.existingCart(owner);
    if (!cart) throw new Error("no cart");
    const total = (await services.checkout.view(owner)).totals.total.amount;
    const code = `GC${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 10 ** 7)).padStart(7, "0")}`;
    const cardId = await insertGiftCard(database.db, {
      code,
      issued: total + 500,
      spent: 0,
      status: "active",
      expiresAt: "2099-12-31T23:59:59.000Z",
    });
    const applied = await services.giftCards.apply(cart, code, total);
    expect(applied.ok).toBe(true);

    const acquirer = fakeAcquirer();
    const placed = await workflow(acquirer).placeOrder({
      owner,
      attemptId: randomUUID(),
      authorise: (amount, key) => acquirer.authorise(amount, key),
    });
    if (placed.status !== "placed") throw new Error(`not placed: ${JSON.stringify(placed)}`);
    expect(acquirer.authoriseCalls).toBe(0);
    const ledger = await database.db
      .selectFrom("giftCardLedger")
      .select(["kind", "amount", "reference"])
      .where("giftCardId", "=", cardId)
      .execute();
    expect(ledger.filter((row) => row.kind === "redeem")).toEqual([
      { kind: "redeem", amount: -total, reference: `order:${placed.order.orderNumber}` },
    ]);
    const order = await database.db
      .selectFrom("orders")
      .select("payments")
      .where("id", "=", placed.order.orderId)
      .executeTakeFirstOrThrow();
    expect(fromJson(order.payments, {})).toEqual({
      card: null,
      giftCards: [{ lastFour: code.slice(-4), amount: total }],
    });
  });
});

describe("a placed cart the process did not clear", () => {
  it("is never placed again: its next attempt answers the order, and recovery clears it", async () => {
    await setStock(50);
    const owner = await readyCart(1);
    const acquirer = fakeAcquirer();
    const real = createOrderRepository(database.db);
    const stopsBeforeClearing: OrderRepository = {
      ...real,
      deleteCart: () => Promise.reject(new Error("process killed")),
    };
    const placed = await workflow(acquirer, stopsBeforeClearing).placeOrder({
      owner,
      attemptId: randomUUID(),
      authorise: (amount, key) => acquirer.authorise(amount, key),
    });
    if (placed.status !== "placed") throw new Error(`not placed: ${JSON.stringify(placed)}`);
    expect(await services.cart.existingCart(owner)).not.toBeNull();

    const again = await workflow(acquirer, stopsBeforeClearing).placeOrder({
      owner,
      attemptId: randomUUID(),
      authorise: (amount, key) => acquirer.authorise(amount, key),
    });
    expect(again.status === "placed" && again.order.orderNumber).toBe(placed.order.orderNumber);
    expect(acquirer.authoriseCalls).toBe(1);
    expect(await stock()).toBe(49);

    const report = await workflow(acquirer).recoverPendingAttempts(new Date(), { olderThanMs: 60_000 });
    expect(report.cartsCleared).toBeGreaterThanOrEqual(1);
    expect(await services.cart.existingCart(owner)).toBeNull();
  });
});
