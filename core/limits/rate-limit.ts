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
  /** Takes back one hit of the key: an attempt counted before it was checked that turned out not to count. */
  refund(key: string): Promise<void>;
  /** The key's count so far, without adding to it (0 when it has none). */
  count(key: string): Promise<number>;
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
  const { allowed, retryAfterSeconds } = await reserveRateLimit(counter, rule, client, nowMs);
  return { allowed, retryAfterSeconds };
}

/** A hit counted before the attempt is checked, to be taken back if the attempt turns out not to count. */
export interface RateLimitReservation extends RateLimitVerdict {
  /** The count in the window with this hit: the first hit is 1. */
  hits: number;
  refund(): Promise<void>;
}

/**
 * Counts the client's hit like consumeRateLimit, and keeps the window's key so the hit can be taken back. Counting
 * first and refunding after is what lets only failures use an allowance (a wrong gift card code, a wrong password)
 * while 50 racing attempts still see exactly the limit through: each one's count is taken before it is checked.
 */
export async function reserveRateLimit(
  counter: RateLimitCounter,
  rule: RateLimitRule,
  client: string,
  nowMs: number,
): Promise<RateLimitReservation> {
  const window = windowOf(rule, nowMs);
  const key = `${rule.bucket}|${client}|${window.index}`;
  const hits = await counter.hit(key, window.endsAtMs);
  return {
    hits,
    allowed: hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((window.endsAtMs - nowMs) / 1000)),
    refund: () => counter.refund(key),
  };
}

/**
 * Whether one more hit would be within the limit, without counting one: for an attempt that is answered only if
 * the client's allowance is not spent, but does not itself use it up.
 */
export async function peekRateLimit(
  counter: RateLimitCounter,
  rule: RateLimitRule,
  client: string,
  nowMs: number,
): Promise<RateLimitVerdict> {
  const window = windowOf(rule, nowMs);
  const hits = await counter.count(`${rule.bucket}|${client}|${window.index}`);
  return {
    allowed: hits < rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((window.endsAtMs - nowMs) / 1000)),
  };
}
