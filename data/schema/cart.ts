import type { ColumnType } from "kysely";
import type { Bool, Timestamp } from "./column-types.ts";

// Kysely table types of migration 0004 (carts, cart entries, saved items); merged into Database in data/schema.ts.
// PostgreSQL returns bigint ids as strings, SQLite as numbers: repositories normalise with toNumber.
type Id = ColumnType<number | string, never, never>;
type ForeignId = ColumnType<number | string, number, number>;

interface CartTable {
  id: Id;
  guid: string;
  customerId: string | null;
  currency: string;
  createdAt: Timestamp;
  modifiedAt: Timestamp;
  /** The session's owner key (migration 0010); null for a customer's cart without one. */
  ownerGuid: string | null;
  version: ColumnType<string, string | undefined, string>;
  /** Migration 0012: the order-level gift message (spec 001 §3 Cart.giftMessage); null when none. */
  giftMessage: ColumnType<string | null, string | null | undefined, string | null>;
}

interface CartEntryTable {
  id: Id;
  cartId: ForeignId;
  entryNumber: number;
  variantCode: string;
  quantity: number;
  /** Minor units in the cart's currency. */
  unitPrice: number;
  addedAt: Timestamp;
}

/** Migration 0035: a gift card line of a cart, numbered with the cart's other lines. */
interface CartGiftCardTable {
  id: Id;
  cartId: ForeignId;
  entryNumber: number;
  productCode: string;
  design: string;
  /** Pence. */
  amount: number;
  /** Pence: the amount plus any gift box charge. */
  unitPrice: number;
  giftBox: Bool;
  recipientName: string;
  recipientEmail: string | null;
  senderName: string;
  personalMessage: string;
  sendDate: string | null;
  addedAt: Timestamp;
}

interface SavedItemListTable {
  id: Id;
  guid: string;
  customerId: string | null;
  nextPosition: number;
  createdAt: Timestamp;
}

interface SavedItemTable {
  listId: ForeignId;
  position: number;
  productCode: string;
  groupCode: string;
  name: string;
  savedAt: Timestamp;
}

export interface CartTables {
  carts: CartTable;
  cartEntries: CartEntryTable;
  cartGiftCards: CartGiftCardTable;
  savedItemLists: SavedItemListTable;
  savedItems: SavedItemTable;
}
