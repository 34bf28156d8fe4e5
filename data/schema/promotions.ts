import type { ColumnType } from "kysely";
import type { Bool, Timestamp } from "./column-types.ts";

// Kysely table types of migrations 0011 and 0030 (promotion codes, the codes on each cart); merged into Database in
// data/schema.ts. The repository normalises booleans and timestamps (data/normalise.ts).
type ForeignId = ColumnType<number | string, number, number>;

export interface PromotionTable {
  code: string;
  /** percentOff | amountOff | freeStandardDelivery */
  kind: string;
  value: number;
  currency: string | null;
  /** Minor units in `currency`. */
  threshold: number | null;
  startsAt: Timestamp | null;
  endsAt: Timestamp | null;
  stackable: Bool;
  description: string;
}

interface CartPromotionTable {
  cartId: ForeignId;
  code: string;
  /** The code's own `stackable`, kept in step by the key (code, stackable) for migration 0030's unique index. */
  stackable: Bool;
  appliedAt: Timestamp;
  /** 1 for the cart's first code, one more for each after it: the order applied. */
  position: number;
}

export interface PromotionTables {
  promotions: PromotionTable;
  cartPromotions: CartPromotionTable;
}
