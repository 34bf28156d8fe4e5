import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import type { BagShopper } from "../../core/cart/bag-shopper.ts";
import { newGuestToken, newOrderNumber } from "../../core/orders/order-number.ts";
import type { AuthorisationAnswer } from "../../core/orders/order-types.ts";
import { createOrderWorkflow } from "../../core/orders/place-order.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { toNumber } from "../../data/normalise.ts";
import { DEFAULT_DATABASE_LIMITS } from "../../data/pg-pool.ts";
import { createOrderRepository } from "../../data/repositories/order-repository.ts";
import { createServices, type Services } from "../../server/services.ts";

// Issue 16 "Done means" on PostgreSQL with two instances: two service sets, each with its own connection pool,
// share one database as two processes behind a load balancer would. Placing an order must hold across them: the
// stock decrement (`where stock_level >= qty`) and the attempt's unique key are the only things they share, so
// nothing held in one process's memory may be what stops an oversell or a second authorisation. On SQLite the
// store runs as one process and tests/api/place-order.test.ts stands.

const onPostgres = inject("dialect") === "postgres";

interface Instance {
  database: DatabaseHandle;
  services: Services;
}

let instances: [Instance, Instance];
/** A parcel product sold in pounds, delivered by standard post. */
let variant = "";
/** Its stock before this file, put back after it: other files choose their product by stock too. */
let stockBefore = 0;

function openInstance(): Instance {
  // Each instance gets half the connections a single instance would use for the same burst.
  const database = openDatabase(inject("databaseUrl"), {
    poolSize: 5,
    limits: { ...DEFAULT_DATABASE_LIMITS, connectTimeoutMs: 60_000 },
  });
  return { database, services: createServices(database, loadSiteConfig()) };
}

beforeAll(async () => {
  if (!onPostgres) return;
  instances = [openInstance(), openInstance()];
  const row = await instances[0].database.db
    .selectFrom("variants")
    .innerJoin("products", "products.code", "variants.productCode")
    .innerJoin("prices", (j) =>
      j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
    )
    .select(["variants.code", "variants.stockLevel"])
    .where("variants.availability", "=", "online")
    .where("variants.stockLevel", ">=", 40)
    .where("products.deliveryGroup", "=", "standard")
    .where("products.kind", "not in", ["gift-box", "bundle"])
    .where("prices.amount", ">=", 2000)
    // Not the variant place-order.test.ts takes (it orders descending), so the two files never share stock.
    .orderBy("variants.code", "asc")
    .executeTakeFirst();
  if (!row) throw new Error("the seed has no parcel product over £20 sold in pounds");
  variant = row.code;
  stockBefore = toNumber(row.stockLevel);
}, 60_000);
afterAll(async () => {
  if (!onPostgres) return;
  await setStock(stockBefore);
  await Promise.all(instances.map((instance) => instance.database.close()));
});

/**
 * The acquirer both instances call: one outside service, answering a repeated idempotency key with its first
 * answer, and counting every authorisation it was asked for.
 */
function sharedAcquirer() {
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
      // A network round trip: long enough for requests on both instances to overlap.
      await new Promise((done) => setTimeout(done, 20));
      if (amount <= 0) throw new Error("authorised a zero amount");
      const first = authorisations.get(idempotencyKey);
      if (first) return first;
      const answer: AuthorisationAnswer = {
        status: "authorised",
        paymentId: `pay-${randomUUID()}`,
        card: { maskedNumber: "•••• 1111", brand: "visa" },
      };
      authorisations.set(idempotencyKey, answer);
      return answer;
    },
    async voidAuthorisation(request: { paymentId: string; amount: number; idempotencyKey: string }) {
      voids.set(request.idempotencyKey, request.paymentId);
      return { status: "voided" };
    },
  };
}

