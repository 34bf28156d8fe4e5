import { sql } from "kysely";
import type { RateLimitCounter } from "../../core/limits/rate-limit.ts";
import type { Db } from "../db.ts";
import { toNumber } from "../normalise.ts";

/**
 * Rate-limit counts in the database: one upsert that adds a hit and returns the new count, atomic on SQLite
 * and PostgreSQL alike, so instances sharing the database share the counts.
 */
export function createRateLimitRepository(db: Db): RateLimitCounter {
  return {
    async hit(key, expiresAtMs) {
      const row = await db
        .insertInto("rateLimitHits")
        .values({ key, hits: 1, expiresAt: expiresAtMs })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({ hits: sql<number>`rate_limit_hits.hits + 1` }),
        )
        .returning("hits")
        .executeTakeFirstOrThrow();
      return toNumber(row.hits);
    },
    async refund(key) {
      // Never below zero: a refund racing the sweep of its ended window finds no row and changes nothing.
      await db
        .updateTable("rateLimitHits")
        .set({ hits: sql<number>`rate_limit_hits.hits - 1` })
        .where("key", "=", key)
        .where("hits", ">", 0)
        .execute();
    },
    async count(key) {
      const row = await db
        .selectFrom("rateLimitHits")
        .select("hits")
        .where("key", "=", key)
        .executeTakeFirst();
      return row ? toNumber(row.hits) : 0;
    },
    async sweep(nowMs) {
      await db.deleteFrom("rateLimitHits").where("expiresAt", "<", nowMs).execute();
    },
  };
}
