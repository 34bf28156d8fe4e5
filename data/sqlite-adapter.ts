import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
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
  const prepared = preparedStatements(db);
  return {
    close: () => db.close(),
    prepare(sqlText: string): SqliteStatement {
      const { statement, reader } = prepared(sqlText);
      return {
        reader,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        // An iteration may be left open while the connection runs something else: its own statement.
        iterate: (parameters) =>
          db.prepare(sqlText).iterate(...bind(parameters)) as IterableIterator<unknown>,
      };
    },
  };
}

/** How many compiled statements one connection keeps; lists bound inline make the rest vary by length. */
const PREPARED_STATEMENTS_KEPT = 500;

/**
 * Kysely asks for a statement for every query it runs, and compiling one cost about a tenth of a page's
 * render (issue 28): the same query text gets the statement compiled the first time, the least recently
 * used one dropped past the limit. `all` and `run` reset the statement when they finish.
 */
function preparedStatements(db: DatabaseSync) {
  const kept = new Map<string, { statement: StatementSync; reader: boolean }>();
  return (sqlText: string) => {
    let entry = kept.get(sqlText);
    if (entry) kept.delete(sqlText);
    else {
      const statement = db.prepare(sqlText);
      // A statement that yields columns is a reader (select, or insert … returning).
      entry = { statement, reader: statement.columns().length > 0 };
      if (kept.size >= PREPARED_STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
    }
    kept.set(sqlText, entry);
    return entry;
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
