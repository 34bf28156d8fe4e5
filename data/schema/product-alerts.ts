import type { Timestamp } from "./column-types.ts";

// Kysely table types added by migration 0005; merged into Database in data/schema.ts.
interface ProductAlertTable {
  email: string;
  variantCode: string;
  productCode: string;
  countryIso: string;
  createdAt: Timestamp;
  /** Set once the shopper has been told the size is back. */
  notifiedAt: Timestamp | null;
}

export interface ProductAlertTables {
  productAlerts: ProductAlertTable;
}
