// The pure rules of the job runner (docs/decisions/042-durable-jobs.md): when a failed job is tried again, when
// a recurring job runs next, and when a job is given up.

/**
 * How long a finished one-off job is kept: its key stays used that long, so scheduling it again is a no-op; then
 * the hourly sweep deletes it. Failed jobs stay for an operator however old.
 */
export const DONE_JOBS_KEPT_MS = 30 * 86_400_000;

/** Attempts a one-off job gets before it lands in the dead-letter list, unless scheduled with its own. */
export const DEFAULT_MAX_ATTEMPTS = 8;

export interface Backoff {
  /** Delay after the first failure; each further failure doubles it. */
  baseMs: number;
  capMs: number;
}

/** 30 s, 1 min, 2 min… capped at one hour, as the outbox retries a send. */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, capMs: 60 * 60_000 };

/** Delay before the next attempt after `attempts` failed ones: exponential from `baseMs`, never over `capMs`. */
export function retryDelayMs(attempts: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Whether a job that failed on attempt `attempts` of `maxAttempts` is given up rather than tried again. */
export function givesUp(attempts: number, maxAttempts: number): boolean {
  return attempts >= maxAttempts;
}

/**
 * The next tick of a job due every `everyMs` from `dueAt`, strictly after `now`: ticks missed while no instance
 * ran (a deploy, a long stop) collapse into one run rather than a burst of catch-up runs.
 */
export function nextRunAt(dueAt: Date, everyMs: number, now: Date): Date {
  if (everyMs <= 0) throw new RangeError("everyMs must be positive");
  const behind = now.getTime() - dueAt.getTime();
  if (behind < 0) return new Date(dueAt.getTime() + everyMs);
  return new Date(dueAt.getTime() + everyMs * (Math.floor(behind / everyMs) + 1));
}
