import { type AttemptLimits, DEFAULT_ATTEMPT_LIMITS } from "../core/accounts/attempt-limits.ts";
import type { Env } from "./env.ts";

/** The limits the edge enforces (ARCHITECTURE.md "Limits"): body sizes per route class and form rate limits. */
export interface EdgeLimits {
  /** Largest JSON body of an API call, in bytes. */
  apiBodyBytes: number;
  /** Largest form body (native forms, page actions), in bytes. */
  formBodyBytes: number;
  /** Posts one client may make to one form per window. */
  formPosts: number;
  windowSeconds: number;
  /** Sign-in and registration limits per account and per address (docs/decisions/018, 031). */
  attempts: AttemptLimits;
}

export const DEFAULT_EDGE_LIMITS: EdgeLimits = {
  apiBodyBytes: 16 * 1024,
  formBodyBytes: 64 * 1024,
  formPosts: 20,
  windowSeconds: 600,
  attempts: DEFAULT_ATTEMPT_LIMITS,
};

export function edgeLimitsFrom(env: Env): EdgeLimits {
  return {
    apiBodyBytes: env.BODY_LIMIT_API_BYTES,
    formBodyBytes: env.BODY_LIMIT_FORM_BYTES,
    formPosts: env.RATE_LIMIT_FORM_POSTS,
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    attempts: signInLimitsFrom(env),
  };
}

/** The sign-in limits of RATE_LIMIT_SIGN_IN_* (the pages'; the OAuth password grant takes its own counts). */
export function signInLimitsFrom(env: Env): AttemptLimits {
  return {
    perAccount: env.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
    perAddress: env.RATE_LIMIT_SIGN_IN_PER_ADDRESS,
    windowSeconds: env.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS,
    delayMs: env.RATE_LIMIT_SIGN_IN_DELAY_MS,
    maxDelayMs: env.RATE_LIMIT_SIGN_IN_MAX_DELAY_MS,
  };
}
