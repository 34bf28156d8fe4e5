import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// Keyed digests and PINs for gift cards (docs/decisions/043-keyed-gift-card-digests.md). A migration cannot read
// the server's secret, so existing rows are marked digest version 1 (the plain SHA-256 of decision 023) and each
// instance re-keys them at start-up (data/repositories/gift-card-rekey.ts); rows written since carry version 2.
// A PIN is stored only as a keyed digest; cards from before PINs have none. Wrong PINs are counted on the card and
// a card past the limit is locked in its row, so the lock holds on every instance.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const table = () => db.schema.alterTable("gift_cards");
  await table()
    .addColumn("digest_version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await table().addColumn("pin_digest", "text").execute();
  await table()
    .addColumn("wrong_pins", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await table().addColumn("locked_at", t.timestamp).execute();
  await db.schema
    .createIndex("gift_cards_digest_version")
    .on("gift_cards")
    .column("digest_version")
    .where(sql.ref("digest_version"), "=", 1)
    .execute();
}
