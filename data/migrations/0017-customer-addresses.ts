import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// The address book (spec 001 §3 "My account"): a customer's saved addresses, removed with the
// customer. At most one default per customer: the address service keeps it so inside a transaction, and a
// partial unique index makes a second default impossible even for two racing requests.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("customer_addresses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("line1", "text", (c) => c.notNull())
    .addColumn("line2", "text")
    .addColumn("town_city", "text", (c) => c.notNull())
    .addColumn("postcode", "text", (c) => c.notNull())
    .addColumn("country_iso", "text", (c) => c.notNull().references("countries.isocode"))
    .addColumn("region_iso", "text")
    .addColumn("is_default", t.bool, (c) => c.notNull().defaultTo(t.postgres ? sql`false` : sql`0`))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("modified_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("customer_addresses_customer")
    .on("customer_addresses")
    .column("customer_id")
    .execute();
  // `where is_default` reads as a boolean on PostgreSQL and as a non-zero integer on SQLite.
  await sql`create unique index customer_addresses_one_default on customer_addresses (customer_id) where is_default`.execute(
    db,
  );
}
