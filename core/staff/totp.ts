import { Secret, TOTP } from "otpauth";

// The second factor: RFC 6238 time-based codes (6 digits, 30 s, SHA-1: what every authenticator app reads from an
// otpauth:// URI) through the maintained `otpauth` package (docs/decisions/057-staff-access.md). A code is taken
// from the step before to the step after now, for clocks a little apart; the step a code matched is what the
// sign-in records, so the same code (or an older one) is never accepted twice.

const ISSUER = "The White Cove back office";
const PERIOD_SECONDS = 30;
/** Steps either side of now a code may be from. */
export const TOTP_WINDOW = 1;
const CODE = /^\d{6}$/;

function totpFor(secretBase32: string, label = "staff"): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, RFC 4226's recommended length) in base32, as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app scans or takes pasted. */
export function totpUri(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/** The step (30 s slot since the epoch) a moment falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS);
}

/** The code for a moment: for the command line's check and for tests, as an authenticator app makes it. */
export function totpCode(secretBase32: string, nowMs: number): string {
  return totpFor(secretBase32).generate({ timestamp: nowMs });
}

/**
 * The step the code was made for when it is right within the window, else null. Whether that step was used
 * already is the caller's to check, against the step it stored.
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number): number | null {
  const token = code.replace(/\s+/g, "");
  if (!CODE.test(token)) return null;
  const delta = totpFor(secretBase32).validate({ token, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(nowMs) + delta;
}
