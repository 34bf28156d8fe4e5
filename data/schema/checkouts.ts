import type { ColumnType } from "kysely";
import type { Json, Timestamp } from "./column-types.ts";

// Kysely table types of migration 0019 (checkout state per cart); merged into Database in data/schema.ts.
interface CheckoutTable {
  cartId: ColumnType<number | string, number, number>;
  state: Json;
  modifiedAt: Timestamp;
}

export interface CheckoutTables {
  checkouts: CheckoutTable;
}
