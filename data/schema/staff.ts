import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "./column-types.ts";

interface StaffAccountTable {
  id: string;
  /** Lower case, unique. */
  email: string;
  name: string;
  /** A JSON array of role names (core/staff/roles.ts). */
  roles: string;
  /** The scrypt hash as JSON (core/accounts/password-hashing.ts). */
  passwordHash: string;
  /** Base32 TOTP secret. */
  totpSecret: string;
  /** The step of the last accepted code; bigint answers a string on PostgreSQL. */
  totpLastStep: ColumnType<number | string | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  disabledAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

interface StaffSessionTable {
  /** SHA-256 of the cookie's id (core/staff/staff-sessions.ts). */
  idHash: string;
  staffId: string;
  csrfToken: string;
  createdAt: Timestamp;
  lastActiveAt: Timestamp;
}

interface StaffAuditLogTable {
  /** Increasing: orders entries made in the same millisecond; bigserial answers a string on PostgreSQL. */
  id: Generated<number | string>;
  occurredAt: Timestamp;
  staffId: string | null;
  actorLabel: string;
  action: string;
  subject: string | null;
  /** JSON text. */
  beforeValue: string | null;
  afterValue: string | null;
  source: string;
}

// Kysely table types added by migration 0044; merged into Database in data/schema.ts.
export interface StaffTables {
  staffAccounts: StaffAccountTable;
  staffSessions: StaffSessionTable;
  staffAuditLog: StaffAuditLogTable;
}
