import { createHash, randomBytes } from "node:crypto";
import type { PasswordTokenFlow } from "./account-types.ts";

// The rules of password tokens (spec 001 §2, §7 forgottenpasswordtokens): 256 random bits sent
// in the link, only their SHA-256 stored, single use, short-lived, and a newer token of one customer and flow
// supersedes the older ones (the repository marks those used when it stores the new one).

/** A reset link lives an hour; a sign-in link a quarter of an hour (it signs in without a password). */
const TOKEN_LIFETIME_MS: Record<PasswordTokenFlow, number> = {
  RESETPASSWORD: 60 * 60_000,
  SIGNINWITHOUTPASSWORD: 15 * 60_000,
};

/** spec 001 §8 error3: the same address asking again within this time is answered "already sent". */
export const RESEND_WINDOW_MS = 60_000;

const TOKEN_BYTES = 32;

/** The SHA-256 of a token, base64url: what is stored and looked up. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

/** A new token (32 bytes from the system's random source, base64url) and its hash. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

/** A token as the link carries it: 43 base64url characters; anything else is refused before a lookup. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export interface StoredToken {
  customerId: string;
  flow: PasswordTokenFlow;
  expiresAt: string;
  usedAt: string | null;
  redirectUrl: string | null;
}

type TokenState = "valid" | "used" | "expired" | "wrongFlow";

/** Whether a stored token may still be used for `flow` at `now` (a superseded token is marked used). */
export function tokenState(token: StoredToken, flow: PasswordTokenFlow, now: Date): TokenState {
  if (token.flow !== flow) return "wrongFlow";
  if (token.usedAt !== null) return "used";
  if (Date.parse(token.expiresAt) <= now.getTime()) return "expired";
  return "valid";
}

export function expiryOf(flow: PasswordTokenFlow, now: Date): Date {
  return new Date(now.getTime() + TOKEN_LIFETIME_MS[flow]);
}

/**
 * A redirect after a magic-link sign-in: only a path of this site (one leading slash, no scheme, host or
 * backslash), so a link cannot send the customer elsewhere; anything else is dropped.
 */
export function sameSitePath(url: string | null | undefined): string | null {
  if (!url) return null;
  if (!url.startsWith("/") || url.startsWith("//") || url.includes("\\")) return null;
  // Control characters (a header split, a tab browsers strip) are refused outright.
  if ([...url].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  try {
    const parsed = new URL(url, "http://site.invalid");
    if (parsed.origin !== "http://site.invalid") return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}
