import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

// The back office's staff (issue 29 point 1, docs/decisions/057-staff-access.md): accounts apart from customers,
// their sessions (only a hash of each id), and the audit log of every staff action. The log is append-only in the
// database itself: a trigger refuses UPDATE and DELETE (and TRUNCATE on PostgreSQL), whatever code runs.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("staff_accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    // A JSON array of role names (core/staff/roles.ts), read through zod.
    .addColumn("roles", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("totp_secret", "text", (c) => c.notNull())
    .addColumn("totp_last_step", "bigint")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("disabled_at", t.timestamp)
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "text", (c) => c.notNull().references("staff_accounts.id"))
    .addColumn("csrf_token", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("last_active_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staff_sessions_staff").on("staff_sessions").column("staff_id").execute();

  await db.schema
    .createTable("staff_audit_log")
    .addColumn("id", t.postgres ? "bigserial" : "integer", (c) =>
      t.postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("occurred_at", t.timestamp, (c) => c.notNull())
    // No foreign key: an entry outlives whatever it names, and names the e-mail at the time in `actor_label`.
    .addColumn("staff_id", "text")
    .addColumn("actor_label", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("before_value", "text")
    .addColumn("after_value", "text")
    .addColumn("source", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staff_audit_log_time").on("staff_audit_log").column("occurred_at").execute();
  await db.schema
    .createIndex("staff_audit_log_staff")
    .on("staff_audit_log")
    .columns(["staff_id", "occurred_at"])
    .execute();

  if (t.postgres) {
    await sql`
      create function staff_audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'staff_audit_log is append-only: % refused', tg_op;
      end $$`.execute(db);
    await sql`
      create trigger staff_audit_log_no_change before update or delete on staff_audit_log
      for each row execute function staff_audit_log_append_only()`.execute(db);
    await sql`
      create trigger staff_audit_log_no_truncate before truncate on staff_audit_log
      for each statement execute function staff_audit_log_append_only()`.execute(db);
  } else {
    await sql`
      create trigger staff_audit_log_no_update before update on staff_audit_log
      begin select raise(abort, 'staff_audit_log is append-only: UPDATE refused'); end`.execute(db);
    await sql`
      create trigger staff_audit_log_no_delete before delete on staff_audit_log
      begin select raise(abort, 'staff_audit_log is append-only: DELETE refused'); end`.execute(db);
  }
}
