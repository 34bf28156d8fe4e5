import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

// Checkout state per cart (spec 001 §3 "Checkout state"): one document, replaced whole by each section's
// save, removed with its cart. What the shopper typed survives a reload, a second tab and a sign-in.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("checkouts")
    .addColumn("cart_id", t.postgres ? "bigint" : "integer", (c) =>
      c.primaryKey().references("carts.id").onDelete("cascade"),
    )
    .addColumn("state", t.json, (c) => c.notNull())
    .addColumn("modified_at", t.timestamp, (c) => c.notNull())
    .execute();
}
