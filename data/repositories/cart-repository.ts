import type { Transaction } from "kysely";
import type { CartRepository, StoredCart } from "../../core/cart/cart-ports.ts";
import { nextEntryNumber } from "../../core/cart/cart-rules.ts";
import type { Availability } from "../../core/catalogue/stock-state.ts";
import { GIFT_CARD_CURRENCY } from "../../core/gift-card-purchase/gift-card-offer.ts";
import { type Version, versionFromSegment } from "../../core/site/versions.ts";
import { type Db, inTransaction } from "../db.ts";
import { toBoolean, toIso, toNumber } from "../normalise.ts";
import type { Database } from "../schema.ts";
import { cartEntryNumbers, giftCardBagRows, moveGiftCardLines } from "./cart-gift-card-repository.ts";
import { firstSwatchImageId, variantsPricedIn } from "./catalogue-queries.ts";

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string } | null;
  return e?.code === "23505" || e?.errcode === 2067 || /UNIQUE constraint failed/.test(String(e?.message));
}

const CART_COLUMNS = ["id", "guid", "ownerGuid", "version", "customerId", "currency", "modifiedAt"] as const;

function toCart(row: {
  id: number | string;
  guid: string;
  ownerGuid: string | null;
  version: string;
  customerId: string | null;
  currency: string;
  modifiedAt: unknown;
}): StoredCart {
  return {
    id: toNumber(row.id),
    guid: row.guid,
    ownerGuid: row.ownerGuid,
    version: versionFromSegment(row.version) as Version,
    customerId: row.customerId,
    currency: row.currency,
    modifiedAt: toIso(row.modifiedAt),
  };
}

/** Moves a cart's modified time (spec 001 §3 modifiedTimestamp), inside the change's own transaction if given. */
function touchCart(db: Db | Transaction<Database>, cartId: number, now: Date) {
  return db.updateTable("carts").set({ modifiedAt: now.toISOString() }).where("id", "=", cartId).execute();
}

