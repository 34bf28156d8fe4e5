import type { CartRepository, StoredCart } from "../../core/cart/cart-ports.ts";
import { nextEntryNumber } from "../../core/cart/cart-rules.ts";
import type { Availability } from "../../core/catalogue/stock-state.ts";
import { type Db, inTransaction } from "../db.ts";
import { toNumber } from "../normalise.ts";
import { firstSwatchImageId, variantsPricedIn } from "./catalogue-queries.ts";

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string } | null;
  return e?.code === "23505" || e?.errcode === 2067 || /UNIQUE constraint failed/.test(String(e?.message));
}

function toCart(row: {
  id: number | string;
  guid: string;
  customerId: string | null;
  currency: string;
}): StoredCart {
  return { id: toNumber(row.id), guid: row.guid, customerId: row.customerId, currency: row.currency };
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
      const numbers = await trx
        .selectFrom("cartEntries")
        .select("entryNumber")
        .where("cartId", "=", input.cartId)
        .execute();
      const entryNumber = nextEntryNumber(numbers.map((n) => n.entryNumber));
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
        .select(["id", "guid", "customerId", "currency"])
        .where("guid", "=", guid)
        .executeTakeFirst();
      return row ? toCart(row) : null;
    },

    async open({ guid, currency, customerId, now }) {
      // The unique guid is the guard: of several racing opens one inserts, the others read its cart.
      await db
        .insertInto("carts")
        .values({ guid, currency, customerId, createdAt: now.toISOString(), modifiedAt: now.toISOString() })
        .onConflict((oc) => oc.column("guid").doNothing())
        .execute();
      const row = await db
        .selectFrom("carts")
        .select(["id", "guid", "customerId", "currency"])
        .where("guid", "=", guid)
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

    async totalUnitCount(cartId) {
      const row = await db
        .selectFrom("cartEntries")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("quantity"), eb.lit(0)).as("total"))
        .where("cartId", "=", cartId)
        .executeTakeFirst();
      return toNumber(row?.total);
    },

    async previewLines(cartId) {
      const rows = await db
        .selectFrom("cartEntries")
        .innerJoin("variants", "variants.code", "cartEntries.variantCode")
        .innerJoin("products", "products.code", "variants.productCode")
        .innerJoin("swatches", "swatches.code", "variants.swatchCode")
        .select((eb) => [
          "cartEntries.entryNumber",
          "cartEntries.variantCode",
          "cartEntries.quantity",
          "cartEntries.unitPrice",
          "products.code as productCode",
          "products.name as productName",
          "products.productType",
          "products.categoryCode",
          "variants.groupCode",
          "variants.swatchCode",
          "swatches.name as swatchName",
          "variants.size",
          firstSwatchImageId(db, eb.ref("variants.swatchCode")).as("imageId"),
        ])
        .where("cartEntries.cartId", "=", cartId)
        .orderBy("cartEntries.entryNumber", "desc")
        .execute();
      return rows.map((row) => ({
        ...row,
        quantity: toNumber(row.quantity),
        unitPrice: toNumber(row.unitPrice),
        imageId: row.imageId ?? null,
      }));
    },
  };
}
