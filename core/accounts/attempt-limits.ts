import { createHash } from "node:crypto";
import {
  consumeRateLimit,
  type RateLimitCounter,
  type RateLimitReservation,
  type RateLimitVerdict,
  reserveRateLimit,
} from "../limits/rate-limit.ts";
import { emailKey } from "./customer-ports.ts";

// Sign-in and registration limits, with counts in the database (docs/decisions/013-rate-limits.md,
// 018-passwords-and-sessions.md, 031-limits-per-shopper.md).
//
// Sign-in counts wrong passwords, never a stranger's way to lock a customer out: past its allowance an account's
// passwords are checked after a wait that doubles up to a ceiling, and the right one still signs in. What is refused
// is a client address: once it has sent the account's allowance of wrong passwords for that account, and after more
// across accounts (the backstop against trying one password on many accounts). Every attempt is counted before the password is checked and given
// back when it was right, so 50 guesses at once from one address let exactly the allowance through.

export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

export interface AttemptLimits {
  /**
   * Wrong passwords for one account: past it from one client address, that address is refused for the account;
   * past it from everywhere together, each further check on the account waits.
   */
  perAccount: number;
  /** Wrong passwords from one client address across accounts (and registrations from it) before it is refused. */
  perAddress: number;
  windowSeconds: number;
  /** The first wait past the account's allowance; each further wrong password doubles it, up to maxDelayMs. */
  delayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  perAccount: 5,
  perAddress: 20,
  windowSeconds: 900,
  delayMs: 1000,
  maxDelayMs: 8000,
};

/** A stable, non-reversible name for an e-mail in logs and counter keys (never the address itself). */
export function emailDigest(email: string): string {
  return createHash("sha256")
    .update(`twc-email:${emailKey(email)}`)
    .digest("hex")
    .slice(0, 16);
}

/** Counts a registration against the e-mail and the address; allowed only while both are within their limit. */
export async function consumeRegistrationAttempt(
  counter: RateLimitCounter,
  limits: AttemptLimits,
  attempt: { email: string; client: string },
  nowMs: number,
): Promise<RateLimitVerdict> {
  const [account, address] = await Promise.all([
    consumeRateLimit(
      counter,
      { bucket: "register-account", limit: limits.perAccount, windowSeconds: limits.windowSeconds },
      emailDigest(attempt.email),
      nowMs,
    ),
    consumeRateLimit(
      counter,
      { bucket: "register-address", limit: limits.perAddress, windowSeconds: limits.windowSeconds },
      attempt.client,
      nowMs,
    ),
  ]);
  return {
    allowed: account.allowed && address.allowed,
    retryAfterSeconds: Math.max(account.retryAfterSeconds, address.retryAfterSeconds),
  };
}

/**
 * The wait before checking a password, given the account's wrong passwords in the window counting this attempt:
 * none within the allowance, then `delayMs`, doubling with each one more, never past `maxDelayMs`.
 */
export function signInDelayMs(accountCount: number, limits: AttemptLimits): number {
  const over = accountCount - limits.perAccount;
  if (over <= 0) return 0;
  return Math.min(limits.delayMs * 2 ** Math.min(over - 1, 30), limits.maxDelayMs);
}

export type GuardedSignIn<T> =
  | { limited: true; retryAfterSeconds: number }
  | { limited: false; result: T; waitedMs: number };

interface SignInGuardDeps {
  counter: RateLimitCounter;
  limits: AttemptLimits;
  now(): number;
  wait(ms: number): Promise<void>;
}

async function refundAll(reservations: RateLimitReservation[]): Promise<void> {
  await Promise.all(reservations.map((reservation) => reservation.refund()));
}

/**
 * Checks a password (`check`) within the limits: refused without a check when this address is past its allowance
 * for the account or across accounts; otherwise checked, after the account's wait. `buckets` names the counts
 * (the sign-in pages share theirs; the OAuth password grant keeps its own).
 */
export async function guardSignIn<T extends { ok: boolean }>(
  deps: SignInGuardDeps,
  attempt: { email: string; client: string; buckets: string },
  check: () => Promise<T>,
): Promise<GuardedSignIn<T>> {
  const { counter, limits } = deps;
  const nowMs = deps.now();
  const account = emailDigest(attempt.email);
  const rule = (suffix: string, limit: number) => ({
    bucket: `${attempt.buckets}-${suffix}`,
    limit,
    windowSeconds: limits.windowSeconds,
  });
  const counted: RateLimitReservation[] = [];
  for (const [suffix, limit, client] of [
    ["account-address", limits.perAccount, `${account}|${attempt.client}`],
    ["address", limits.perAddress, attempt.client],
  ] as const) {
    const reservation = await reserveRateLimit(counter, rule(suffix, limit), client, nowMs);
    counted.push(reservation);
    if (!reservation.allowed) {
      // Refused unchecked: the attempt tells nothing, so it uses up nothing.
      await refundAll(counted);
      return { limited: true, retryAfterSeconds: reservation.retryAfterSeconds };
    }
  }
  // The account is never refused, only slowed: a stranger's guesses cannot keep out the right password.
  const byAccount = await reserveRateLimit(counter, rule("account", Number.MAX_SAFE_INTEGER), account, nowMs);
  counted.push(byAccount);
  const waitedMs = signInDelayMs(byAccount.hits, limits);
  try {
    if (waitedMs > 0) await deps.wait(waitedMs);
    const result = await check();
    if (result.ok) await refundAll(counted);
    return { limited: false, result, waitedMs };
  } catch (error) {
    await refundAll(counted);
    throw error;
  }
}
