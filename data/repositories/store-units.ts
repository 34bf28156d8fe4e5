import type { ExpressionBuilder } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Units of a variant held across all shops, as a column `units` of a query over `variants as v`: "in store only" stock
 * states read it (core/catalogue/stock-state.ts). A correlated sum over the variant's own rows (store_stock_variant
 * indexes them): a join on a grouped subquery made SQLite sum every shop's stock of every variant for each page.
 */
export function storeUnitsOfVariant(eb: ExpressionBuilder<Database & { v: Database["variants"] }, "v">) {
  return eb
    .selectFrom("storeStock")
    .select((sub) => sub.fn.sum<number>("storeStock.quantity").as("units"))
    .whereRef("storeStock.variantCode", "=", "v.code")
    .as("units");
}
