import type { Kysely } from "kysely";

// How each product travels (spec 001 §9 split-delivery groups; core/delivery/delivery-types.ts DELIVERY_GROUPS):
// furniture and made-to-order pieces are delivered on their own, everything else goes in the parcel. Every
// product already seeded is a parcel item, so the default keeps them as they were.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("delivery_group", "text", (c) => c.notNull().defaultTo("standard"))
    .execute();
}
