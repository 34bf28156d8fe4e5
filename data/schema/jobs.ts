import type { ColumnType } from "kysely";
import type { Json, Timestamp } from "./column-types.ts";

// Kysely table type of migration 0033 (the durable job table); merged into Database in data/schema.ts.
interface JobTable {
  id: string;
  name: string;
  /** once | recurring */
  kind: string;
  /** A one-off job's idempotency key, or `recurring:<name>`. */
  key: string;
  payload: Json;
  /** scheduled | done | failed */
  status: string;
  runAt: Timestamp;
  everyMs: number | null;
  attempts: ColumnType<number, number | undefined, number>;
  maxAttempts: number;
  lockedUntil: Timestamp | null;
  lastError: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface JobTables {
  jobs: JobTable;
}
