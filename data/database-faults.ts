// Which database errors mean "the database cannot be reached or is overloaded" rather than "this query is
// wrong": the first are answered 503 with the generic message and the connection is not reused.

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);
/** pg's own wording for a lost, silent or unobtainable connection. */
const PG_CLIENT_FAULT =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|not queryable/i;
/** SQLSTATE: connection exceptions, admin/crash shutdown, cannot connect now, too many connections. */
const PG_SERVER_FAULT = /^(08...|57P0[1-3]|53300)$/;
/** SQLSTATE 57014: the statement ran past statement_timeout (the server is busy, not the query wrong). */
const STATEMENT_TIMEOUT = "57014";
/** SQLite: the database stayed locked past busy_timeout. */
const SQLITE_BUSY = 5;

function fields(error: unknown): { code?: unknown; errcode?: unknown; message: string } {
  if (typeof error !== "object" || error === null) return { message: String(error) };
  const e = error as { code?: unknown; errcode?: unknown; message?: unknown };
  return { code: e.code, errcode: e.errcode, message: String(e.message ?? "") };
}

/** The connection itself failed: it must not be reused. */
export function isConnectionFault(error: unknown): boolean {
  const { code, message } = fields(error);
  if (typeof code === "string" && (NETWORK_CODES.has(code) || PG_SERVER_FAULT.test(code))) return true;
  return PG_CLIENT_FAULT.test(message);
}

/** The database is unreachable, restarting or too slow: answer 503, try again shortly. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, errcode } = fields(error);
  return isConnectionFault(error) || code === STATEMENT_TIMEOUT || errcode === SQLITE_BUSY;
}
