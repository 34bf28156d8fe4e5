import type { Timestamp } from "./column-types.ts";

// Kysely table type of migration 0023 (a customer's saved cards); merged into Database in data/schema.ts.
interface SavedPaymentCardTable {
  id: string;
  customerId: string;
  /** The acquirer's token: pays again only with this customer's shopper reference. */
  token: string;
  maskedNumber: string;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
  createdAt: Timestamp;
}

export interface SavedCardTables {
  savedPaymentCards: SavedPaymentCardTable;
}
