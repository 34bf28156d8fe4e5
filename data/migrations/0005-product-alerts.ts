import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

// Notify-me requests (spec 002 §7 POST /api/product/notifyme): one per e-mail and size, so a
// shopper who asks twice is not written to twice when the size comes back.
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was at this point.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("product_alerts")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("variant_code", "text", (c) => c.notNull().references("variants.code").onDelete("cascade"))
    .addColumn("product_code", "text", (c) => c.notNull().references("products.code").onDelete("cascade"))
    .addColumn("country_iso", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("notified_at", t.timestamp)
    .addPrimaryKeyConstraint("product_alerts_pk", ["email", "variant_code"])
    .execute();
  // Sending alerts when stock returns reads by size.
  await db.schema.createIndex("product_alerts_variant").on("product_alerts").column("variant_code").execute();
}
