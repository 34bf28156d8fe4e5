import type { ColumnType } from "kysely";
import type { Timestamp } from "./column-types.ts";

// Kysely table types of migration 0015 (password tokens, password requests, e-mail outbox); merged into
// Database in data/schema.ts.
interface PasswordTokenTable {
  id: string;
  customerId: string;
  /** RESETPASSWORD | SIGNINWITHOUTPASSWORD */
  flow: string;
  /** base64url SHA-256 of the token: the token itself is never stored. */
  tokenHash: string;
  redirectUrl: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

interface PasswordRequestTable {
  id: string;
  email: string;
  emailKey: string;
  flow: string;
  version: string;
  redirectUrl: string | null;
  createdAt: Timestamp;
  processedAt: Timestamp | null;
  lockedUntil: Timestamp | null;
  attempts: ColumnType<number, number | undefined, number>;
}

interface OutboxTable {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  lockedUntil: Timestamp | null;
  /** When a failed send may be tried again (backoff). */
  nextAttemptAt: Timestamp | null;
}

export interface PasswordTables {
  passwordTokens: PasswordTokenTable;
  passwordRequests: PasswordRequestTable;
  outbox: OutboxTable;
}
