import { type Attributes, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import {
  ATTR_DB_COLLECTION_NAME,
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from "@opentelemetry/semantic-conventions";
import {
  AliasNode,
  type CompiledQuery,
  type DatabaseConnection,
  DeleteQueryNode,
  type Dialect,
  type Driver,
  InsertQueryNode,
  type OperationNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
} from "kysely";

// Database spans (docs/decisions/033-observability.md): one client span per statement, named by its kind and main
// table (`SELECT products`, `UPDATE outbox`, `COMMIT`). Never the SQL text or its parameters, which can hold an
// e-mail address or a token. A statement gets a span only inside a recorded span (a sampled request or job), so
// the mail worker's polling makes no traces of its own and an unsampled request pays one check per statement.

/** Incubating in the semantic conventions, so spelt here. */
const DB_SYSTEM_NAME_VALUE_SQLITE = "sqlite";
const SCOPE = "storefront/database";
const OPERATIONS = new Set([
  "SELECT",
  "INSERT",
  "UPDATE",
  "DELETE",
  "MERGE",
  "WITH",
  "BEGIN",
  "START",
  "COMMIT",
  "ROLLBACK",
  "SAVEPOINT",
  "RELEASE",
  "CREATE",
  "ALTER",
  "DROP",
  "PRAGMA",
  "LISTEN",
  "NOTIFY",
  "SET",
  "SHOW",
  "VACUUM",
  "ANALYZE",
  "TRUNCATE",
  "EXPLAIN",
]);

type TracedSystem = "sqlite" | "postgres";

function tableName(node: OperationNode | undefined): string | undefined {
  const table = node && AliasNode.is(node) ? node.node : node;
  return table && TableNode.is(table) ? table.table.identifier.name : undefined;
}

/** The statement's kind and main table, from Kysely's query tree (or the first keyword of raw SQL). */
function describeStatement(query: CompiledQuery): { operation: string; table?: string } {
  const node = query.query;
  if (SelectQueryNode.is(node)) return { operation: "SELECT", table: tableName(node.from?.froms[0]) };
  if (InsertQueryNode.is(node)) return { operation: "INSERT", table: tableName(node.into) };
  if (UpdateQueryNode.is(node)) return { operation: "UPDATE", table: tableName(node.table) };
  if (DeleteQueryNode.is(node)) return { operation: "DELETE", table: tableName(node.from.froms[0]) };
  const keyword = /^\s*([A-Za-z]+)/.exec(query.sql)?.[1]?.toUpperCase() ?? "";
  return { operation: OPERATIONS.has(keyword) ? keyword : "OTHER" };
}

function startStatementSpan(
  system: TracedSystem,
  statement: { operation: string; table?: string },
): Span | null {
  if (!trace.getActiveSpan()?.isRecording()) return null;
  const attributes: Attributes = {
    [ATTR_DB_SYSTEM_NAME]:
      system === "postgres" ? DB_SYSTEM_NAME_VALUE_POSTGRESQL : DB_SYSTEM_NAME_VALUE_SQLITE,
    [ATTR_DB_OPERATION_NAME]: statement.operation,
  };
  if (statement.table) attributes[ATTR_DB_COLLECTION_NAME] = statement.table;
  const name = statement.table ? `${statement.operation} ${statement.table}` : statement.operation;
  return trace.getTracer(SCOPE).startSpan(name, { kind: SpanKind.CLIENT, attributes });
}

/** The driver's error code (PostgreSQL's SQLSTATE, SQLite's errcode), else the error's class: never its message. */
function errorType(error: unknown): string {
  // node:sqlite's errcode (2067: unique) is more telling than its generic code; pg's code is the SQLSTATE.
  const { errcode, code } = (error ?? {}) as { errcode?: unknown; code?: unknown };
  const found = errcode ?? code;
  if (typeof found === "string" || typeof found === "number") return String(found);
  return error instanceof Error ? error.name : "error";
}

async function traced<T>(
  system: TracedSystem,
  statement: { operation: string; table?: string },
  run: () => Promise<T>,
): Promise<T> {
  const span = startStatementSpan(system, statement);
  if (!span) return run();
  try {
    return await run();
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.setAttribute(ATTR_ERROR_TYPE, errorType(error));
    throw error;
  } finally {
    span.end();
  }
}

function tracedConnection(system: TracedSystem, inner: DatabaseConnection): DatabaseConnection {
  const connection: DatabaseConnection = {
    executeQuery: (query, options) =>
      traced(system, describeStatement(query), () => inner.executeQuery(query, options)),
    streamQuery: (query, chunkSize, options) => inner.streamQuery(query, chunkSize, options),
  };
  if (inner.cancelQuery) connection.cancelQuery = (provider) => inner.cancelQuery!(provider);
  if (inner.killSession) connection.killSession = (provider) => inner.killSession!(provider);
  if (inner.collectSessionInfo) connection.collectSessionInfo = () => inner.collectSessionInfo!();
  return connection;
}

/** The driver with each connection's statements traced; the inner driver always gets its own connections back. */
function tracedDriver(system: TracedSystem, inner: Driver): Driver {
  const wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const inners = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const unwrap = (connection: DatabaseConnection) => inners.get(connection) ?? connection;
  const driver: Driver = {
    init: (options) => inner.init(options),
    async acquireConnection(options) {
      const connection = await inner.acquireConnection(options);
      let wrapper = wrappers.get(connection);
      if (!wrapper) {
        wrapper = tracedConnection(system, connection);
        wrappers.set(connection, wrapper);
        inners.set(wrapper, connection);
      }
      return wrapper;
    },
    beginTransaction: (connection, settings) =>
      traced(system, { operation: "BEGIN" }, () => inner.beginTransaction(unwrap(connection), settings)),
    commitTransaction: (connection) =>
      traced(system, { operation: "COMMIT" }, () => inner.commitTransaction(unwrap(connection))),
    rollbackTransaction: (connection) =>
      traced(system, { operation: "ROLLBACK" }, () => inner.rollbackTransaction(unwrap(connection))),
    releaseConnection: (connection, options) => inner.releaseConnection(unwrap(connection), options),
    destroy: (options) => inner.destroy(options),
  };
  if (inner.savepoint)
    driver.savepoint = (connection, name, compile) => inner.savepoint!(unwrap(connection), name, compile);
  if (inner.rollbackToSavepoint)
    driver.rollbackToSavepoint = (connection, name, compile) =>
      inner.rollbackToSavepoint!(unwrap(connection), name, compile);
  if (inner.releaseSavepoint)
    driver.releaseSavepoint = (connection, name, compile) =>
      inner.releaseSavepoint!(unwrap(connection), name, compile);
  return driver;
}

/** A Kysely dialect whose statements are database spans; everything else is the inner dialect's. */
export function tracedDialect(system: TracedSystem, inner: Dialect): Dialect {
  return {
    createDriver: () => tracedDriver(system, inner.createDriver()),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
  };
}
