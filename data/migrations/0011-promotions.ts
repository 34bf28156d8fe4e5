import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// Promotion codes and the codes applied to each cart (the seeded codes are in the README).
// A code is its own key: shoppers type it, and it is stored upper case as their input is normalised to.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const s = db.schema;

  await s
    .createTable("promotions")
    .addColumn("code", "text", (c) => c.primaryKey())
    // The kinds of core/pricing/cart-pricing-types.ts as they were here: a new kind comes with a migration.
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`${sql.ref("kind")} in ('percentOff', 'amountOff', 'freeStandardDelivery')`),
    )
    // Percent, or minor units in `currency`; 0 for free delivery.
    .addColumn("value", "integer", (c) => c.notNull().check(sql`${sql.ref("value")} >= 0`))
    // Null: valid in every currency (a percentage, free delivery).
    .addColumn("currency", "text", (c) => c.references("currencies.isocode"))
    .addColumn("threshold", "integer")
    .addColumn("starts_at", t.timestamp)
    .addColumn("ends_at", t.timestamp)
    .addColumn("stackable", t.bool, (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .execute();

  await s
    .createTable("cart_promotions")
    .addColumn("cart_id", t.postgres ? "bigint" : "integer", (c) =>
      c.notNull().references("carts.id").onDelete("cascade"),
    )
    // A code withdrawn from the shop leaves the carts it was on rather than blocking the withdrawal.
    .addColumn("code", "text", (c) => c.notNull().references("promotions.code").onDelete("cascade"))
    .addColumn("applied_at", t.timestamp, (c) => c.notNull())
    // Pricing lets the first applied non-stackable code count, so the order applied is kept: one past the cart's
    // highest, as two codes applied within one clock tick would tie on applied_at.
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("cart_promotions_pk", ["cart_id", "code"])
    .addUniqueConstraint("cart_promotions_position", ["cart_id", "position"])
    .execute();
}
