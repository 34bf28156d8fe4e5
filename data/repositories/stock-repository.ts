import type { StockRepository } from "../../core/catalogue/stock-service.ts";
import type { Db } from "../db.ts";

export function createStockRepository(db: Db): StockRepository {
  return {
    async setStockLevel(variantCode, stockLevel) {
      const row = await db
        .updateTable("variants")
        .set({ stockLevel })
        .where("code", "=", variantCode)
        .returning("productCode")
        .executeTakeFirst();
      return row?.productCode ?? null;
    },
    async setPrice(variantCode, currency, price) {
      const variant = await db
        .selectFrom("variants")
        .select("productCode")
        .where("code", "=", variantCode)
        .executeTakeFirst();
      if (!variant) return null;
      const result = await db
        .updateTable("prices")
        .set({ amount: price.amount, wasAmount: price.wasAmount })
        .where("variantCode", "=", variantCode)
        .where("currency", "=", currency)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? variant.productCode : null;
    },
  };
}
