import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The column types that differ by dialect. Migrations branch here, never in repositories
 * (ARCHITECTURE.md "Data").
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as it is typed now.
export function columnTypes(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    bool: postgres ? sql`boolean` : sql`integer`,
    json: postgres ? sql`jsonb` : sql`text`,
    timestamp: postgres ? sql`timestamptz` : sql`text`,
    real: postgres ? sql`double precision` : sql`real`,
  };
}
