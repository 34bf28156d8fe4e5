import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was at this point.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const s = db.schema;

  await s
    .createTable("currencies")
    .addColumn("isocode", "text", (c) => c.primaryKey())
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();

  await s
    .createTable("base_stores")
    .addColumn("uid", "text", (c) => c.primaryKey())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("default_currency", "text", (c) => c.notNull().references("currencies.isocode"))
    .execute();

  await s
    .createTable("countries")
    .addColumn("isocode", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("currency_iso", "text", (c) => c.notNull().references("currencies.isocode"))
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("base_store", "text", (c) => c.notNull().references("base_stores.uid"))
    .addColumn("post_code_regex", "text")
    .execute();

  await s
    .createTable("categories")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("parent_code", "text", (c) => c.references("categories.code"))
    .addColumn("path", "text", (c) => c.notNull().unique())
    .addColumn("depth", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("is_visible", t.bool, (c) => c.notNull())
    .execute();
  await s.createIndex("categories_parent").on("categories").column("parent_code").execute();

  await s
    .createTable("products")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("product_type", "text", (c) => c.notNull())
    .addColumn("variant_shape", "text", (c) => c.notNull())
    .addColumn("category_code", "text", (c) => c.notNull().references("categories.code"))
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("size_and_care", "text", (c) => c.notNull())
    .addColumn("sustainable_style", "text", (c) => c.notNull())
    .addColumn("delivery_info", "text", (c) => c.notNull())
    .addColumn("is_new", t.bool, (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("international_delivery", t.bool, (c) => c.notNull())
    .addColumn("restricted_countries", t.json, (c) => c.notNull())
    .addColumn("gift_wrappable", t.bool, (c) => c.notNull())
    .addColumn("keywords", "text", (c) => c.notNull())
    .execute();
  await s.createIndex("products_category").on("products").column("category_code").execute();

  await s
    .createTable("product_categories")
    .addColumn("product_code", "text", (c) => c.notNull().references("products.code").onDelete("cascade"))
    .addColumn("category_code", "text", (c) => c.notNull().references("categories.code"))
    .addPrimaryKeyConstraint("product_categories_pk", ["product_code", "category_code"])
    .execute();
  await s
    .createIndex("product_categories_category")
    .on("product_categories")
    .column("category_code")
    .execute();

  await s
    .createTable("product_groups")
    .addColumn("product_code", "text", (c) => c.notNull().references("products.code").onDelete("cascade"))
    .addColumn("group_code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_groups_pk", ["product_code", "group_code"])
    .execute();

  await s
    .createTable("swatches")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("product_code", "text", (c) => c.notNull().references("products.code").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("hex", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await s.createIndex("swatches_product").on("swatches").column("product_code").execute();

  await s
    .createTable("variants")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("product_code", "text", (c) => c.notNull().references("products.code").onDelete("cascade"))
    .addColumn("swatch_code", "text", (c) => c.notNull().references("swatches.code").onDelete("cascade"))
    .addColumn("group_code", "text")
    .addColumn("size", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("stock_level", "integer", (c) => c.notNull().check(sqlNonNegative("stock_level")))
    .addColumn("availability", "text", (c) => c.notNull())
    .addColumn("preorder_date", "text")
    .addColumn("notify_me", t.bool, (c) => c.notNull())
    .execute();
  await s.createIndex("variants_product").on("variants").column("product_code").execute();
  await s.createIndex("variants_swatch").on("variants").column("swatch_code").execute();

  await s
    .createTable("prices")
    .addColumn("variant_code", "text", (c) => c.notNull().references("variants.code").onDelete("cascade"))
    .addColumn("currency", "text", (c) => c.notNull().references("currencies.isocode"))
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("was_amount", "integer")
    .addPrimaryKeyConstraint("prices_pk", ["variant_code", "currency"])
    .execute();

  await s
    .createTable("images")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_type", "text", (c) => c.notNull())
    .addColumn("owner_code", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("shape", "text", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("design", t.json, (c) => c.notNull())
    .execute();
  await s.createIndex("images_owner").on("images").columns(["owner_type", "owner_code"]).execute();

  await s
    .createTable("product_sets")
    .addColumn("set_code", "text", (c) => c.notNull().references("products.code").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_code", "text", (c) => c.notNull().references("products.code"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_sets_pk", ["set_code", "position"])
    .execute();

  await s
    .createTable("stores")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("line1", "text", (c) => c.notNull())
    .addColumn("line2", "text")
    .addColumn("town", "text", (c) => c.notNull())
    .addColumn("postcode", "text", (c) => c.notNull())
    .addColumn("country_iso", "text", (c) => c.notNull())
    .addColumn("latitude", t.real, (c) => c.notNull())
    .addColumn("longitude", t.real, (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("whatsapp", "text")
    .addColumn("opening_hours", t.json, (c) => c.notNull())
    .execute();

  await s
    .createTable("store_stock")
    .addColumn("store_code", "text", (c) => c.notNull().references("stores.code").onDelete("cascade"))
    .addColumn("variant_code", "text", (c) => c.notNull().references("variants.code").onDelete("cascade"))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sqlNonNegative("quantity")))
    .addPrimaryKeyConstraint("store_stock_pk", ["store_code", "variant_code"])
    .execute();
  await s.createIndex("store_stock_variant").on("store_stock").column("variant_code").execute();

  await s
    .createTable("reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_code", "text", (c) => c.notNull().references("products.code").onDelete("cascade"))
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("design", "integer", (c) => c.notNull())
    .addColumn("fit", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("verified", t.bool, (c) => c.notNull())
    .addColumn("colour", "text", (c) => c.notNull())
    .addColumn("size", "text", (c) => c.notNull())
    .execute();
  await s.createIndex("reviews_product").on("reviews").column("product_code").execute();

  await s
    .createTable("navigation_nodes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("menu", "text", (c) => c.notNull())
    .addColumn("parent_id", "text", (c) => c.references("navigation_nodes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("node_type", "text", (c) => c.notNull())
    .addColumn("component_type", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("link_name", "text", (c) => c.notNull())
    .addColumn("url", "text")
    .addColumn("group_name", "text")
    .addColumn("align_right", t.bool, (c) => c.notNull())
    .addColumn("is_visible", t.bool, (c) => c.notNull())
    .addColumn("amplience_id", "text")
    .addColumn("banner", t.json)
    .addColumn("version", "text")
    .execute();
  await s
    .createIndex("navigation_nodes_menu")
    .on("navigation_nodes")
    .columns(["menu", "parent_id"])
    .execute();

  await s
    .createTable("content_components")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slot", "text", (c) => c.notNull())
    .addColumn("version", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("component_type", "text", (c) => c.notNull())
    .addColumn("data", t.json, (c) => c.notNull())
    .execute();
  await s.createIndex("content_components_slot").on("content_components").column("slot").execute();

  await s
    .createTable("pages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("version", "text")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("template", "text", (c) => c.notNull())
    .execute();
  await s.createIndex("pages_path").on("pages").column("path").execute();

  await s
    .createTable("page_slots")
    .addColumn("page_id", "text", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("slot", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("component_type", "text", (c) => c.notNull())
    .addColumn("data", t.json, (c) => c.notNull())
    .addPrimaryKeyConstraint("page_slots_pk", ["page_id", "slot", "position"])
    .execute();

  await s
    .createTable("magazine_categories")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();

  await s
    .createTable("magazine_articles")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("category_slug", "text", (c) => c.notNull().references("magazine_categories.slug"))
    .addColumn("index_name", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("body", t.json, (c) => c.notNull())
    .addColumn("aspect", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("published_at", t.timestamp, (c) => c.notNull())
    .addColumn("reading_minutes", "integer", (c) => c.notNull())
    .addColumn("tags", t.json, (c) => c.notNull())
    .execute();

  await s
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("csrf_token", "text", (c) => c.notNull())
    .addColumn("data", t.json, (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex("sessions_expires").on("sessions").column("expires_at").execute();

  await s
    .createTable("meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

// Stock can never go below zero, whatever the code above it does (ARCHITECTURE.md "Stock and orders").
function sqlNonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}
