import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

// Blocking gift cards from the back office, and finding them (issue 29 point 5; docs/decisions/061-gift-card-blocks.md).
// A block is a nullable `blocked_at` on the card's own row rather than a third `status`: widening 0020's CHECK
// would need a table rebuild on SQLite (gift_cards is referenced by three tables), and a flag on the row is read
// under the row lock every hold and redemption already takes, so a block and a movement of the card always run one
// after the other. Who blocked and why is in the audit log. Staff resends of an e-gift card are kept per idempotency
// key, so a form submitted twice mails the card once. Indexes: cards by last four, ledger rows by their order
// reference (cards redeemed on an order), and order gift cards by card.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("gift_cards").addColumn("blocked_at", t.timestamp).execute();
  await db.schema.createIndex("gift_cards_last_four").on("gift_cards").column("last_four").execute();
  await db.schema
    .createIndex("gift_card_ledger_reference")
    .on("gift_card_ledger")
    .column("reference")
    .execute();
  await db.schema
    .createIndex("order_gift_cards_card")
    .on("order_gift_cards")
    .column("gift_card_id")
    .execute();
  await db.schema
    .createTable("gift_card_resends")
    .addColumn("idempotency_key", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("entry_number", "integer", (c) => c.notNull())
    .addColumn("staff_id", "text")
    .addColumn("recipient_email", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
}
