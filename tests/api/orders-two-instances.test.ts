import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import type { BagShopper } from "../../core/cart/bag-shopper.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { DEFAULT_DATABASE_LIMITS } from "../../data/pg-pool.ts";
import { createOrderRepository } from "../../data/repositories/order-repository.ts";
import { createServices, type Services } from "../../server/services.ts";
import {
  findParcelVariant,
  inBatches,
  orderWorkflow,
  payingWith,
  type RecordingAcquirer,
  readyGuestCart,
  recordingAcquirer,
  setStockOf,
  stockOf,
} from "../setup/order-harness.ts";

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
  // Not the variant place-order.test.ts takes (it orders descending), so the two files never share stock.
  const chosen = await findParcelVariant(instances[0].database.db, { minStock: 40 });
  variant = chosen.code;
  stockBefore = chosen.stockLevel;
}, 60_000);
afterAll(async () => {
  if (!onPostgres) return;
  await setStock(stockBefore);
  await Promise.all(
    instances.map(async (instance) => {
      await instance.services.catalogueChanged.close();
      await instance.database.close();
    }),
  );
});

/** The order workflow as one instance runs it, with the acquirer both instances call (one outside service). */
function workflowOn(instance: Instance, acquirer: RecordingAcquirer) {
  return orderWorkflow(instance.services, createOrderRepository(instance.database.db), acquirer);
}

/** A guest's uk cart ready to pay, made through one instance: the variant in the bag, details, delivery, billing. */
const readyCart = (services: Services) => readyGuestCart(services, variant);
const setStock = (level: number) => setStockOf(instances[0].database.db, variant, level);
const stock = () => stockOf(instances[1].database.db, variant);

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
    const acquirer = recordingAcquirer();
    const workflows = instances.map((instance) => workflowOn(instance, acquirer));
    const results = await Promise.all(
      owners.map((owner, i) => workflows[i % 2]!.placeOrder(payingWith(acquirer, owner))),
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
    const acquirer = recordingAcquirer();
    const workflows = instances.map((instance) => workflowOn(instance, acquirer));
    const attemptId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        workflows[i % 2]!.placeOrder(payingWith(acquirer, owner, attemptId)),
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
