import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// Tables for carts, cart entries and saved items (docs/decisions/008-cart-and-saved-items.md).
// A cart or a saved-items list belongs to a guest by its guid (kept in the session) or, once accounts
// arrive, to a customer: customer_id is nullable so a signed-in shopper's current cart needs no new table.
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was at this point.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const s = db.schema;
  const id = (c: ColumnDefinitionBuilder) =>
    t.postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await s
    .createTable("carts")
    .addColumn("id", t.postgres ? "bigint" : "integer", id)
    .addColumn("guid", "text", (c) => c.notNull().unique())
    .addColumn("customer_id", "text")
    .addColumn("currency", "text", (c) => c.notNull().references("currencies.isocode"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("modified_at", t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex("carts_customer").on("carts").column("customer_id").execute();

  await s
    .createTable("cart_entries")
    .addColumn("id", t.postgres ? "bigint" : "integer", id)
    .addColumn("cart_id", t.postgres ? "bigint" : "integer", (c) =>
      c.notNull().references("carts.id").onDelete("cascade"),
    )
    // spec 001 §4: quantity update and removal are keyed by the cart entry number.
    .addColumn("entry_number", "integer", (c) => c.notNull())
    .addColumn("variant_code", "text", (c) => c.notNull().references("variants.code"))
    .addColumn("quantity", "integer", (c) => c.notNull().check(positive("quantity")))
    // Unit price in the cart's currency, minor units, captured from the catalogue when added.
    .addColumn("unit_price", "integer", (c) => c.notNull())
    .addColumn("added_at", t.timestamp, (c) => c.notNull())
    .addUniqueConstraint("cart_entries_variant", ["cart_id", "variant_code"])
    .addUniqueConstraint("cart_entries_number", ["cart_id", "entry_number"])
    .execute();

  await s
    .createTable("saved_item_lists")
    .addColumn("id", t.postgres ? "bigint" : "integer", id)
    .addColumn("guid", "text", (c) => c.notNull().unique())
    .addColumn("customer_id", "text")
    // Positions are never reused within a list, so a delete by position can never hit another item.
    .addColumn("next_position", "integer", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex("saved_item_lists_customer").on("saved_item_lists").column("customer_id").execute();

  await s
    .createTable("saved_items")
    .addColumn("list_id", t.postgres ? "bigint" : "integer", (c) =>
      c.notNull().references("saved_item_lists.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_code", "text", (c) => c.notNull())
    .addColumn("group_code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("saved_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("saved_items_pk", ["list_id", "position"])
    .addUniqueConstraint("saved_items_product", ["list_id", "product_code"])
    .execute();
}

function positive(column: string) {
  return sql`${sql.ref(column)} > 0`;
}
