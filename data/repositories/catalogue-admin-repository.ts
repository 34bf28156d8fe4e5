import { sql } from "kysely";
import type { Availability } from "../../core/catalogue/stock-state.ts";
import type {
  AdminPrice,
  AdminVariant,
  CatalogueAdminRepository,
  VariantState,
} from "../../core/catalogue-admin/catalogue-admin-ports.ts";
import { type Db, inTransaction } from "../db.ts";
import { toNumber } from "../normalise.ts";

// The back office's catalogue (core/catalogue-admin/catalogue-admin.ts) on the tables the shop sells from: the
// prices a bag line reads as its current price, the stock level and availability the listing and bag read.

/** `text` as a LIKE pattern matching itself anywhere, its wildcards escaped (with `escape '\'`). */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const priceOf = (row: { amount: unknown; wasAmount: unknown }): AdminPrice => ({
  amount: toNumber(row.amount),
  wasAmount: row.wasAmount === null ? null : toNumber(row.wasAmount),
});

export function createCatalogueAdminRepository(db: Db): CatalogueAdminRepository {
  return {
    async find({ query, offset, limit }) {
      let products = db.selectFrom("products");
      if (query) {
        const pattern = containing(query);
        products = products.where((eb) =>
          eb.or([
            eb("products.code", "=", query.toUpperCase()),
            eb(sql`lower(${sql.ref("products.name")})`, "like", sql<string>`${pattern} escape '\\'`),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        products
          .leftJoin("variants", "variants.productCode", "products.code")
          .select((eb) => [
            "products.code",
            "products.name",
            eb.fn.count<number>("variants.code").as("variantCount"),
            eb.fn.coalesce(eb.fn.sum<number>("variants.stockLevel"), eb.lit(0)).as("stockLevel"),
          ])
          .groupBy(["products.code", "products.name"])
          .orderBy("products.name")
          .orderBy("products.code")
          .offset(offset)
          .limit(limit)
          .execute(),
        products.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
      ]);
      return {
        products: rows.map((row) => ({
          code: row.code,
          name: row.name,
          variantCount: toNumber(row.variantCount),
          stockLevel: toNumber(row.stockLevel),
        })),
        total: toNumber(count.total),
      };
    },

    async product(code) {
      const product = await db
        .selectFrom("products")
        .select(["code", "name", "productType"])
        .where("code", "=", code)
        .executeTakeFirst();
      if (!product) return null;
      const rows = await db
        .selectFrom("variants")
        .innerJoin("swatches", "swatches.code", "variants.swatchCode")
        .leftJoin("productGroups", (join) =>
          join
            .onRef("productGroups.productCode", "=", "variants.productCode")
            .onRef("productGroups.groupCode", "=", "variants.groupCode"),
        )
        .select([
          "variants.code",
          "variants.size",
          "variants.stockLevel",
          "variants.availability",
          "swatches.name as colour",
          "productGroups.name as group",
        ])
        .where("variants.productCode", "=", code)
        .orderBy("swatches.position")
        .orderBy("variants.position")
        .execute();
      const prices = rows.length
        ? await db
            .selectFrom("prices")
            .select(["variantCode", "currency", "amount", "wasAmount"])
            .where(
              "variantCode",
              "in",
              rows.map((row) => row.code),
            )
            .execute()
        : [];
      const variants = rows.map(
        (row): AdminVariant => ({
          code: row.code,
          colour: row.colour,
          size: row.size,
          group: row.group,
          stockLevel: toNumber(row.stockLevel),
          availability: row.availability as Availability,
          prices: Object.fromEntries(
            prices
              .filter((price) => price.variantCode === row.code)
              .map((price) => [price.currency, priceOf(price)]),
          ),
        }),
      );
      return { ...product, variants };
    },

    async setPrices(productCode, variantCode, currency, price) {
      return inTransaction(db, async (trx) => {
        let sizes = trx.selectFrom("variants").select("code").where("productCode", "=", productCode);
        if (variantCode !== null) sizes = sizes.where("code", "=", variantCode);
        const codes = (await sizes.execute()).map((row) => row.code);
        if (codes.length === 0) return null;
        // Writing first takes the rows' locks (PostgreSQL) or the database's write lock (SQLite) until the end,
        // so the prices read next are the ones this change replaces, whatever else writes them at once.
        await trx
          .updateTable("prices")
          .set((eb) => ({ amount: eb.ref("amount") }))
          .where("variantCode", "in", codes)
          .where("currency", "=", currency)
          .execute();
        const before = await trx
          .selectFrom("prices")
          .select(["variantCode", "amount", "wasAmount"])
          .where("variantCode", "in", codes)
          .where("currency", "=", currency)
          .orderBy("variantCode")
          .execute();
        if (before.length === 0) return [];
        await trx
          .updateTable("prices")
          .set({ amount: price.amount, wasAmount: price.wasAmount })
          .where("variantCode", "in", codes)
          .where("currency", "=", currency)
          .execute();
        return before.map((row) => ({ variantCode: row.variantCode, before: priceOf(row), after: price }));
      });
    },

    async changeVariant(variantCode, change) {
      return inTransaction(db, async (trx) => {
        // The same lock as setPrices takes, by writing the row as it is.
        const touched = await trx
          .updateTable("variants")
          .set((eb) => ({ stockLevel: eb.ref("stockLevel") }))
          .where("code", "=", variantCode)
          .executeTakeFirst();
        if (Number(touched.numUpdatedRows) === 0) return null;
        const row = await trx
          .selectFrom("variants")
          .select(["productCode", "stockLevel", "availability"])
          .where("code", "=", variantCode)
          .executeTakeFirstOrThrow();
        const before: VariantState = {
          stockLevel: toNumber(row.stockLevel),
          availability: row.availability as Availability,
        };
        const after: VariantState = { ...before, ...change };
        await trx.updateTable("variants").set(after).where("code", "=", variantCode).execute();
        return { productCode: row.productCode, before, after };
      });
    },
  };
}
