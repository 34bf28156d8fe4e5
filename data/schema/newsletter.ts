import type { Timestamp } from "./column-types.ts";

interface NewsletterSubscriptionTable {
  /** Lower-cased address; unique, so a repeat sign-up is stored once. */
  email: string;
  /** The site version the shopper signed up on (uk, us, row). */
  version: string;
  /** The shopper's selected country at sign-up (ISO code). */
  country: string;
  createdAt: Timestamp;
}

// Kysely table types added by migration for this area; merged into Database in data/schema.ts.
export interface NewsletterTables {
  newsletterSubscriptions: NewsletterSubscriptionTable;
}
