import type { ColumnType } from "kysely";
import type { Bool, Timestamp } from "./column-types.ts";

// Kysely table types of migration 0013 (customers); merged into Database in data/schema.ts.
export interface CustomerTable {
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

export interface AccountTables {
  customers: CustomerTable;
}
