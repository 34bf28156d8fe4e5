import type { Context, MiddlewareHandler } from "hono";
import { consumeRateLimit, type RateLimitCounter, type RateLimitRule } from "../../core/limits/rate-limit.ts";
import type { AppEnv } from "../app-env.ts";
import { clientAddress } from "./client-address.ts";
import { errorAnswer } from "./errors.ts";
import { privateAnswer } from "./private-answer.ts";

const RATE_LIMITED_MESSAGE = "You have sent this too many times. Please wait a few minutes and try again.";

interface RateLimitOptions {
  counter: RateLimitCounter;
  /** The rule for this request, or null when it is not counted. */
  ruleFor: (c: Context<AppEnv>) => RateLimitRule | null;
  trustProxy: boolean;
  now?: () => number;
}

/**
 * Counts a client's requests per rule in the database and answers 429 with Retry-After past the limit
 * (ARCHITECTURE.md "Limits"). Reusable by any route group: forms and notify-me now; sign-in and password reset
 * take it with their own rule when they arrive (docs/decisions/013-rate-limits.md).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const now = options.now ?? Date.now;
  let lastSweepMs = 0;
  return async (c, next) => {
    const rule = options.ruleFor(c);
    if (!rule) return next();
    const nowMs = now();
    const verdict = await consumeRateLimit(
      options.counter,
      rule,
      clientAddress(c, options.trustProxy),
      nowMs,
    );
    // Ended windows are forgotten at most once a window per instance, off the request's path.
    if (nowMs - lastSweepMs > rule.windowSeconds * 1000) {
      lastSweepMs = nowMs;
      options.counter.sweep(nowMs).catch((error: unknown) => {
        c.get("logger")?.warn({ err: error }, "rate limit sweep failed");
      });
    }
    if (verdict.allowed) return next();
    c.get("telemetry")?.rateLimitRefused(rule.bucket);
    c.header("Retry-After", String(verdict.retryAfterSeconds));
    privateAnswer(c);
    return errorAnswer(c, 429, "RateLimitError", RATE_LIMITED_MESSAGE);
  };
}
