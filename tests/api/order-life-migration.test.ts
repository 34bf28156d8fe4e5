import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../data/db.ts";
import { migrateToLatest } from "../../data/migrate.ts";
import { toNumber } from "../../data/normalise.ts";
import { databaseBefore } from "../setup/migrated-before.ts";

// Migration 0043 on a database written before it, of each dialect: SQLite rebuilds the orders table to widen its
// statuses, so an order placed before, its lines and its attempt must come through whole, its foreign keys intact,
// and its lines start with nothing dispatched, cancelled or refunded.

let before: Awaited<ReturnType<typeof databaseBefore>>;
let database: DatabaseHandle;

beforeAll(async () => {
  before = await databaseBefore("0043");
  database = before.database;
});
afterAll(() => before?.drop());

describe(`migration 0043 on ${inject("dialect")}`, () => {
  it("keeps the orders placed before it, their lines and attempts, and lets their status move on", async () => {
    const db = database.db;
    const now = new Date().toISOString();
    const json = (value: unknown) => JSON.stringify(value);
    await sql`insert into orders (id, order_number, guest_token_hash, customer_id, email, version, currency, delivery,
      billing, subtotal, discounts, charges, delivery_charge, split_delivery, tax, total, payments, status, created_at)
      values ('o-1', '12345678903', 'hash', null, 'ann@example.com', 'uk', 'GBP', ${json(null)}, ${json({})},
      3000, 0, 0, 395, 0, 0, 3395, ${json({ card: null, giftCards: [] })}, 'placed', ${now})`.execute(db);
    await sql`insert into order_lines (order_id, entry_number, variant_code, product_code, name, quantity, unit_price,
      line_total) values ('o-1', 0, 'V1', 'P1', 'Towel', 2, 1500, 3000)`.execute(db);
    await sql`insert into order_attempts (idempotency_key, cart_id, status, amount, currency, order_id, created_at,
      updated_at) values ('attempt-1', 1, 'placed', 3395, 'GBP', 'o-1', ${now}, ${now})`.execute(db);

    expect(await migrateToLatest(database.db)).toContain("0043-order-life");

    const order = await db
      .selectFrom("orders")
      .select(["orderNumber", "status", "total"])
      .executeTakeFirstOrThrow();
    expect({ ...order, total: toNumber(order.total) }).toEqual({
      orderNumber: "12345678903",
      status: "placed",
      total: 3395,
    });
    const line = await db
      .selectFrom("orderLines")
      .select(["quantity", "dispatchedQuantity", "cancelledQuantity", "refundedQuantity"])
      .executeTakeFirstOrThrow();
    expect(Object.values(line).map(toNumber)).toEqual([2, 0, 0, 0]);
    expect((await db.selectFrom("orderAttempts").select("orderId").executeTakeFirstOrThrow()).orderId).toBe(
      "o-1",
    );
    await db.updateTable("orders").set({ status: "partlyDispatched" }).where("id", "=", "o-1").execute();
    await expect(
      db.updateTable("orders").set({ status: "lost" }).where("id", "=", "o-1").execute(),
    ).rejects.toThrow();
    // The foreign keys still hold: a line of no order is refused.
    await expect(
      sql`insert into order_lines (order_id, entry_number, variant_code, product_code, name, quantity, unit_price,
        line_total) values ('no-such-order', 0, 'V1', 'P1', 'Towel', 1, 1500, 1500)`.execute(db),
    ).rejects.toThrow();
  });
});
