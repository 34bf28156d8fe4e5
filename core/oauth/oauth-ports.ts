import type { AccessTokenRecord, RefreshTokenRecord } from "./token-rules.ts";

// What the token service needs from storage (data/repositories/oauth-token-repository.ts). Every token is
// looked up by the SHA-256 of its value; the value itself is never stored.

interface NewAccessToken {
  tokenHash: string;
  clientId: string;
  customerId: string | null;
  familyId: string | null;
  scope: string;
  issuedAt: Date;
  expiresAt: Date;
}

interface NewRefreshToken {
  tokenHash: string;
  familyId: string;
  customerId: string;
  clientId: string;
  issuedAt: Date;
  expiresAt: Date;
}

interface NewTokenFamily {
  id: string;
  customerId: string;
  clientId: string;
  createdAt: Date;
  /** The family's absolute expiry: no refresh token of it lives past this. */
  expiresAt: Date;
}

export interface OAuthTokenRepository {
  saveAccessToken(token: NewAccessToken): Promise<void>;
  findAccessToken(tokenHash: string): Promise<AccessTokenRecord | null>;
  createFamily(family: NewTokenFamily): Promise<void>;
  saveRefreshToken(token: NewRefreshToken): Promise<void>;
  findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null>;
  /**
   * Marks the token rotated unless it already was, in one conditional write: of two requests presenting one
   * token at once, exactly one gets true; the other is a reuse.
   */
  markRotated(tokenHash: string, at: Date): Promise<boolean>;
  revokeFamily(familyId: string, at: Date): Promise<void>;
  /** Revokes every family of a customer (a password change, a sign-out everywhere); answers how many. */
  revokeForCustomer(customerId: string, at: Date): Promise<number>;
  /** Deletes tokens and families past their expiry. */
  sweep(now: Date): Promise<void>;
}
