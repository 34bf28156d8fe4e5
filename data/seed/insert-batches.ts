import type { Insertable } from "kysely";
import type { Db } from "../db.ts";
import type { Database } from "../schema.ts";

// PostgreSQL caps a statement at 65,535 parameters and SQLite at 32,766; stay well under both.
const MAX_PARAMETERS = 30_000;

/** Inserts rows in multi-row statements sized to the parameter limits of both dialects. */
export async function insertBatches<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot narrow the insert type of a table chosen by a generic key; the signature checks the rows.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
  }
}
