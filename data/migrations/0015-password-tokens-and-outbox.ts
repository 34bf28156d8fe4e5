import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

// Password tokens, the request queue and the e-mail outbox (6). A token is kept only as its
// SHA-256, so a copy of the database cannot be used to reset anyone's password. A reset or magic-link request is
// queued in `password_requests` whether or not the address has an account, so the answer cannot tell the two
// apart; the worker resolves it and writes the token and its e-mail (`outbox`) in one transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("password_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("flow", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("redirect_url", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("used_at", t.timestamp)
    .execute();
  await db.schema
    .createIndex("password_tokens_customer")
    .on("password_tokens")
    .columns(["customer_id", "flow"])
    .execute();

  await db.schema
    .createTable("password_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("flow", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("redirect_url", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("processed_at", t.timestamp)
    .addColumn("locked_until", t.timestamp)
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("password_requests_email")
    .on("password_requests")
    .columns(["email_key", "created_at"])
    .execute();
  await db.schema
    .createIndex("password_requests_pending")
    .on("password_requests")
    .columns(["processed_at", "created_at"])
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("sent_at", t.timestamp)
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("locked_until", t.timestamp)
    .addColumn("next_attempt_at", t.timestamp)
    .execute();
  await db.schema.createIndex("outbox_pending").on("outbox").columns(["sent_at", "created_at"]).execute();
}
