import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

// The durable job table (docs/decisions/042-durable-jobs.md): every background job, one-off or recurring, is a row
// claimed by one instance under a lease (`locked_until`). `key` is unique: a one-off job's idempotency key, or
// `recurring:<name>` for the one row of each recurring job, so scheduling twice or starting two instances adds
// nothing. Failed one-off jobs stay with status `failed` and their last error for an operator (`npm run jobs`).
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("payload", t.json, (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("run_at", t.timestamp, (c) => c.notNull())
    .addColumn("every_ms", "integer")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull())
    .addColumn("locked_until", t.timestamp)
    .addColumn("last_error", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  // The claim's scan: scheduled jobs by when they are due.
  await db.schema.createIndex("jobs_due").on("jobs").columns(["status", "run_at"]).execute();
}
