// Kysely table types added by migration 0006; merged into Database in data/schema.ts.
interface RateLimitHitTable {
  key: string;
  hits: number;
  /** Epoch milliseconds; PostgreSQL's bigint comes back as a string, so it is only ever compared in SQL. */
  expiresAt: number | string;
}

export interface RateLimitTables {
  rateLimitHits: RateLimitHitTable;
}
