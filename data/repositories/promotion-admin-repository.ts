import { type ExpressionBuilder, sql } from "kysely";
import type { PromotionAdminRepository } from "../../core/promotions/promotion-admin-ports.ts";
import type { PromotionState } from "../../core/promotions/promotion-admin-rules.ts";
import { type Db, inTransaction } from "../db.ts";
import { toNumber } from "../normalise.ts";
import type { Database } from "../schema.ts";
import { isUniqueViolation } from "../unique-violation.ts";
import { PROMOTION_COLUMNS, toPromotion } from "./promotion-repository.ts";

// The back office's promotion codes (core/promotions/promotion-admin.ts) on the table the shop prices from.

/** The rows in `state` at `now` (core/promotions/promotion-admin-rules.ts promotionState), in SQL. */
function inState(state: PromotionState, now: string) {
  return (eb: ExpressionBuilder<Database, "promotions">) => {
    const ended = eb.and([eb("endsAt", "is not", null), eb("endsAt", "<=", now)]);
    const notEnded = eb.or([eb("endsAt", "is", null), eb("endsAt", ">", now)]);
    if (state === "ended") return ended;
    const scheduled = eb.and([eb("startsAt", "is not", null), eb("startsAt", ">", now)]);
    if (state === "scheduled") return eb.and([notEnded, scheduled]);
    return eb.and([notEnded, eb.or([eb("startsAt", "is", null), eb("startsAt", "<=", now)])]);
  };
}

export function createPromotionAdminRepository(db: Db): PromotionAdminRepository {
  return {
    async list({ state, now, offset, limit }) {
      const at = now.toISOString();
      let query = db.selectFrom("promotions");
      if (state) query = query.where(inState(state, at));
      const [rows, count] = await Promise.all([
        query
          .select(PROMOTION_COLUMNS)
          // Newest start first; a code open from the beginning of time after every dated one.
          .orderBy(sql`case when ${sql.ref("startsAt")} is null then 1 else 0 end`)
          .orderBy("startsAt", "desc")
          .orderBy("code")
          .offset(offset)
          .limit(limit)
          .execute(),
        query.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
      ]);
      return { promotions: rows.map(toPromotion), total: toNumber(count.total) };
    },

    async create(promotion) {
      try {
        await db.insertInto("promotions").values(promotion).execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async change(code, decide) {
      return inTransaction(db, async (trx) => {
        // Writing the row first takes its lock (PostgreSQL) or the database's write lock (SQLite) until the end:
        // two changes of one code take turns, each deciding on what the other left.
        const touched = await trx
          .updateTable("promotions")
          .set({ code })
          .where("code", "=", code)
          .executeTakeFirst();
        if (Number(touched.numUpdatedRows) === 0) return null;
        const before = toPromotion(
          await trx
            .selectFrom("promotions")
            .select(PROMOTION_COLUMNS)
            .where("code", "=", code)
            .executeTakeFirstOrThrow(),
        );
        const decision = decide(before);
        if ("refusal" in decision) return { refusal: decision.refusal };
        const { code: _code, ...fields } = decision.next;
        await trx.updateTable("promotions").set(fields).where("code", "=", code).execute();
        return { before, after: { ...decision.next, code } };
      });
    },
  };
}
