import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// What each store offers (returns, gift wrapping, personal shopping…), shown by the store finder and a store's
// page: a JSON list of the names in core/stores/store-services.ts. Stores that exist already offer none until
// they are told otherwise, rather than being credited with services they may not run.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable("stores")
    .addColumn("services", t.json, (c) => c.notNull().defaultTo(t.postgres ? sql`'[]'::jsonb` : sql`'[]'`))
    .execute();
}
