import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../../data/db.ts";
import { migrateToLatest } from "../../data/migrate.ts";
import { seed } from "../../data/seed/seed.ts";
import { DEFAULT_TEST_DATABASE_URL } from "./ensure-postgres.ts";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database of the given dialect, migrated and seeded, owned by one test run and
 * dropped afterwards: a temporary SQLite file, or a new PostgreSQL database.
 */
export async function createTestDatabase(
  dialect: "sqlite" | "postgres",
  options: { products?: number } = {},
): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase(dialect);
  const handle = openDatabase(database.url);
  try {
    await migrateToLatest(handle.db);
    // A test database: the suites pay with the trial gift cards and codes the README lists.
    await seed(handle.db, { trial: true, products: options.products });
  } finally {
    await handle.close();
  }
  return database;
}

/** A fresh database with nothing in it, not even the migrations (a migration's own test runs them). */
export async function createEmptyTestDatabase(dialect: "sqlite" | "postgres"): Promise<TestDatabase> {
  const name = `storefront_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  if (dialect === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    return {
      url: target.toString(),
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      },
    };
  }
  const file = join(tmpdir(), `${name}.db`);
  return {
    url: file,
    drop: async () => {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}
