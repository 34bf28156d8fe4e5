import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// Each session value gets its own column so that one request's write can never overwrite another's: a
// request sets only the columns it changed, in one statement (docs/operations.md "Sessions").
// The JSON payload they came from is copied over and dropped.
const KEYS = [
  ["country", "country"],
  ["currency", "currency"],
  ["cart_guid", "cartGuid"],
  ["saved_items_guid", "savedItemsGuid"],
  ["customer_id", "customerId"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const [column] of KEYS) {
    await db.schema.alterTable("sessions").addColumn(column, "text").execute();
  }
  for (const [column, key] of KEYS) {
    const value = t.postgres
      ? sql`data ->> ${sql.lit(key)}`
      : sql`json_extract(data, ${sql.lit(`$.${key}`)})`;
    await sql`update sessions set ${sql.ref(column)} = ${value}`.execute(db);
  }
  await db.schema.alterTable("sessions").dropColumn("data").execute();
}
