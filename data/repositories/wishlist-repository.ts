import { newestFirst } from "../../core/wishlist/saved-item.ts";
import type { StoredSavedItemList, WishlistRepository } from "../../core/wishlist/wishlist-ports.ts";
import { type Db, inTransaction } from "../db.ts";
import { toIso, toNumber } from "../normalise.ts";
import { firstSwatchImageId, variantsPricedIn } from "./catalogue-queries.ts";

function toList(row: { id: number | string; guid: string; customerId: string | null }): StoredSavedItemList {
  return { id: toNumber(row.id), guid: row.guid, customerId: row.customerId };
}

/** Saved-item lists and their entries in the database (migration 0004). */
export function createWishlistRepository(db: Db): WishlistRepository {
  async function entriesIn(
    executor: Db | Parameters<Parameters<typeof inTransaction>[1]>[0],
    listId: number,
  ) {
    const rows = await executor
      .selectFrom("savedItems")
      .select(["position", "productCode", "groupCode", "name", "savedAt"])
      .where("listId", "=", listId)
      .orderBy("position", "desc")
      .execute();
    return newestFirst(
      rows.map((row) => ({
        position: toNumber(row.position),
        code: row.productCode,
        groupCode: row.groupCode,
        name: row.name,
        savedAt: toIso(row.savedAt),
      })),
    );
  }

  return {
    async findByGuid(guid) {
      const row = await db
        .selectFrom("savedItemLists")
        .select(["id", "guid", "customerId"])
        .where("guid", "=", guid)
        .executeTakeFirst();
      return row ? toList(row) : null;
    },

    async open({ guid, customerId, now }) {
      // The unique guid is the guard: of several racing opens one inserts, the others read its list.
      await db
        .insertInto("savedItemLists")
        .values({ guid, customerId, nextPosition: 1, createdAt: now.toISOString() })
        .onConflict((oc) => oc.column("guid").doNothing())
        .execute();
      const row = await db
        .selectFrom("savedItemLists")
        .select(["id", "guid", "customerId"])
        .where("guid", "=", guid)
        .executeTakeFirstOrThrow();
      return toList(row);
    },

    entries: (listId) => entriesIn(db, listId),

    async count(listId) {
      const row = await db
        .selectFrom("savedItems")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("listId", "=", listId)
        .executeTakeFirst();
      return toNumber(row?.n);
    },

    async save(listId, item, now, plan) {
      return inTransaction(db, async (trx) => {
        // Taking the next position first locks the list's row (PostgreSQL), so two saves to one list queue
        // up and the maximum holds; positions are never reused even when the save is then refused.
        const claimed = await trx
          .updateTable("savedItemLists")
          .set((eb) => ({ nextPosition: eb("nextPosition", "+", 1) }))
          .where("id", "=", listId)
          .returning("nextPosition")
          .executeTakeFirstOrThrow();
        const position = toNumber(claimed.nextPosition) - 1;
        const decision = plan(await entriesIn(trx, listId));
        if (decision.kind === "refuse") return decision;
        if (decision.removePositions.length > 0) {
          await trx
            .deleteFrom("savedItems")
            .where("listId", "=", listId)
            .where("position", "in", decision.removePositions)
            .execute();
        }
        await trx
          .insertInto("savedItems")
          .values({
            listId,
            position,
            productCode: item.code,
            groupCode: item.groupCode,
            name: item.name,
            savedAt: now.toISOString(),
          })
          .execute();
        const count = await trx
          .selectFrom("savedItems")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("listId", "=", listId)
          .executeTakeFirst();
        return { kind: "saved" as const, position, numberOfEntries: toNumber(count?.n) };
      });
    },

    async remove(listId, position) {
      const result = await db
        .deleteFrom("savedItems")
        .where("listId", "=", listId)
        .where("position", "=", position)
        .executeTakeFirst();
      return toNumber(result.numDeletedRows) > 0;
    },

    async productExists(code) {
      const row = await db.selectFrom("products").select("code").where("code", "=", code).executeTakeFirst();
      return row !== undefined;
    },

    async products(codes, currency) {
      if (codes.length === 0) return [];
      const products = await db
        .selectFrom("products")
        .select(["code", "name", "productType", "categoryCode"])
        .where("code", "in", codes)
        .execute();
      const swatches = await db
        .selectFrom("swatches")
        .select((eb) => [
          "swatches.code",
          "swatches.productCode",
          "swatches.name",
          "swatches.position",
          firstSwatchImageId(db, eb.ref("swatches.code")).as("imageId"),
        ])
        .where("swatches.productCode", "in", codes)
        .orderBy("swatches.position")
        .execute();
      const variants = await variantsPricedIn(db, currency)
        .select([
          "variants.code",
          "variants.productCode",
          "variants.swatchCode",
          "variants.size",
          "variants.groupCode",
          "variants.stockLevel",
          "variants.availability",
          "variants.position",
          "prices.amount",
        ])
        .where("variants.productCode", "in", codes)
        .orderBy("variants.position")
        .execute();
      return products.map((product) => {
        // The first colour stands for the product, as on listing cards.
        const swatch = swatches.find((s) => s.productCode === product.code);
        return {
          code: product.code,
          name: product.name,
          productType: product.productType,
          categoryCode: product.categoryCode,
          swatchCode: swatch?.code ?? null,
          swatchName: swatch?.name ?? null,
          imageId: swatch?.imageId ?? null,
          variants: variants
            .filter((v) => v.productCode === product.code && (!swatch || v.swatchCode === swatch.code))
            .map((v) => ({
              code: v.code,
              size: v.size,
              groupCode: v.groupCode,
              stockLevel: toNumber(v.stockLevel),
              availability: v.availability,
              price: v.amount === null ? null : toNumber(v.amount),
            })),
        };
      });
    },
  };
}
