import { giftCardCodeHash, lastFourOf } from "../../../core/gift-cards/gift-card-code.ts";
import { plainPinDigest } from "../../../core/gift-cards/gift-card-digests.ts";
import { GIFT_CARD_CURRENCY, type GiftCardStatus } from "../../../core/gift-cards/gift-card-types.ts";
import type { Db } from "../../db.ts";
import { toNumber } from "../../normalise.ts";

interface SeededGiftCard {
  /** The code as printed on the card, normalised (core/gift-cards/gift-card-code.ts). */
  code: string;
  /** The card's 6-digit PIN, for checking its balance (docs/sandboxes.md); none, like a card from before PINs. */
  pin?: string;
  /** Minor units issued onto the card. */
  issued: number;
  /** Minor units already spent, as a redemption in the ledger; the balance is issued − spent. */
  spent: number;
  status: GiftCardStatus;
  expiresAt: string | null;
}

/**
 * Gift cards with known codes and balances, so paying by gift card works before gift cards are sold.
 * Listed in the README "Seeded gift cards". Dates are fixed far in the past or future so tests never change with
 * the calendar.
 */
export const SEEDED_GIFT_CARDS: readonly SeededGiftCard[] = [
  {
    code: "GC10000000000010",
    pin: "101010",
    issued: 1000,
    spent: 0,
    status: "active",
    expiresAt: "2099-12-31T23:59:59.000Z",
  },
  {
    code: "GC25000000000025",
    pin: "252525",
    issued: 2500,
    spent: 0,
    status: "active",
    expiresAt: "2099-12-31T23:59:59.000Z",
  },
  {
    code: "GC50000000000050",
    pin: "505050",
    issued: 5000,
    spent: 0,
    status: "active",
    expiresAt: "2099-12-31T23:59:59.000Z",
  },
  { code: "GC10000000000100", pin: "100100", issued: 10000, spent: 0, status: "active", expiresAt: null },
  {
    code: "GC20000000000020",
    pin: "202020",
    issued: 2000,
    spent: 0,
    status: "active",
    expiresAt: "2025-01-31T23:59:59.000Z",
  },
  {
    code: "GC00000000000000",
    pin: "000000",
    issued: 2000,
    spent: 2000,
    status: "active",
    expiresAt: "2099-12-31T23:59:59.000Z",
  },
];

/**
 * A run of £15 cards for trying checkout again and again (README "Seeded gift cards"): GC77000000000001 to
 * GC77000000000080. Each journey that pays by gift card takes its own, so no run depends on another's spending.
 */
const TRIAL_GIFT_CARD_COUNT = 80;
function trialGiftCardCode(n: number): string {
  return `GC77${String(n).padStart(12, "0")}`;
}
const TRIAL_GIFT_CARDS: readonly SeededGiftCard[] = Array.from({ length: TRIAL_GIFT_CARD_COUNT }, (_, i) => ({
  code: trialGiftCardCode(i + 1),
  // 770001 for GC77000000000001 … 770080 for GC77000000000080.
  pin: `77${String(i + 1).padStart(4, "0")}`,
  issued: 1500,
  spent: 0,
  status: "active" as const,
  expiresAt: "2099-12-31T23:59:59.000Z",
}));

const ISSUED_AT = "2026-01-01T00:00:00.000Z";

/**
 * Writes one card: its row, the issue in its ledger and, when some is spent, the redemption. Returns its id. A seed
 * has no secret, so the code's and PIN's digests are the plain ones (digest version 1): the server keys them at
 * start-up or when the card is first looked up (docs/decisions/043-keyed-gift-card-digests.md).
 */
export async function insertGiftCard(db: Db, card: SeededGiftCard): Promise<number> {
  const row = await db
    .insertInto("giftCards")
    .values({
      codeHash: giftCardCodeHash(card.code),
      digestVersion: 1,
      pinDigest: card.pin === undefined ? null : plainPinDigest(card.code, card.pin),
      lastFour: lastFourOf(card.code),
      currency: GIFT_CARD_CURRENCY,
      initialBalance: card.issued,
      status: card.status,
      createdAt: ISSUED_AT,
      expiresAt: card.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const giftCardId = toNumber(row.id);
  const movements = [{ amount: card.issued, kind: "issue", reference: "issue:seed" }];
  if (card.spent > 0) movements.push({ amount: -card.spent, kind: "redeem", reference: "order:seed" });
  await db
    .insertInto("giftCardLedger")
    .values(movements.map((movement) => ({ giftCardId, ...movement, createdAt: ISSUED_AT })))
    .execute();
  return giftCardId;
}

/** Every card the README publishes: the named ones and the run of trial cards. */
export const PUBLISHED_GIFT_CARDS: readonly SeededGiftCard[] = [...SEEDED_GIFT_CARDS, ...TRIAL_GIFT_CARDS];

/** Needs the currencies (seedReference) first: a card's currency refers to one. */
export async function seedGiftCards(db: Db): Promise<void> {
  for (const card of PUBLISHED_GIFT_CARDS) await insertGiftCard(db, card);
}
