import type { Selectable } from "kysely";
import type { Promotion, PromotionKind } from "../../core/pricing/cart-pricing-types.ts";
import type { PromotionRepository } from "../../core/promotions/promotion-ports.ts";
import type { Db } from "../db.ts";
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
        // Applied times are the request's instant, so two codes of one cart share one only in a contrived test;
        // the code then keeps the order stable.
        .orderBy("cartPromotions.appliedAt")
        .orderBy("cartPromotions.code")
        .execute();
      return rows.map(toPromotion);
    },

    async attach(cartId, code, now) {
      // The key (cart, code) is the guard: applying a code twice, or twice at once, keeps its first time.
      await db
        .insertInto("cartPromotions")
        .values({ cartId, code, appliedAt: now.toISOString() })
        .onConflict((oc) => oc.columns(["cartId", "code"]).doNothing())
        .execute();
    },

    async detach(cartId, code) {
      await db.deleteFrom("cartPromotions").where("cartId", "=", cartId).where("code", "=", code).execute();
    },

    async detachAll(cartId) {
      await db.deleteFrom("cartPromotions").where("cartId", "=", cartId).execute();
    },
  };
}
