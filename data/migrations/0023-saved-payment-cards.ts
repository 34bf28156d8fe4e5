import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

// A customer's saved cards (spec 001 §3 savedCards): the acquirer's token, the masked number, brand and
// expiry, never the number. One row per customer and token: saving the same card again changes nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("saved_payment_cards")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("token", "text", (c) => c.notNull())
    .addColumn("masked_number", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("expiry_month", "integer", (c) => c.notNull())
    .addColumn("expiry_year", "integer", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addUniqueConstraint("saved_payment_cards_customer_token", ["customer_id", "token"])
    .execute();
}
