import type { Bool, Timestamp } from "./column-types.ts";

interface BrochureRequestTable {
  id: string;
  version: string;
  /** ISO code of the shopper's country; its postcode pattern was applied. */
  country: string;
  title: string;
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  town: string;
  county: string;
  postcode: string;
  email: string;
  /** home | clothing | gifts */
  brochure: string;
  marketingOptIn: Bool;
  createdAt: Timestamp;
}

export interface ContactMessageTable {
  id: string;
  version: string;
  country: string;
  firstName: string;
  lastName: string;
  email: string;
  /** order | delivery | returns | product | account | website | other */
  subject: string;
  summary: string;
  orderNumber: string;
  productDetails: string;
  hasAccount: Bool;
  createdAt: Timestamp;
}

// Kysely table types added by migration for this area; merged into Database in data/schema.ts.
export interface ContentFormTables {
  brochureRequests: BrochureRequestTable;
  contactMessages: ContactMessageTable;
}
