import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// Gift cards in a bag (spec 001 §3 purchase fields). A gift card is not a catalogue variant with stock: each
// one is its own bag line with its own value, design and recipient, so two e-gift cards for two people are two
// lines. They take their entry numbers from the same sequence as the cart's other lines (the bag's changes and
// `PUT /bag/giftCard/{id}` name a line by it), and leave with their cart (on delete cascade).
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const idType = t.postgres ? "bigint" : "integer";
  const id = (c: ColumnDefinitionBuilder) =>
    t.postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("cart_gift_cards")
    .addColumn("id", idType, id)
    .addColumn("cart_id", idType, (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("entry_number", "integer", (c) => c.notNull())
    // ECARD (sent by e-mail on its send date) or GCARD (posted).
    .addColumn("product_code", "text", (c) => c.notNull())
    .addColumn("design", "text", (c) => c.notNull())
    // The card's value and what the line costs (value plus any gift box charge), pence: gift cards are pounds only.
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("unit_price", "integer", (c) => c.notNull())
    .addColumn("gift_box", t.bool, (c) => c.notNull().defaultTo(t.postgres ? sql`false` : sql`0`))
    .addColumn("recipient_name", "text", (c) => c.notNull())
    .addColumn("recipient_email", "text")
    .addColumn("sender_name", "text", (c) => c.notNull())
    .addColumn("personal_message", "text", (c) => c.notNull().defaultTo(""))
    // A UK day (YYYY-MM-DD); null for a posted card.
    .addColumn("send_date", "text")
    .addColumn("added_at", t.timestamp, (c) => c.notNull())
    .addUniqueConstraint("cart_gift_cards_number", ["cart_id", "entry_number"])
    .execute();
}
