import type { Kysely } from "kysely";

// Rate-limit counters (docs/decisions/013-rate-limits.md): one row per client, bucket and window, so every
// instance counts against the same rows. `expires_at` is epoch milliseconds; ended windows are swept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_expires").on("rate_limit_hits").column("expires_at").execute();
}
