import { Migrator } from "kysely/migration";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { MIGRATIONS } from "../../data/migrate.ts";
import { createEmptyTestDatabase } from "./test-database.ts";

/**
 * An empty database of the dialect taken up to, not including, the migration named `before` (e.g. "0045"): for a
 * migration's test to write rows as they were before it, then run migrateToLatest and read them back.
 */
export async function databaseBeforeMigration(
  dialect: "sqlite" | "postgres",
  before: string,
): Promise<{ database: DatabaseHandle; close(): Promise<void> }> {
  const empty = await createEmptyTestDatabase(dialect);
  const database = openDatabase(empty.url);
  const earlier = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < before));
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => earlier },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return {
    database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}
