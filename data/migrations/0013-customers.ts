import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// Customers: an account per e-mail, unique case-insensitively through the lower-cased copy; the
// password hash carries the parameters it was made with (core/accounts/password-hashing.ts). Sessions gain the
// time of the signed-in customer's last request, which the 30-minute idle time is measured from (spec 001 §4).
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("customers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("birthday_day", "integer")
    .addColumn("birthday_month", "integer")
    .addColumn("customer_type", "text", (c) => c.notNull().defaultTo("registered"))
    .addColumn("marketing_consent", t.bool, (c) => c.notNull().defaultTo(t.postgres ? sql`false` : sql`0`))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("password_changed_at", t.timestamp, (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("modified_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.alterTable("sessions").addColumn("last_active_at", "text").execute();
  await db.schema.createIndex("sessions_customer").on("sessions").column("customer_id").execute();
}
