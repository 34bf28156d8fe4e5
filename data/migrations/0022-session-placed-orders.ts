import type { Kysely } from "kysely";

// The orders this session placed, with each guest order's token: the confirmation page
// and the guest's order fetch read them. JSON text in a column of its own, like every other session value.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("placed_orders", "text").execute();
}
