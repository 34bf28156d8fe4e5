import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// Registrations waiting for their e-mail to be confirmed (docs/decisions/030-what-strangers-reach.md). Registering
// answers alike whether or not the address has an account, so the account is made only when the link mailed to
// the address is followed: until then the details wait here with the password's hash (never the password) and the
// SHA-256 of the link's token (never the token). Deleted a day after they are used or expire.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("pending_registrations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("birthday_day", "integer")
    .addColumn("birthday_month", "integer")
    .addColumn("marketing_consent", t.bool, (c) => c.notNull().defaultTo(t.postgres ? sql`false` : sql`0`))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("redirect_url", "text")
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("used_at", t.timestamp)
    .execute();
  await db.schema
    .createIndex("pending_registrations_email")
    .on("pending_registrations")
    .column("email_key")
    .execute();
}
