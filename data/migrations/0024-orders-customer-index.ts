import type { Kysely } from "kysely";

// A customer's order history (my account, the order call) reads orders by customer, newest first: an index on
// both keeps that a lookup, not a scan of every order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("orders_customer_created")
    .on("orders")
    .columns(["customer_id", "created_at"])
    .execute();
}
