import type { ColumnType } from "kysely";
import type { Timestamp } from "./column-types.ts";

// Kysely table types of migrations 0020, 0034 and 0046 (gift cards, their ledger, the cards paying for each cart); merged into
// Database in data/schema.ts. PostgreSQL returns bigint ids as strings, SQLite as numbers: the repository
// normalises with toNumber.
type Id = ColumnType<number | string, never, never>;
type ForeignId = ColumnType<number | string, number, number>;

interface GiftCardTable {
  id: Id;
  /**
   * The code's digest, never the code: keyed (HMAC with the server's secret, core/gift-cards/gift-card-digests.ts)
   * at digest version 2, the plain SHA-256 of decision 023 at version 1 until re-keyed (migration 0034).
   */
  codeHash: string;
  digestVersion: ColumnType<number, number | undefined, number>;
  /** Keyed digest of the card's PIN; null for a card issued before PINs. */
  pinDigest: string | null;
  /** Wrong PINs since the last right one; at the limit the card is locked. */
  wrongPins: ColumnType<number, number | undefined, number>;
  lockedAt: Timestamp | null;
  /** Migration 0046: set while staff have blocked the card; no hold or redemption is taken then. */
  blockedAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
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

/** Migration 0046: one row per staff resend of an e-gift card, keyed by the form's idempotency key. */
interface GiftCardResendTable {
  idempotencyKey: string;
  orderId: string;
  entryNumber: number;
  staffId: string | null;
  recipientEmail: string;
  createdAt: Timestamp;
}

export interface GiftCardTables {
  giftCardResends: GiftCardResendTable;
  giftCards: GiftCardTable;
  giftCardLedger: GiftCardLedgerTable;
  cartGiftCardPayments: CartGiftCardPaymentTable;
}
