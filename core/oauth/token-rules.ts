// OAuth token rules (docs/decisions/019-oauth-tokens.md): short-lived access tokens, refresh tokens that are
// rotated on every use, and a family that never outlives its absolute lifetime. Pure functions over records, so
// the rules are tested without a database or a clock.

export interface TokenLifetimes {
  /** An access token's life, in seconds (the grant's `expires_in`). */
  accessSeconds: number;
  /** A refresh token's life from its issue, in seconds; never past its family's absolute expiry. */
  refreshSeconds: number;
  /** A family's absolute life from the password grant, in seconds: rotation never extends it. */
  familySeconds: number;
}

export const DEFAULT_TOKEN_LIFETIMES: TokenLifetimes = {
  accessSeconds: 15 * 60,
  refreshSeconds: 7 * 24 * 60 * 60,
  familySeconds: 30 * 24 * 60 * 60,
};

/** A stored refresh token with the state of its family. */
export interface RefreshTokenRecord {
  familyId: string;
  customerId: string;
  clientId: string;
  expiresAt: Date;
  /** When it was exchanged for a new pair; a second use is a reuse. */
  rotatedAt: Date | null;
  familyExpiresAt: Date;
  familyRevokedAt: Date | null;
}

export type RefreshVerdict = "usable" | "unknown" | "wrongClient" | "expired" | "revoked" | "reused";

/**
 * What presenting this refresh token means. A rotated token presented again is "reused": someone holds a copy,
 * so the whole family is revoked (RFC 9700 §4.14.2). A revoked family stays refused whatever its tokens' dates.
 */
export function judgeRefresh(record: RefreshTokenRecord | null, clientId: string, now: Date): RefreshVerdict {
  if (!record) return "unknown";
  // Bound to the client it was issued to (RFC 6749 §6); another client learns nothing about it.
  if (record.clientId !== clientId) return "wrongClient";
  if (record.familyRevokedAt) return "revoked";
  if (record.rotatedAt) return "reused";
  if (record.expiresAt <= now || record.familyExpiresAt <= now) return "expired";
  return "usable";
}

/** When a refresh token issued now expires: its own lifetime, cut at the family's absolute expiry. */
export function refreshTokenExpiry(now: Date, familyExpiresAt: Date, lifetimes: TokenLifetimes): Date {
  const own = now.getTime() + lifetimes.refreshSeconds * 1000;
  return new Date(Math.min(own, familyExpiresAt.getTime()));
}

export function accessTokenExpiry(now: Date, lifetimes: TokenLifetimes): Date {
  return new Date(now.getTime() + lifetimes.accessSeconds * 1000);
}

/** A stored access token with its family's state (general tokens have no family). */
export interface AccessTokenRecord {
  clientId: string;
  customerId: string | null;
  scope: string;
  expiresAt: Date;
  familyRevokedAt: Date | null;
}

export function accessTokenUsable(record: AccessTokenRecord | null, now: Date): record is AccessTokenRecord {
  return record !== null && record.expiresAt > now && record.familyRevokedAt === null;
}
