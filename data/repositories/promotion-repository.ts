import type { Selectable, Transaction } from "kysely";
import type { Promotion, PromotionKind } from "../../core/pricing/cart-pricing-types.ts";
import type { PromotionRepository } from "../../core/promotions/promotion-ports.ts";
import { type Db, inTransaction } from "../db.ts";
import { toBoolean, toIso, toNumber } from "../normalise.ts";
import type { PromotionTable } from "../schema/promotions.ts";
import type { Database } from "../schema.ts";

export const PROMOTION_COLUMNS = [
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
export function toPromotion(row: Selectable<PromotionTable>): Promotion {
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

/** The cart's codes with their places, in the order applied, read in or out of a transaction. */
async function codesOnCart(db: Db | Transaction<Database>, cartId: number) {
  const rows = await db
    .selectFrom("cartPromotions")
    .innerJoin("promotions", "promotions.code", "cartPromotions.code")
    .select([...PROMOTION_COLUMNS, "cartPromotions.position"])
    .where("cartPromotions.cartId", "=", cartId)
    .orderBy("cartPromotions.position")
    .execute();
  return rows.map((row) => ({ promotion: toPromotion(row), position: toNumber(row.position) }));
}

/** Thrown out of an attach's transaction to roll it back: a refused code leaves the cart as it was. */
class Refused<Refusal> {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    this.refusal = refusal;
  }
}

/** Promotion codes and the codes on each cart in the database (migrations 0011 and 0030). */
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
      return (await codesOnCart(db, cartId)).map((row) => row.promotion);
    },

    async attach(cartId, code, now, refuse) {
      try {
        await inTransaction(db, async (trx) => {
          // Touching the cart first takes its row lock on PostgreSQL (and the write lock on SQLite) until the
          // transaction ends, so applies to one cart take turns: each reads the codes the one before left,
          // decides, and takes the next place (docs/decisions/015-promotions-and-pricing.md).
          await trx
            .updateTable("carts")
            .set({ modifiedAt: now.toISOString() })
            .where("id", "=", cartId)
            .execute();
          const onCart = await codesOnCart(trx, cartId);
          const refusal = refuse(onCart.map((row) => row.promotion));
          if (refusal !== null) throw new Refused(refusal);
          // The row carries the code's terms as they are now: migration 0030's partial unique index keeps a cart
          // to one code that cannot be combined, and its key (code, stackable) follows any change to them.
          const { stackable } = await trx
            .selectFrom("promotions")
            .select("stackable")
            .where("code", "=", code)
            .executeTakeFirstOrThrow();
          // The key (cart, code) is the guard: applying a code twice, or twice at once, keeps its first place.
          await trx
            .insertInto("cartPromotions")
            .values({
              cartId,
              code,
              stackable: toBoolean(stackable),
              appliedAt: now.toISOString(),
              position: (onCart.at(-1)?.position ?? 0) + 1,
            })
            .onConflict((oc) => oc.columns(["cartId", "code"]).doNothing())
            .execute();
        });
        return null;
      } catch (error) {
        if (error instanceof Refused) return error.refusal;
        throw error;
      }
    },

    async detach(cartId, code) {
      await db.deleteFrom("cartPromotions").where("cartId", "=", cartId).where("code", "=", code).execute();
    },

    async detachAll(cartId) {
      await db.deleteFrom("cartPromotions").where("cartId", "=", cartId).execute();
    },
  };
}
