import type { Transaction } from "kysely";
import type { Availability } from "../../core/catalogue/stock-state.ts";
import type { GiftingRepository, StoredGiftBox } from "../../core/gifting/gifting-ports.ts";
import { GIFT_BOX_TYPES, type GiftBoxType } from "../../core/gifting/gifting-types.ts";
import { type Db, inTransaction } from "../db.ts";
import { toBoolean, toIso, toNumber } from "../normalise.ts";
import type { Database } from "../schema.ts";
import { isUniqueViolation } from "../unique-violation.ts";

function isGiftBoxType(value: string): value is GiftBoxType {
  return (GIFT_BOX_TYPES as readonly string[]).includes(value);
}

/** Moves the cart's modified time: a gifting change is a change of the bag (spec 001 §3 modifiedTimestamp). */
async function touchCart(trx: Transaction<Database>, cartId: number, now: Date): Promise<void> {
  await trx.updateTable("carts").set({ modifiedAt: now.toISOString() }).where("id", "=", cartId).execute();
}

/** Gift boxes, their items and the order-level gift message (migration 0012). */
export function createGiftingRepository(db: Db): GiftingRepository {
  return {
    async lines(cartId) {
      const rows = await db
        .selectFrom("cartEntries")
        .innerJoin("variants", "variants.code", "cartEntries.variantCode")
        .innerJoin("products", "products.code", "variants.productCode")
        .select([
          "cartEntries.id",
          "cartEntries.entryNumber",
          "cartEntries.variantCode",
          "products.kind",
          "products.categoryCode",
          "products.giftWrappable",
          "products.giftMessageDisabled",
          "variants.stockLevel",
          "variants.availability",
        ])
        .where("cartEntries.cartId", "=", cartId)
        .orderBy("cartEntries.entryNumber")
        .execute();
      return rows.map((row) => ({
        entryId: toNumber(row.id),
        entryNumber: toNumber(row.entryNumber),
        variantCode: row.variantCode,
        productKind: row.kind,
        categoryCode: row.categoryCode,
        giftWrappable: toBoolean(row.giftWrappable),
        giftMessageDisabled: toBoolean(row.giftMessageDisabled),
        stockLevel: toNumber(row.stockLevel),
        availability: row.availability as Availability,
      }));
    },

    async boxes(cartId) {
      const [boxes, items] = await Promise.all([
        db
          .selectFrom("cartGiftBoxes")
          .select(["id", "boxType", "personalMessage", "createdAt"])
          .where("cartId", "=", cartId)
          .orderBy("createdAt")
          .orderBy("id")
          .execute(),
        db
          .selectFrom("cartGiftBoxItems")
          .innerJoin("cartEntries", "cartEntries.id", "cartGiftBoxItems.cartEntryId")
          .select(["cartGiftBoxItems.boxId", "cartEntries.entryNumber"])
          .where("cartGiftBoxItems.cartId", "=", cartId)
          .orderBy("cartEntries.entryNumber")
          .execute(),
      ]);
      const entriesByBox = new Map<number, number[]>();
      for (const item of items) {
        const boxId = toNumber(item.boxId);
        entriesByBox.set(boxId, [...(entriesByBox.get(boxId) ?? []), toNumber(item.entryNumber)]);
      }
      return boxes.flatMap((box): StoredGiftBox[] => {
        // A type the shop no longer sells is not a box anyone can be charged for.
        if (!isGiftBoxType(box.boxType)) return [];
        const id = toNumber(box.id);
        return [
          {
            id,
            boxType: box.boxType,
            personalMessage: box.personalMessage,
            createdAt: toIso(box.createdAt),
            entryNumbers: entriesByBox.get(id) ?? [],
          },
        ];
      });
    },

    async orderMessage(cartId) {
      const row = await db
        .selectFrom("carts")
        .select("giftMessage")
        .where("id", "=", cartId)
        .executeTakeFirst();
      return row?.giftMessage ?? null;
    },

    async boxPrices(currency) {
      const rows = await db
        .selectFrom("prices")
        .select(["variantCode", "amount"])
        .where("variantCode", "in", [...GIFT_BOX_TYPES])
        .where("currency", "=", currency)
        .execute();
      const prices: Partial<Record<GiftBoxType, number>> = {};
      for (const row of rows)
        if (isGiftBoxType(row.variantCode)) prices[row.variantCode] = toNumber(row.amount);
      return prices;
    },

    async addBox({ cartId, boxType, personalMessage, entryIds, now }) {
      try {
        const id = await inTransaction(db, async (trx) => {
          const box = await trx
            .insertInto("cartGiftBoxes")
            .values({ cartId, boxType, personalMessage, createdAt: now.toISOString() })
            .returning("id")
            .executeTakeFirstOrThrow();
          const boxId = toNumber(box.id);
          await trx
            .insertInto("cartGiftBoxItems")
            .values(entryIds.map((cartEntryId) => ({ boxId, cartId, cartEntryId })))
            .execute();
          await touchCart(trx, cartId, now);
          return boxId;
        });
        return { added: true, id };
      } catch (error) {
        // A line already in a box, perhaps put there by a racing request: the whole box is refused.
        if (isUniqueViolation(error)) return { added: false, reason: "alreadyInBox" };
        throw error;
      }
    },

    removeBox(cartId, boxId, now) {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .deleteFrom("cartGiftBoxes")
          .where("id", "=", boxId)
          .where("cartId", "=", cartId)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await touchCart(trx, cartId, now);
        return true;
      });
    },

    async clearBoxes(cartId, now) {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom("cartGiftBoxes").where("cartId", "=", cartId).execute();
        await touchCart(trx, cartId, now);
      });
    },

    setBoxMessage(cartId, boxId, message, now) {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable("cartGiftBoxes")
          .set({ personalMessage: message })
          .where("id", "=", boxId)
          .where("cartId", "=", cartId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await touchCart(trx, cartId, now);
        return true;
      });
    },

    async setOrderMessage(cartId, message, now) {
      await db
        .updateTable("carts")
        .set({ giftMessage: message, modifiedAt: now.toISOString() })
        .where("id", "=", cartId)
        .execute();
    },
  };
}
