import type { Kysely } from "kysely";

// The sign-in page's one-time notice ("2 items from your earlier visit were added to your bag"), shown by the page
// the customer lands on after signing in, as JSON text in a column of its own (migration 0009's pattern).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("account_notice", "text").execute();
}
