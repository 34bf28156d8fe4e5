import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { Db } from "./db.ts";
import * as catalogue from "./migrations/0001-catalogue.ts";

// Listed in code rather than read from disk, so the same list runs from source and from tests.
const migrations: Record<string, Migration> = {
  "0001-catalogue": catalogue,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ""} failed: ${String((error as Error)?.message ?? error)}`,
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}
