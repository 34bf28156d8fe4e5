import type { PostgresPool, PostgresPoolClient } from "kysely";
import pg from "pg";
import { isConnectionFault } from "./database-faults.ts";

/** How long the store waits on PostgreSQL before giving up (docs/operations.md "Limits"). */
export interface DatabaseLimits {
  /** Waiting for a pooled connection, or for a new one to open (pg `connectionTimeoutMillis`). */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer (PostgreSQL `statement_timeout`). */
  statementTimeoutMs: number;
  /** The client stops waiting for an answer (pg `query_timeout`): catches a network that went silent. */
  queryTimeoutMs: number;
  /** The server ends a transaction left idle this long (`idle_in_transaction_session_timeout`). */
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  connectTimeoutMs: 3000,
  statementTimeoutMs: 5000,
  // Longer than the statement timeout: when it fires, the server did not answer at all.
  queryTimeoutMs: 6000,
  idleInTransactionTimeoutMs: 10_000,
};

/**
 * A pg pool that survives losing PostgreSQL: every connection has an `error` listener,
 * idle or busy, so a restart, failover or `pg_terminate_backend` is logged instead of ending the process;
 * every wait is bounded by `limits`; TCP keepalive notices a dead peer; and a connection whose query got
 * no answer in time is destroyed rather than returned to the pool, where every later query on it would
 * wait behind the lost one.
 */
export function createPgPool(
  url: string,
  options: { poolSize: number; limits: DatabaseLimits; onError: (error: Error) => void },
): PostgresPool {
  const { limits } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.queryTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // Idle connections: pg-pool re-emits their errors here and drops them.
  pool.on("error", options.onError);
  // Busy connections: without a listener, the error a lost connection emits ends the process.
  pool.on("connect", (client) => client.on("error", options.onError));

  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let faulty = false;
    const query = (text: string, parameters: ReadonlyArray<unknown>) => {
      // A connection that already failed fails the rest of its work at once (a transaction's rollback too)
      // instead of waiting out another timeout.
      if (faulty) return Promise.reject(new Error("Connection terminated: an earlier query got no answer"));
      return client.query(text, parameters as unknown[]).catch((error: unknown) => {
        if (isConnectionFault(error)) faulty = true;
        throw error;
      });
    };
    return {
      get processID() {
        return (client as { processID?: number }).processID;
      },
      // Only the (sql, parameters) form: the dialect is given no cursor, so Kysely never passes one.
      query: query as unknown as PostgresPoolClient["query"],
      release: (destroy?: boolean) => client.release(Boolean(destroy) || faulty),
    };
  };

  return {
    options: pool.options,
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
