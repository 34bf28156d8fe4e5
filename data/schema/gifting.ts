import type { ColumnType } from "kysely";
import type { Timestamp } from "./column-types.ts";

// Kysely table types of migration 0012 (gift boxes and their items); merged into Database in data/schema.ts.
// The new carts.gift_message and products.gift_message_disabled columns are on their tables' types there.
// PostgreSQL returns bigint ids as strings, SQLite as numbers: repositories normalise with toNumber.
type Id = ColumnType<number | string, never, never>;
type ForeignId = ColumnType<number | string, number, number>;

interface CartGiftBoxTable {
  id: Id;
  cartId: ForeignId;
  /** GIFTB | GIFTWRAP */
  boxType: string;
  personalMessage: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
}

interface CartGiftBoxItemTable {
  boxId: ForeignId;
  cartId: ForeignId;
  cartEntryId: ForeignId;
}

export interface GiftingTables {
  cartGiftBoxes: CartGiftBoxTable;
  cartGiftBoxItems: CartGiftBoxItemTable;
}
