import type { Kysely } from "kysely";

// What an order's line looked like when it was bought (the confirmation, tracking and my account show it): the
// colour, size, type and image of the variant, and the product page it came from. Kept with the order because the
// catalogue moves on: a renamed colour or a new photograph must not change an order already placed. Null on
// orders written before this migration, which the pages show without them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_lines").addColumn("colour", "text").execute();
  await db.schema.alterTable("order_lines").addColumn("size", "text").execute();
  await db.schema.alterTable("order_lines").addColumn("variant_group", "text").execute();
  await db.schema.alterTable("order_lines").addColumn("image_id", "text").execute();
  await db.schema.alterTable("order_lines").addColumn("product_url", "text").execute();
}
