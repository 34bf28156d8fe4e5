import { Migrator } from "kysely/migration";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { MIGRATIONS } from "../../data/migrate.ts";
import { createEmptyTestDatabase } from "./test-database.ts";

/**
 * A database of this run's dialect of its own, migrated up to (not including) `migration`: for a migration test
 * that writes rows as the schema before it had them, then runs the rest (`migrateToLatest`) and reads them back.
 */
export async function databaseBefore(
  migration: string,
): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const empty = await createEmptyTestDatabase(inject("dialect"));
  const database = openDatabase(empty.url);
  const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < migration));
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => before },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return {
    database,
    async drop() {
      await database.close();
      await empty.drop();
    },
  };
}
