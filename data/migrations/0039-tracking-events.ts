import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

// The first-party collector's append-only log (POST /api/collect, docs/decisions/047-tracking-and-consent.md):
// one row per event, written a batch at a time in one statement. Rows are never updated; `received_at` orders them
// and bounds a clean-up by age.
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was at this point.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("tracking_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("batch_id", "text", (c) => c.notNull())
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("version", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("occurred_at", t.timestamp, (c) => c.notNull())
    .addColumn("received_at", t.timestamp, (c) => c.notNull())
    .addColumn("data", t.json, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("tracking_events_received_at")
    .on("tracking_events")
    .column("received_at")
    .execute();
  await db.schema
    .createIndex("tracking_events_session")
    .on("tracking_events")
    .columns(["session_id", "received_at"])
    .execute();
}
