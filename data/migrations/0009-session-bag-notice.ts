import type { Kysely } from "kysely";

// The bag form's one-time notice after a native post (docs/forms-and-mutations.md), as JSON text in a column
// of its own, like every other session value (migration 0007).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("bag_notice", "text").execute();
}
