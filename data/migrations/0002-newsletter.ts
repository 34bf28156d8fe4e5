import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

// Newsletter sign-ups from join-request (spec 000 §4–§5). One row per address: the primary key on the
// lower-cased e-mail is what makes a repeat sign-up a no-op on both dialects (insert … on conflict do nothing).
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was at this point.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("newsletter_subscriptions")
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
}