/** Carts and their lines in the database (migration 0004). */
export function createCartRepository(db: Db): CartRepository {
  async function addOnce(input: Parameters<CartRepository["addToLine"]>[0]) {
    return inTransaction(db, async (trx) => {
      // Touching the cart first takes its row lock on PostgreSQL, so adds to one cart take turns choosing
      // the next entry number; without it racing first adds of different products collide on it.
      await trx
        .updateTable("carts")
        .set({ modifiedAt: input.now.toISOString() })
        .where("id", "=", input.cartId)
        .execute();
      // The conditional update is the guard: a racing add that would pass the limit matches no row.
      const updated = await trx
        .updateTable("cartEntries")
        .set((eb) => ({ quantity: eb("quantity", "+", input.quantity), unitPrice: input.unitPrice }))
        .where("cartId", "=", input.cartId)
        .where("variantCode", "=", input.variantCode)
        .where((eb) => eb(eb("quantity", "+", input.quantity), "<=", input.limit))
        .returning(["quantity", "entryNumber"])
        .executeTakeFirst();
      if (updated) {
        return { added: true as const, quantity: updated.quantity, entryNumber: updated.entryNumber };
      }
      const existing = await trx
        .selectFrom("cartEntries")
        .select("quantity")
        .where("cartId", "=", input.cartId)
        .where("variantCode", "=", input.variantCode)
        .executeTakeFirst();
      if (existing || input.quantity > input.limit) return { added: false as const };
      // Gift card lines (migration 0035) share the numbering.
      const entryNumber = nextEntryNumber(await cartEntryNumbers(trx, input.cartId));
      await trx
        .insertInto("cartEntries")
        .values({
          cartId: input.cartId,
          entryNumber,
          variantCode: input.variantCode,
          quantity: input.quantity,
          unitPrice: input.unitPrice,
          addedAt: input.now.toISOString(),
        })
        .execute();
      return { added: true as const, quantity: input.quantity, entryNumber };
    });
  }

  return {
    async findByGuid(guid) {
      const row = await db
        .selectFrom("carts")
        .select(CART_COLUMNS)
        .where("guid", "=", guid)
        .executeTakeFirst();
      return row ? toCart(row) : null;
    },

    async findForOwner(ownerGuid, version) {
      const row = await db
        .selectFrom("carts")
        .select(CART_COLUMNS)
        .where("ownerGuid", "=", ownerGuid)
        .where("version", "=", version)
        .executeTakeFirst();
      return row ? toCart(row) : null;
    },

    async open({ ownerGuid, version, guid, currency, customerId, now }) {
      // The unique (owner, version) is the guard: of several racing opens one inserts, the others read its cart.
      await db
        .insertInto("carts")
        .values({
          guid,
          ownerGuid,
          version,
          currency,
          customerId,
          createdAt: now.toISOString(),
          modifiedAt: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(["ownerGuid", "version"]).doNothing())
        .execute();
      const row = await db
        .selectFrom("carts")
        .select(CART_COLUMNS)
        .where("ownerGuid", "=", ownerGuid)
        .where("version", "=", version)
        .executeTakeFirstOrThrow();
      return toCart(row);
    },

    async variant(code, currency) {
      const row = await variantsPricedIn(db, currency)
        .select([
          "variants.code",
          "variants.productCode",
          "variants.size",
          "variants.stockLevel",
          "variants.availability",
          "prices.amount",
        ])
        .where("variants.code", "=", code)
        .executeTakeFirst();
      if (!row) return null;
      return {
        code: row.code,
        productCode: row.productCode,
        size: row.size,
        stockLevel: toNumber(row.stockLevel),
        availability: row.availability as Availability,
        price: row.amount === null ? null : toNumber(row.amount),
      };
    },

    async lineQuantity(cartId, variantCode) {
      const row = await db
        .selectFrom("cartEntries")
        .select("quantity")
        .where("cartId", "=", cartId)
        .where("variantCode", "=", variantCode)
        .executeTakeFirst();
      return row ? toNumber(row.quantity) : 0;
    },

    async addToLine(input) {
      try {
        return await addOnce(input);
      } catch (error) {
        // Two first adds of the same variant raced to create the line: the loser adds to the winner's line.
        if (isUniqueViolation(error)) return addOnce(input);
        throw error;
      }
    },

    async reprice(cartId, currency, now) {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable("cartEntries")
          .set((eb) => ({
            unitPrice: eb.fn.coalesce(
              eb
                .selectFrom("prices")
                .select("prices.amount")
                .whereRef("prices.variantCode", "=", "cartEntries.variantCode")
                .where("prices.currency", "=", currency),
              eb.ref("cartEntries.unitPrice"),
            ),
          }))
          .where("cartId", "=", cartId)
          .execute();
        await trx
          .updateTable("carts")
          .set({ currency, modifiedAt: now.toISOString() })
          .where("id", "=", cartId)
          .execute();
      });
    },

    async lineQuantities(cartId) {
      const rows = await db
        .selectFrom("cartEntries")
        .select("quantity")
        .where("cartId", "=", cartId)
        .execute();
      const cards = await db.selectFrom("cartGiftCards").select("id").where("cartId", "=", cartId).execute();
      return [
        ...rows.map((row) => ({ quantity: toNumber(row.quantity) })),
        ...cards.map(() => ({ quantity: 1 })),
      ];
    },

    async bagLines(cartId, currency) {
      const rows = await variantsPricedIn(db, currency)
        .innerJoin("cartEntries", "cartEntries.variantCode", "variants.code")
        .innerJoin("products", "products.code", "variants.productCode")
        .innerJoin("swatches", "swatches.code", "variants.swatchCode")
        .leftJoin("productGroups", (join) =>
          join
            .onRef("productGroups.productCode", "=", "variants.productCode")
            .onRef("productGroups.groupCode", "=", "variants.groupCode"),
        )
        .select((eb) => [
          "cartEntries.entryNumber",
          "cartEntries.variantCode",
          "cartEntries.quantity",
          "cartEntries.unitPrice",
          "products.code as productCode",
          "products.name as productName",
          "products.productType",
          "products.categoryCode",
          "products.giftWrappable",
          "variants.groupCode",
          "productGroups.name as groupName",
          "variants.swatchCode",
          "swatches.name as swatchName",
          "variants.size",
          "variants.stockLevel",
          "variants.availability",
          "prices.amount as currentPrice",
          "prices.wasAmount as wasPrice",
          firstSwatchImageId(db, eb.ref("variants.swatchCode")).as("imageId"),
        ])
        .where("cartEntries.cartId", "=", cartId)
        .orderBy("cartEntries.entryNumber", "desc")
        .execute();
      const variantLines = rows.map((row) => ({
        ...row,
        entryNumber: toNumber(row.entryNumber),
        quantity: toNumber(row.quantity),
        unitPrice: toNumber(row.unitPrice),
        groupName: row.groupName ?? null,
        stockLevel: toNumber(row.stockLevel),
        availability: row.availability as Availability,
        currentPrice: row.currentPrice === null ? null : toNumber(row.currentPrice),
        wasPrice: row.wasPrice === null || row.wasPrice === undefined ? null : toNumber(row.wasPrice),
        giftWrappable: toBoolean(row.giftWrappable),
        imageId: row.imageId ?? null,
      }));
      // Gift cards are sold in pounds only, so a cart in another currency can hold none.
      const giftCards = currency === GIFT_CARD_CURRENCY ? await giftCardBagRows(db, cartId) : [];
      if (giftCards.length === 0) return variantLines;
      return [...variantLines, ...giftCards].sort((a, b) => b.entryNumber - a.entryNumber);
    },

    async setLineQuantity({ cartId, entryNumber, quantity, unitPrice, stockAtLeast, now }) {
      return inTransaction(db, async (trx) => {
        let update = trx
          .updateTable("cartEntries")
          .set({ quantity, unitPrice })
          .where("cartId", "=", cartId)
          .where("entryNumber", "=", entryNumber);
        // The stock is read again inside the write, so a sale since the check cannot leave the line above it.
        if (stockAtLeast !== null)
          update = update.where((eb) =>
            eb(
              eb
                .selectFrom("variants")
                .select("variants.stockLevel")
                .whereRef("variants.code", "=", "cartEntries.variantCode"),
              ">=",
              stockAtLeast,
            ),
          );
        const result = await update.executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await touchCart(trx, cartId, now);
        return true;
      });
    },

    async removeLine(cartId, entryNumber, now) {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .deleteFrom("cartEntries")
          .where("cartId", "=", cartId)
          .where("entryNumber", "=", entryNumber)
          .executeTakeFirst();
        const card = await trx
          .deleteFrom("cartGiftCards")
          .where("cartId", "=", cartId)
          .where("entryNumber", "=", entryNumber)
          .executeTakeFirst();
        if (result.numDeletedRows === 0n && card.numDeletedRows === 0n) return false;
        await touchCart(trx, cartId, now);
        return true;
      });
    },

    async reassign(cartId, owner, now) {
      await db
        .updateTable("carts")
        .set({ ownerGuid: owner.ownerGuid, customerId: owner.customerId, modifiedAt: now.toISOString() })
        .where("id", "=", cartId)
        .execute();
    },

    moveGiftCards: (fromCartId, toCartId, now) => moveGiftCardLines(db, fromCartId, toCartId, now),

    async deleteCart(cartId) {
      await db.deleteFrom("carts").where("id", "=", cartId).execute();
    },

    async touch(cartId, now) {
      await touchCart(db, cartId, now);
    },
  };
}
