import { createHash } from "node:crypto";
import { consumeRateLimit, type RateLimitCounter, type RateLimitVerdict } from "../limits/rate-limit.ts";
import { emailKey } from "./customer-ports.ts";

// Sign-in and registration are limited per account (the e-mail) and per client address, with counts in the
// database (docs/decisions/013-rate-limits.md, 018-passwords-and-sessions.md). Every attempt counts, before the
// password is checked, so 50 guesses at once let exactly the limit through.

export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

export type AttemptKind = "signIn" | "register";

export interface AttemptLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = { perAccount: 5, perAddress: 20, windowSeconds: 900 };

/** A stable, non-reversible name for an e-mail in logs and counter keys (never the address itself). */
export function emailDigest(email: string): string {
  return createHash("sha256")
    .update(`twc-email:${emailKey(email)}`)
    .digest("hex")
    .slice(0, 16);
}

/** Counts the attempt against the account and the address; allowed only while both are within their limit. */
export async function consumeAttempt(
  counter: RateLimitCounter,
  limits: AttemptLimits,
  attempt: { kind: AttemptKind; email: string; client: string },
  nowMs: number,
): Promise<RateLimitVerdict> {
  const [account, address] = await Promise.all([
    consumeRateLimit(
      counter,
      { bucket: `${attempt.kind}-account`, limit: limits.perAccount, windowSeconds: limits.windowSeconds },
      emailDigest(attempt.email),
      nowMs,
    ),
    consumeRateLimit(
      counter,
      { bucket: `${attempt.kind}-address`, limit: limits.perAddress, windowSeconds: limits.windowSeconds },
      attempt.client,
      nowMs,
    ),
  ]);
  return {
    allowed: account.allowed && address.allowed,
    retryAfterSeconds: Math.max(account.retryAfterSeconds, address.retryAfterSeconds),
  };
}
