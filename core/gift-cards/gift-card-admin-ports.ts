import type { OutboxMessage } from "../mail/mail-types.ts";
import type { EGiftCardToSend } from "../orders/order-gift-cards.ts";
import type { GiftCardAdminRefusal, GiftCardLookup, ResendFacts } from "./gift-card-admin-rules.ts";

// What the back office's gift cards need from storage (data/repositories/gift-card-admin-repository.ts).

/** A card in a lookup's list: never more of its number than the last four. */
export interface GiftCardListing {
  id: number;
  lastFour: string;
  currency: string;
  initialBalance: number;
  balance: number;
  status: string;
  blockedAt: string | null;
  expiresAt: string | null;
  /** The order that bought it, when one did. */
  boughtIn: string | null;
  /** How the lookup found it: bought in the order, or redeemed on it (order lookups), else null. */
  found: "bought" | "redeemed" | null;
}

export interface GiftCardLedgerRow {
  kind: "issue" | "hold" | "release" | "redeem";
  amount: number;
  reference: string;
  createdAt: string;
}

export interface GiftCardPurchase {
  orderId: string;
  orderNumber: string;
  entryNumber: number;
  kind: "ECARD" | "GCARD";
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string | null;
  sendDate: string | null;
  sentAt: string | null;
  /** The sealed code and PIN are kept (the card is unused): the only way it can be resent. */
  sealed: boolean;
}

export interface GiftCardDetail extends Omit<GiftCardListing, "found" | "boughtIn"> {
  createdAt: string;
  purchase: GiftCardPurchase | null;
  ledger: GiftCardLedgerRow[];
}

/** What a block or an unblock changed, for the audit log. */
export interface BlockChange {
  before: { blockedAt: string | null };
  after: { blockedAt: string | null };
}

export type ResendAnswer =
  | { kind: "sent"; recipientEmail: string; orderNumber: string; entryNumber: number }
  /** The key was used already: nothing more was sent. */
  | { kind: "repeat" }
  | { kind: "refused"; refusal: GiftCardAdminRefusal };

export interface GiftCardAdminRepository {
  find(lookup: GiftCardLookup, limit: number): Promise<GiftCardListing[]>;
  card(giftCardId: number): Promise<GiftCardDetail | null>;
  /**
   * Sets or clears the card's block in one conditional update of its row (the row every hold and redemption locks);
   * null when there is no such card, a refusal when it already was so.
   */
  setBlocked(
    giftCardId: number,
    blocked: boolean,
    now: Date,
  ): Promise<{ ok: true; change: BlockChange } | { ok: false; refusal: GiftCardAdminRefusal }>;
  /**
   * In ONE transaction with the card's order line locked: a key seen before answers `repeat`; otherwise, when
   * `decide` allows it, records the key and writes `compose(card)` to the outbox, so each key mails the card once.
   */
  resend(
    giftCardId: number,
    input: { idempotencyKey: string; staffId: string; now: Date },
    decide: (facts: ResendFacts) => GiftCardAdminRefusal | null,
    compose: (card: EGiftCardToSend) => OutboxMessage,
  ): Promise<ResendAnswer>;
}
