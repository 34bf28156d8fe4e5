import { readCheckoutState } from "../../core/checkout/checkout-state-schema.ts";
import { type CheckoutRepository, EMPTY_CHECKOUT } from "../../core/checkout/checkout-types.ts";
import type { Db } from "../db.ts";
import { fromJson, toJson } from "../normalise.ts";

/** Checkout state per cart (migration 0019): one document, written whole by an upsert. */
export function createCheckoutRepository(db: Db): CheckoutRepository {
  return {
    async find(cartId) {
      const row = await db
        .selectFrom("checkouts")
        .select("state")
        .where("cartId", "=", cartId)
        .executeTakeFirst();
      return row ? readCheckoutState(fromJson(row.state, null)) : EMPTY_CHECKOUT;
    },

    async save(cartId, state, now) {
      const values = { state: toJson(state), modifiedAt: now.toISOString() };
      await db
        .insertInto("checkouts")
        .values({ cartId, ...values })
        .onConflict((conflict) => conflict.column("cartId").doUpdateSet(values))
        .execute();
    },

    async clear(cartId) {
      await db.deleteFrom("checkouts").where("cartId", "=", cartId).execute();
    },
  };
}
