import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// Gift cards as payment (docs/decisions/023-gift-card-ledger.md). A card's code is a bearer
// secret, so only its SHA-256 digest and last four digits are kept. Its balance is never stored: it is the sum of
// its ledger, whose rows are only ever inserted (issue +, hold −, release +, redeem −). A cart's payments name the
// cards holding money for it; the hold itself is the ledger row.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const s = db.schema;
  const idType = t.postgres ? "bigint" : "integer";
  const id = (c: ColumnDefinitionBuilder) =>
    t.postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await s
    .createTable("gift_cards")
    .addColumn("id", idType, id)
    .addColumn("code_hash", "text", (c) => c.notNull().unique())
    .addColumn("last_four", "text", (c) => c.notNull())
    // spec 001 §1: gift cards are sold only in pounds; the column keeps the rule checkable, not assumed.
    .addColumn("currency", "text", (c) => c.notNull().references("currencies.isocode"))
    .addColumn("initial_balance", "integer", (c) =>
      c.notNull().check(sql`${sql.ref("initial_balance")} >= 0`),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`${sql.ref("status")} in ('active', 'cancelled')`),
    )
    // Every movement bumps it: the update takes the card's row lock (PostgreSQL) or the write lock (SQLite), so
    // movements of one card run one at a time and each sees the sum the previous one left.
    .addColumn("movements", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp)
    .execute();

  await s
    .createTable("gift_card_ledger")
    .addColumn("id", idType, id)
    .addColumn("gift_card_id", idType, (c) => c.notNull().references("gift_cards.id"))
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`${sql.ref("kind")} in ('issue', 'hold', 'release', 'redeem')`),
    )
    // `cart:<id>` for holds and releases, `order:<code>` for redemptions, `issue:<what>` for issues.
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex("gift_card_ledger_card").on("gift_card_ledger").column("gift_card_id").execute();

  await s
    .createTable("cart_gift_card_payments")
    .addColumn("id", idType, id)
    // A deleted cart takes its payment rows; its holds are released the next time the card moves.
    .addColumn("cart_id", idType, (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("gift_card_id", idType, (c) => c.notNull().references("gift_cards.id"))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`${sql.ref("amount")} > 0`))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addUniqueConstraint("cart_gift_card_payments_card", ["cart_id", "gift_card_id"])
    .execute();
}
