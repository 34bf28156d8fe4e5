import type { ColumnType } from "kysely";
import type { Bool, Timestamp } from "./column-types.ts";

// Kysely table types of migration 0013 (customers); merged into Database in data/schema.ts.
interface CustomerTable {
  id: string;
  email: string;
  /** The e-mail lower-cased and trimmed: the unique key, so Ada@X.com and ada@x.com are one account. */
  emailKey: string;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  birthdayDay: number | null;
  birthdayMonth: number | null;
  customerType: ColumnType<string, string | undefined, string>;
  marketingConsent: Bool;
  /** JSON of core/accounts PasswordHash. */
  passwordHash: string;
  passwordChangedAt: Timestamp;
  createdAt: Timestamp;
  modifiedAt: Timestamp;
}

// Migration 0032: registrations waiting for their e-mail to be confirmed.
interface PendingRegistrationTable {
  id: string;
  email: string;
  emailKey: string;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  birthdayDay: number | null;
  birthdayMonth: number | null;
  marketingConsent: Bool;
  /** JSON of core/accounts PasswordHash. */
  passwordHash: string;
  /** The version registered on: the confirmation e-mail's links and where the shopper lands. */
  version: string;
  redirectUrl: string | null;
  /** base64url SHA-256 of the link's token: the token itself is never stored. */
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface AccountTables {
  customers: CustomerTable;
  pendingRegistrations: PendingRegistrationTable;
}
