import { type Kysely, sql } from "kysely";

// A cart per version: the session keeps one owner key (`cartGuid`), and each version the
// shopper fills a bag on has its own cart under that key, in that version's currency. Carts made before this
// belonged to every version; each goes to the version of its currency. `guid` stays the cart's own public id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("carts").addColumn("owner_guid", "text").execute();
  await db.schema
    .alterTable("carts")
    .addColumn("version", "text", (c) => c.notNull().defaultTo("uk"))
    .execute();
  await sql`update carts set owner_guid = guid,
    version = case currency when 'GBP' then 'uk' when 'USD' then 'us' else 'row' end`.execute(db);
  await db.schema
    .createIndex("carts_owner_version")
    .on("carts")
    .columns(["owner_guid", "version"])
    .unique()
    .execute();
}
