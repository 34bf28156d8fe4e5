import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// The hosted card page authorises when the shopper presses Pay on it, before the store hears anything. So the
// attempt is written when the page is offered ('offered', with the page's expiry), and every authorisation the store
// asked for ends in an order or a void, even when the shopper never comes back (recovery settles it once the page
// has expired). Recovery counts its failures on an attempt and gives up, for an operator, after a bound.
const STATUSES = ["offered", "authorising", "authorised", "placed", "declined", "voided"];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as it is typed now.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const allowed = sql.join(STATUSES.map((status) => sql.lit(status)));
  if (t.postgres) {
    await sql`alter table order_attempts drop constraint if exists order_attempts_status_check`.execute(db);
    await sql`alter table order_attempts add constraint order_attempts_status_check check (status in (${allowed}))`.execute(
      db,
    );
    await db.schema.alterTable("order_attempts").addColumn("payment_expires_at", t.timestamp).execute();
    await db.schema
      .alterTable("order_attempts")
      .addColumn("recovery_failures", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("order_attempts").addColumn("given_up_at", t.timestamp).execute();
  } else {
    // SQLite cannot change a check constraint: the table is rebuilt with the new one and its rows copied.
    await db.schema
      .createTable("order_attempts_next")
      .addColumn("idempotency_key", "text", (c) => c.primaryKey())
      .addColumn("cart_id", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().check(sql`${sql.ref("status")} in (${allowed})`))
      .addColumn("payment_session_id", "text")
      .addColumn("payment_id", "text")
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("order_id", "text", (c) => c.references("orders.id"))
      .addColumn("outcome", "text")
      .addColumn("voided_at", t.timestamp)
      .addColumn("created_at", t.timestamp, (c) => c.notNull())
      .addColumn("updated_at", t.timestamp, (c) => c.notNull())
      .addColumn("payment_expires_at", t.timestamp)
      .addColumn("recovery_failures", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("given_up_at", t.timestamp)
      .execute();
    await sql`insert into order_attempts_next (idempotency_key, cart_id, status, payment_session_id, payment_id,
      amount, currency, order_id, outcome, voided_at, created_at, updated_at)
      select idempotency_key, cart_id, status, payment_session_id, payment_id, amount, currency, order_id, outcome,
      voided_at, created_at, updated_at from order_attempts`.execute(db);
    await db.schema.dropTable("order_attempts").execute();
    await sql`alter table order_attempts_next rename to order_attempts`.execute(db);
    await db.schema
      .createIndex("order_attempts_status")
      .on("order_attempts")
      .columns(["status", "updated_at"])
      .execute();
    await db.schema.createIndex("order_attempts_cart").on("order_attempts").column("cart_id").execute();
  }
}
