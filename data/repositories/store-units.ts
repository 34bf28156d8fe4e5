import type { Db } from "../db.ts";

/**
 * Units of each variant held across all shops, as a subquery `s` (variantCode, units) to left-join on the variant:
 * "in store only" stock states read it (core/catalogue/stock-state.ts).
 */
export function storeUnitsByVariant(db: Db) {
  return db
    .selectFrom("storeStock")
    .select(["variantCode", (eb) => eb.fn.sum<number>("quantity").as("units")])
    .groupBy("variantCode")
    .as("s");
}
