import type { ColumnType } from "kysely";
import type { Timestamp } from "./column-types.ts";

// Kysely table types of migration 0020 (gift cards, their ledger, the cards paying for each cart); merged into
// Database in data/schema.ts. PostgreSQL returns bigint ids as strings, SQLite as numbers: the repository
// normalises with toNumber.
type Id = ColumnType<number | string, never, never>;
type ForeignId = ColumnType<number | string, number, number>;

interface GiftCardTable {
  id: Id;
  /** SHA-256 of the normalised code (core/gift-cards/gift-card-code.ts): the code itself is never stored. */
  codeHash: string;
  lastFour: string;
  currency: string;
  initialBalance: number;
  /** active | cancelled */
  status: string;
  movements: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  expiresAt: Timestamp | null;
}

interface GiftCardLedgerTable {
  id: Id;
  giftCardId: ForeignId;
  /** Signed minor units: + issue and release, − hold and redeem. */
  amount: number;
  /** issue | hold | release | redeem */
  kind: string;
  reference: string;
  createdAt: Timestamp;
}

interface CartGiftCardPaymentTable {
  id: Id;
  cartId: ForeignId;
  giftCardId: ForeignId;
  amount: number;
  createdAt: Timestamp;
}

export interface GiftCardTables {
  giftCards: GiftCardTable;
  giftCardLedger: GiftCardLedgerTable;
  cartGiftCardPayments: CartGiftCardPaymentTable;
}
