// Rate limits (ARCHITECTURE.md "Limits", docs/decisions/013-rate-limits.md): a fixed window of `windowSeconds`
// in which one client may act `limit` times per bucket. The counts live behind this port, in the database, so
// every instance of the shop sees the same ones.

export interface RateLimitRule {
  /** What is counted: a form, sign-in, password reset… one count per client and bucket. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends and the client may act again. */
  retryAfterSeconds: number;
}

/** Counts one hit and answers the count so far in the current window, atomically across instances. */
export interface RateLimitCounter {
  hit(key: string, expiresAtMs: number): Promise<number>;
  /** Forgets windows that ended before `nowMs`. */
  sweep(nowMs: number): Promise<void>;
}

/** The window a moment falls in: windows start at multiples of their length since the epoch. */
export function windowOf(rule: RateLimitRule, nowMs: number): { index: number; endsAtMs: number } {
  const lengthMs = rule.windowSeconds * 1000;
  const index = Math.floor(nowMs / lengthMs);
  return { index, endsAtMs: (index + 1) * lengthMs };
}

/** Counts the client's hit against the rule; allowed while the count is within the limit. */
export async function consumeRateLimit(
  counter: RateLimitCounter,
  rule: RateLimitRule,
  client: string,
  nowMs: number,
): Promise<RateLimitVerdict> {
  const window = windowOf(rule, nowMs);
  const hits = await counter.hit(`${rule.bucket}|${client}|${window.index}`, window.endsAtMs);
  return {
    allowed: hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((window.endsAtMs - nowMs) / 1000)),
  };
}
