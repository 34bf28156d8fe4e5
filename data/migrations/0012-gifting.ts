import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// Gift boxes and gift messages of a bag (spec 001 §3 "Gifting", §4, §5). A box belongs to a cart; its items
// point at cart lines, so a line that leaves the bag leaves its box (on delete cascade) and a box left empty is
// dropped when read. The unique (cart, line) key keeps a product in one box only, however requests race.
// Box numbers are not stored: they follow creation order at read time, so a removal renumbers the rest.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const s = db.schema;
  const idType = t.postgres ? "bigint" : "integer";
  const id = (c: ColumnDefinitionBuilder) =>
    t.postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await s
    .createTable("cart_gift_boxes")
    .addColumn("id", idType, id)
    .addColumn("cart_id", idType, (c) => c.notNull().references("carts.id").onDelete("cascade"))
    // GIFTB or GIFTWRAP (spec 001 §9): the box product whose price is charged.
    .addColumn("box_type", "text", (c) => c.notNull())
    // Kept as cleaned and checked (spec 001 §5); empty when none.
    .addColumn("personal_message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex("cart_gift_boxes_cart").on("cart_gift_boxes").column("cart_id").execute();

  await s
    .createTable("cart_gift_box_items")
    .addColumn("box_id", idType, (c) => c.notNull().references("cart_gift_boxes.id").onDelete("cascade"))
    // The box's cart again, so the unique key below can say "one box per line in a cart".
    .addColumn("cart_id", idType, (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("cart_entry_id", idType, (c) => c.notNull().references("cart_entries.id").onDelete("cascade"))
    .addUniqueConstraint("cart_gift_box_items_line", ["cart_id", "cart_entry_id"])
    .execute();
  await s.createIndex("cart_gift_box_items_box").on("cart_gift_box_items").column("box_id").execute();

  // The order-level gift message (spec 001 §3 Cart.giftMessage); null when none.
  await s.alterTable("carts").addColumn("gift_message", "text").execute();
  // spec 001 §3 freeGiftMessageDisabledProducts: a product that may travel in a box but with no message.
  await s
    .alterTable("products")
    .addColumn("gift_message_disabled", t.bool, (c) =>
      c.notNull().defaultTo(t.postgres ? sql`false` : sql`0`),
    )
    .execute();
}