/** The order workflow as one instance runs it: its own repository, checkout, carts and gift cards. */
function workflowOn(instance: Instance, acquirer: ReturnType<typeof sharedAcquirer>) {
  const { database, services } = instance;
  return createOrderWorkflow({
    repository: createOrderRepository(database.db),
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

const PERSON = { title: "Ms", firstName: "Grace", lastName: "Hopper", phoneNumber: "01225 654321" };
const ADDRESS = {
  line1: "2 Pulteney Bridge",
  line2: null,
  townCity: "Bath",
  postcode: "BA2 4AT",
  countryIso: "GB",
  regionIso: null,
  savedAddressId: null,
};

/** A guest's uk cart ready to pay, made through one instance: the variant in the bag, details, delivery, billing. */
async function readyCart(services: Services): Promise<BagShopper> {
  const owner: BagShopper = { ownerGuid: randomUUID(), version: "uk", currency: "GBP", locale: "en-GB" };
  await services.cart.addEntry({
    ...owner,
    variantCode: variant,
    quantity: 1,
    keepGuid: async (guid) => guid,
  });
  await services.checkout.setEmail(owner, `${owner.ownerGuid}@example.com`);
  await services.checkout.saveHomeDetails(owner, { personal: PERSON, address: ADDRESS });
  await services.checkout.chooseMode(owner, "STD", { confirm: true });
  await services.checkout.saveBilling(owner, { sameAsDelivery: true });
  return owner;
}

async function inBatches<T>(count: number, size: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count) {
    const from = made.length;
    const batch = Array.from({ length: Math.min(size, count - from) }, (_, i) => make(from + i));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

async function setStock(level: number) {
  await instances[0].database.db
    .updateTable("variants")
    .set({ stockLevel: level })
    .where("code", "=", variant)
    .execute();
}

async function stock(): Promise<number> {
  const row = await instances[1].database.db
    .selectFrom("variants")
    .select("stockLevel")
    .where("code", "=", variant)
    .executeTakeFirstOrThrow();
  return toNumber(row.stockLevel);
}

async function ordersOf(owners: BagShopper[]) {
  return instances[0].database.db
    .selectFrom("orders")
    .select(["orderNumber", "email"])
    .where(
      "email",
      "in",
      owners.map((owner) => `${owner.ownerGuid}@example.com`),
    )
    .execute();
}

/** Alternates requests over the two instances, as a round-robin load balancer would. */
const instanceFor = (i: number): Instance => instances[i % 2 === 0 ? 0 : 1];

describe.runIf(onPostgres)("placing orders through two instances on one PostgreSQL database", () => {
  it("200 concurrent orders for the last 5 units, split over both instances, give exactly 5 orders and stock 0", async () => {
    await setStock(500);
    // Carts made through both instances too: each instance's checkout reads what the other wrote.
    const owners = await inBatches(200, 20, (i) => readyCart(instanceFor(i).services));
    await setStock(5);
    const acquirer = sharedAcquirer();
    const workflows = instances.map((instance) => workflowOn(instance, acquirer));
    const results = await Promise.all(
      owners.map((owner, i) =>
        workflows[i % 2]!.placeOrder({
          owner,
          attemptId: randomUUID(),
          authorise: (amount, key) => acquirer.authorise(amount, key),
        }),
      ),
    );
    const placed = results.flatMap((result, i) => (result.status === "placed" ? [i] : []));
    const short = results.filter((result) => result.status === "outOfStock");
    expect(placed).toHaveLength(5);
    expect(short).toHaveLength(195);
    expect(await stock()).toBe(0);
    expect(await ordersOf(owners)).toHaveLength(5);
    // Both instances took part in the race, and every authorisation that did not become an order was voided once.
    expect(new Set(owners.map((_, i) => i % 2)).size).toBe(2);
    expect(acquirer.voids.size).toBe(acquirer.authorisations.size - 5);
  }, 240_000);

  it("50 parallel placings of one cart split across both instances give one order, one authorisation and one number", async () => {
    await setStock(50);
    const owner = await readyCart(instances[0].services);
    const acquirer = sharedAcquirer();
    const workflows = instances.map((instance) => workflowOn(instance, acquirer));
    const attemptId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        workflows[i % 2]!.placeOrder({
          owner,
          attemptId,
          authorise: (amount, key) => acquirer.authorise(amount, key),
        }),
      ),
    );
    const numbers = results.map((result) => (result.status === "placed" ? result.order.orderNumber : ""));
    expect(numbers.filter((number) => number === "")).toEqual([]);
    expect(new Set(numbers).size).toBe(1);
    expect(acquirer.authoriseCalls).toBe(1);
    expect(acquirer.voids.size).toBe(0);
    expect(await stock()).toBe(49);
    const orders = await ordersOf([owner]);
    expect(orders.map((order) => order.orderNumber)).toEqual([numbers[0]]);
  }, 120_000);
});
