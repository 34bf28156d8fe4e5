import type { SavedCardRepository, StoredSavedCard } from "../../core/payments/saved-cards.ts";
import type { Db } from "../db.ts";
import { toNumber } from "../normalise.ts";

const COLUMNS = ["id", "token", "maskedNumber", "brand", "expiryMonth", "expiryYear"] as const;

function cardOf(row: Record<(typeof COLUMNS)[number], unknown>): StoredSavedCard {
  return {
    id: String(row.id),
    token: String(row.token),
    maskedNumber: String(row.maskedNumber),
    brand: String(row.brand),
    expiryMonth: toNumber(row.expiryMonth as number),
    expiryYear: toNumber(row.expiryYear as number),
  };
}

/** Saved cards in `saved_payment_cards` (migration 0023), always scoped by customer. */
export function createSavedCardRepository(db: Db, newId: () => string): SavedCardRepository {
  return {
    async list(customerId) {
      const rows = await db
        .selectFrom("savedPaymentCards")
        .select(COLUMNS)
        .where("customerId", "=", customerId)
        .orderBy("createdAt", "desc")
        .orderBy("id")
        .execute();
      return rows.map(cardOf);
    },

    async save(customerId, card, now) {
      await db
        .insertInto("savedPaymentCards")
        .values({ id: newId(), customerId, ...card, createdAt: now.toISOString() })
        .onConflict((oc) => oc.columns(["customerId", "token"]).doNothing())
        .execute();
    },

    async find(customerId, id) {
      const row = await db
        .selectFrom("savedPaymentCards")
        .select(COLUMNS)
        .where("customerId", "=", customerId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? cardOf(row) : null;
    },
  };
}
