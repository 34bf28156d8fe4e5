import type { ColumnType } from "kysely";
import type { Timestamp } from "./column-types.ts";

type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;

// Kysely table types of migration 0016 (OAuth tokens); merged into Database in data/schema.ts.
interface OAuthTokenFamilyTable {
  id: string;
  customerId: string;
  clientId: string;
  createdAt: Timestamp;
  /** Absolute: rotation never moves it. */
  expiresAt: Timestamp;
  revokedAt: NullableTimestamp;
}

interface OAuthRefreshTokenTable {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  tokenHash: string;
  familyId: string;
  customerId: string;
  clientId: string;
  issuedAt: Timestamp;
  expiresAt: Timestamp;
  rotatedAt: NullableTimestamp;
}

interface OAuthAccessTokenTable {
  tokenHash: string;
  clientId: string;
  /** Null for a general (client_credentials) token. */
  customerId: string | null;
  familyId: string | null;
  scope: string;
  issuedAt: Timestamp;
  expiresAt: Timestamp;
}

export interface OAuthTables {
  oauthTokenFamilies: OAuthTokenFamilyTable;
  oauthRefreshTokens: OAuthRefreshTokenTable;
  oauthAccessTokens: OAuthAccessTokenTable;
}
