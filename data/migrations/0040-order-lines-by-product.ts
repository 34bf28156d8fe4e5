import type { Kysely } from "kysely";

// Recommendations read "bought together" as the other lines of the orders holding a product
// (core/recommendations/recommendation-service.ts): an index on the product keeps finding those orders a lookup,
// not a scan of every line ever sold; the order id in it answers the join without reading the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("order_lines_product_order")
    .on("order_lines")
    .columns(["product_code", "order_id"])
    .execute();
}
