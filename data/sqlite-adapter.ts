import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Adapts built-in `node:sqlite` to the better-sqlite3 shape Kysely's SqliteDialect expects.
 * Chosen over a native addon, which would compile against the machine's Node 20 headers
 * (docs/decisions/001-dialect-adapter.md).
 */
export function openSqlite(filename: string): SqliteDatabase {
  const db = new DatabaseSync(filename);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA synchronous = NORMAL");
  return {
    close: () => db.close(),
    prepare(sqlText: string): SqliteStatement {
      const statement = db.prepare(sqlText);
      return {
        // A statement that yields columns is a reader (select, or insert … returning).
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        iterate: (parameters) => statement.iterate(...bind(parameters)) as IterableIterator<unknown>,
      };
    },
  };
}

// node:sqlite throws on undefined, booleans and Date; store them as SQLite would by convention.
function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (value === undefined) return null;
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    return value as SQLInputValue;
  });
}
