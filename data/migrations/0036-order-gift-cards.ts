import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// Gift cards bought in an order: what the shopper chose for each gift-card line (design, amount, recipient, sender,
// message, send date, gift box), and the card issued for it. The issued card's code and PIN are never kept in
// clear: `sealed_secret` holds them encrypted (AES-256-GCM, key derived from GIFT_CARD_SECRET) only until the card
// is first used (an e-gift card can be resent to a corrected address till then), or for the warehouse to print. `gift_card_id` set is the line's
// issue: set once, under the row's lock, so recovery or a retry never issues a line twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const idType = t.postgres ? "bigint" : "integer";

  await db.schema
    .createTable("order_gift_cards")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("entry_number", "integer", (c) => c.notNull())
    // ECARD (e-mailed on its send date) or GCARD (posted with the order).
    .addColumn("product_code", "text", (c) => c.notNull())
    .addColumn("design", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("gift_box", t.bool, (c) => c.notNull().defaultTo(t.postgres ? sql`false` : sql`0`))
    .addColumn("recipient_name", "text", (c) => c.notNull())
    .addColumn("recipient_email", "text")
    .addColumn("sender_name", "text", (c) => c.notNull())
    .addColumn("personal_message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("send_date", "text")
    .addColumn("gift_card_id", idType, (c) => c.references("gift_cards.id"))
    .addColumn("last_four", "text")
    .addColumn("sealed_secret", "text")
    .addColumn("issued_at", t.timestamp)
    .addColumn("sent_at", t.timestamp)
    .addPrimaryKeyConstraint("order_gift_cards_pk", ["order_id", "entry_number"])
    .execute();
}
