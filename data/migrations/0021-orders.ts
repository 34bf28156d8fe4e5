import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// Placing the order (docs/decisions/024-place-order-workflow.md). An attempt row is written
// before anything else: its unique key makes a double click, a retry or a racing callback one attempt, and its
// status is what recovery reads after a crash. An order keeps what was sold as it was sold (lines, totals,
// delivery, billing, payments), never a card number; its guest token is kept only as a digest.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const s = db.schema;
  const idType = t.postgres ? "bigint" : "integer";

  await s
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_number", "text", (c) => c.notNull().unique())
    .addColumn("guest_token_hash", "text", (c) => c.notNull())
    .addColumn("customer_id", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("delivery", t.json, (c) => c.notNull())
    .addColumn("billing", t.json, (c) => c.notNull())
    .addColumn("subtotal", "integer", (c) => c.notNull())
    .addColumn("discounts", "integer", (c) => c.notNull())
    .addColumn("charges", "integer", (c) => c.notNull())
    .addColumn("delivery_charge", "integer", (c) => c.notNull())
    .addColumn("split_delivery", "integer", (c) => c.notNull())
    .addColumn("tax", "integer", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("payments", t.json, (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`${sql.ref("status")} in ('placed')`))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();

  await s
    .createTable("order_lines")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("entry_number", "integer", (c) => c.notNull())
    .addColumn("variant_code", "text", (c) => c.notNull())
    .addColumn("product_code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`${sql.ref("quantity")} > 0`))
    .addColumn("unit_price", "integer", (c) => c.notNull())
    .addColumn("line_total", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_lines_pk", ["order_id", "entry_number"])
    .execute();

  await s
    .createTable("order_attempts")
    .addColumn("idempotency_key", "text", (c) => c.primaryKey())
    // No foreign key: the cart is deleted once its order is placed, the attempt stays as the record.
    .addColumn("cart_id", idType, (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .check(sql`${sql.ref("status")} in ('authorising', 'authorised', 'placed', 'declined', 'voided')`),
    )
    // The acquirer's session the shopper paid in: recovery asks it again with the same key after a crash.
    .addColumn("payment_session_id", "text")
    .addColumn("payment_id", "text")
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.references("orders.id"))
    .addColumn("outcome", "text")
    // Set once the acquirer confirmed the void; a voided attempt with a payment and no voided_at is retried.
    .addColumn("voided_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await s
    .createIndex("order_attempts_status")
    .on("order_attempts")
    .columns(["status", "updated_at"])
    .execute();
  await s.createIndex("order_attempts_cart").on("order_attempts").column("cart_id").execute();
}
