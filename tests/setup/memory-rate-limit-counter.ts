import type { RateLimitCounter } from "../../core/limits/rate-limit.ts";

/** The rate-limit counts of one process's memory, for unit tests of the rules built on the database's counter. */
export function memoryRateLimitCounter(): RateLimitCounter & { keys: Map<string, number> } {
  const keys = new Map<string, number>();
  return {
    keys,
    async hit(key) {
      const hits = (keys.get(key) ?? 0) + 1;
      keys.set(key, hits);
      return hits;
    },
    async refund(key) {
      const hits = keys.get(key) ?? 0;
      if (hits > 0) keys.set(key, hits - 1);
    },
    async count(key) {
      return keys.get(key) ?? 0;
    },
    async sweep() {},
  };
}
