import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type Transaction } from "kysely";
import { createPgPool, type DatabaseLimits, DEFAULT_DATABASE_LIMITS } from "./pg-pool.ts";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite-adapter.ts";
import { tracedDialect } from "./traced-dialect.ts";

export type Db = Kysely<Database>;
type Dialect = "sqlite" | "postgres";

const DEFAULT_SQLITE_FILE = resolve(import.meta.dirname, "storefront.db");

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** A printable name for logs: the file, or the PostgreSQL database without credentials. */
  describe: string;
  /** What it was opened with (a LISTEN connection opens its own from it). */
  url: string;
  close(): Promise<void>;
}

interface OpenOptions {
  poolSize?: number;
  /** PostgreSQL waits (default DEFAULT_DATABASE_LIMITS); SQLite has its busy timeout instead. */
  limits?: DatabaseLimits;
  /** Told of a lost PostgreSQL connection; the pool replaces it on the next query. */
  onConnectionError?: (error: Error) => void;
}

/**
 * Opens the store's database: PostgreSQL when the url is postgres://…, else a SQLite file
 * (default data/storefront.db). One query code serves both (docs/decisions/001-dialect-adapter.md).
 */
export function openDatabase(url: string | undefined, options: OpenOptions = {}): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = createPgPool(url, {
      poolSize: options.poolSize ?? 10,
      limits: options.limits ?? DEFAULT_DATABASE_LIMITS,
      onError: options.onConnectionError ?? (() => {}),
    });
    const db = new Kysely<Database>({
      dialect: tracedDialect("postgres", new PostgresDialect({ pool })),
      plugins,
    });
    const parsed = new URL(url);
    return {
      db,
      dialect: "postgres",
      describe: `postgres ${parsed.host}${parsed.pathname}`,
      url,
      close: () => db.destroy(),
    };
  }
  const file = url ? url.replace(/^sqlite:(\/\/)?/, "") : DEFAULT_SQLITE_FILE;
  if (file !== ":memory:") mkdirSync(dirname(resolve(file)), { recursive: true });
  const db = new Kysely<Database>({
    dialect: tracedDialect(
      "sqlite",
      new SqliteDialect({ database: () => Promise.resolve(openSqlite(file)) }),
    ),
    plugins,
  });
  return { db, dialect: "sqlite", describe: `sqlite ${file}`, url: file, close: () => db.destroy() };
}

/** Runs `work` in one transaction: every multi-statement change goes through here. */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
