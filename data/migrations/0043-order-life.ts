import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// An order's life (docs/decisions/056-an-orders-life.md). Each line counts its units dispatched, cancelled and
// refunded; the order's status is read off them and kept on the order for listing by status and date. A change
// (dispatch, cancel, refund) is one row whose unique key makes a retried request the same change; each movement
// of money it causes (capture, void, refund, gift-card credit) is one row whose unique key is the key the payment
// provider is called with, so a retry can never move money twice.
const STATUSES = ["placed", "partlyDispatched", "dispatched", "cancelled", "partlyRefunded", "refunded"];

async function widenOrderStatuses(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  const allowed = sql.join(STATUSES.map((status) => sql.lit(status)));
  if (postgres) {
    await sql`alter table orders drop constraint if exists orders_status_check`.execute(db);
    await sql`alter table orders add constraint orders_status_check check (status in (${allowed}))`.execute(
      db,
    );
    return;
  }
  // SQLite cannot change a check constraint, and other tables refer to orders: the table is rebuilt from its own
  // definition with foreign keys off (SQLite's documented procedure; migrations on SQLite run outside a
  // transaction, so the pragma takes effect), then the keys are checked before they are turned back on.
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'orders'`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'index' and tbl_name = 'orders' and sql is not null`.execute(db);
  const definition = table.rows[0]?.sql ?? "";
  const widened = definition
    .replace(/^create table "orders"/i, 'create table "orders_next"')
    .replace(/"status" in \('placed'\)/, `"status" in (${STATUSES.map((s) => `'${s}'`).join(", ")})`);
  if (widened === definition || !widened.includes("orders_next") || !widened.includes("partlyDispatched"))
    throw new Error("the orders table is not as migration 0021 made it");
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(widened).execute(db);
    await sql`insert into orders_next select * from orders`.execute(db);
    await sql`drop table orders`.execute(db);
    await sql`alter table orders_next rename to orders`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error("rebuilding orders broke a foreign key");
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const s = db.schema;
  await widenOrderStatuses(db, t.postgres);
  await s.createIndex("orders_status_created").on("orders").columns(["status", "created_at"]).execute();

  for (const column of ["dispatched_quantity", "cancelled_quantity", "refunded_quantity"])
    await s
      .alterTable("order_lines")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
      .execute();

  await s
    .createTable("order_changes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`${sql.ref("kind")} in ('dispatch', 'cancel', 'refund')`),
    )
    // The caller's key, scoped to the order (`<order id>:<key>`): one change however often it is sent.
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    // The request as first sent: the same key with another request is refused.
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`${sql.ref("status")} in ('pending', 'done', 'failed')`),
    )
    .addColumn("failure", "text")
    .addColumn("carrier", "text")
    .addColumn("tracking_number", "text")
    // Each line's units and what they carried: [{ entryNumber, quantity, payment, giftCards }].
    .addColumn("lines", t.json, (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("finished_at", t.timestamp)
    .execute();
  await s
    .createIndex("order_changes_order")
    .on("order_changes")
    .columns(["order_id", "created_at"])
    .execute();
  // The recovery pass reads the changes left pending, oldest first.
  await s.createIndex("order_changes_status").on("order_changes").columns(["status", "created_at"]).execute();

  await s
    .createTable("order_payment_movements")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("change_id", "text", (c) => c.references("order_changes.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .check(sql`${sql.ref("kind")} in ('authorisation', 'capture', 'void', 'refund', 'giftCardCredit')`),
    )
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`${sql.ref("amount")} > 0`))
    // The provider's payment the movement is on; null for a gift-card credit.
    .addColumn("payment_id", "text")
    .addColumn("gift_card_id", t.postgres ? "bigint" : "integer", (c) => c.references("gift_cards.id"))
    // What the provider answered (its operation's id), once done.
    .addColumn("provider_reference", "text")
    // The key the provider is called with: unique, so a retried change reuses it and the provider acts once.
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`${sql.ref("status")} in ('pending', 'done', 'failed')`),
    )
    .addColumn("failure", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("settled_at", t.timestamp)
    .execute();
  await s
    .createIndex("order_payment_movements_order")
    .on("order_payment_movements")
    .column("order_id")
    .execute();
}
