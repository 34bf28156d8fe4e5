import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// A cart holds at most one promotion code that cannot be combined (docs/decisions/015-promotions-and-pricing.md),
// kept by the database itself: each cart's code carries the code's `stackable`, a partial unique index allows one
// row per cart where it is false, and the key (code, stackable) into `promotions` follows any change to a code's
// terms. SQLite cannot add a foreign key to a table, so the table is built again, the same way on both dialects.
export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL's migrator already runs each migration in a transaction; SQLite's does not.
  if (db.isTransaction) await rebuildCartPromotions(db);
  else await db.transaction().execute(rebuildCartPromotions);
}

async function rebuildCartPromotions(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const s = db.schema;

  // What the cart's rows refer to: `code` alone is already unique, this makes (code, stackable) a key too.
  await s
    .createIndex("promotions_code_stackable")
    .unique()
    .on("promotions")
    .columns(["code", "stackable"])
    .execute();

  await s
    .createTable("cart_promotions_next")
    .addColumn("cart_id", t.postgres ? "bigint" : "integer", (c) =>
      c.notNull().references("carts.id").onDelete("cascade"),
    )
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("stackable", t.bool, (c) => c.notNull())
    .addColumn("applied_at", t.timestamp, (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("cart_promotions_cart_code", ["cart_id", "code"])
    .addUniqueConstraint("cart_promotions_cart_position", ["cart_id", "position"])
    // A code withdrawn from the shop still leaves the carts it was on; a change to its terms reaches them.
    .addForeignKeyConstraint(
      "cart_promotions_code_terms",
      ["code", "stackable"],
      "promotions",
      ["code", "stackable"],
      (fk) => fk.onDelete("cascade").onUpdate("cascade"),
    )
    .execute();

  // Carts that racing applies left with two codes that cannot be combined keep the first applied, the one
  // pricing let count.
  await sql`
    insert into cart_promotions_next (cart_id, code, stackable, applied_at, position)
    select cp.cart_id, cp.code, p.stackable, cp.applied_at, cp.position
    from cart_promotions cp
    inner join promotions p on p.code = cp.code
    where p.stackable or cp.position = (
      select min(first.position)
      from cart_promotions first
      inner join promotions fp on fp.code = first.code
      where first.cart_id = cp.cart_id and not fp.stackable
    )
  `.execute(db);

  await s.dropTable("cart_promotions").execute();
  await s.alterTable("cart_promotions_next").renameTo("cart_promotions").execute();

  await s
    .createIndex("cart_promotions_one_not_combinable")
    .unique()
    .on("cart_promotions")
    .column("cart_id")
    .where(sql<boolean>`not ${sql.ref("stackable")}`)
    .execute();
}
