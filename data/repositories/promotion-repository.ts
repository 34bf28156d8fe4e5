import type { Selectable } from "kysely";
import type { Promotion, PromotionKind } from "../../core/pricing/cart-pricing-types.ts";
import type { PromotionRepository } from "../../core/promotions/promotion-ports.ts";
import { type Db, inTransaction } from "../db.ts";
import { toBoolean, toIso, toNumber } from "../normalise.ts";
import type { PromotionTable } from "../schema/promotions.ts";

const PROMOTION_COLUMNS = [
  "promotions.code",
  "promotions.kind",
  "promotions.value",
  "promotions.currency",
  "promotions.threshold",
  "promotions.startsAt",
  "promotions.endsAt",
  "promotions.stackable",
  "promotions.description",
] as const;

/** One shape from both dialects: SQLite answers booleans as 1/0 and timestamps as text, PostgreSQL as Date. */
function toPromotion(row: Selectable<PromotionTable>): Promotion {
  return {
    code: row.code,
    // The column's check constraint admits only the contract's kinds.
    kind: row.kind as PromotionKind,
    value: toNumber(row.value),
    currency: row.currency,
    threshold: row.threshold === null ? null : toNumber(row.threshold),
    startsAt: row.startsAt === null ? null : toIso(row.startsAt),
    endsAt: row.endsAt === null ? null : toIso(row.endsAt),
    stackable: toBoolean(row.stackable),
    description: row.description,
  };
}

/** Promotion codes and the codes on each cart in the database (migration 0011). */
export function createPromotionRepository(db: Db): PromotionRepository {
  return {
    async findByCode(code) {
      const row = await db
        .selectFrom("promotions")
        .select(PROMOTION_COLUMNS)
        .where("promotions.code", "=", code)
        .executeTakeFirst();
      return row ? toPromotion(row) : null;
    },

    async appliedCodes(cartId) {
      const rows = await db
        .selectFrom("cartPromotions")
        .innerJoin("promotions", "promotions.code", "cartPromotions.code")
        .select(PROMOTION_COLUMNS)
        .where("cartPromotions.cartId", "=", cartId)
        .orderBy("cartPromotions.position")
        .execute();
      return rows.map(toPromotion);
    },

    async attach(cartId, code, now) {
      await inTransaction(db, async (trx) => {
        // Touching the cart first takes its row lock on PostgreSQL (and the write lock on SQLite), so codes
        // applied to one cart at once take turns choosing the next position.
        await trx
          .updateTable("carts")
          .set({ modifiedAt: now.toISOString() })
          .where("id", "=", cartId)
          .execute();
        const last = await trx
          .selectFrom("cartPromotions")
          .select((eb) => eb.fn.max("position").as("position"))
          .where("cartId", "=", cartId)
          .executeTakeFirst();
        // The key (cart, code) is the guard: applying a code twice, or twice at once, keeps its first place.
        await trx
          .insertInto("cartPromotions")
          .values({ cartId, code, appliedAt: now.toISOString(), position: toNumber(last?.position) + 1 })
          .onConflict((oc) => oc.columns(["cartId", "code"]).doNothing())
          .execute();
      });
    },

    async detach(cartId, code) {
      await db.deleteFrom("cartPromotions").where("cartId", "=", cartId).where("code", "=", code).execute();
    },

    async detachAll(cartId) {
      await db.deleteFrom("cartPromotions").where("cartId", "=", cartId).execute();
    },
  };
}
