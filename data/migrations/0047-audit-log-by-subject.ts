import type { Kysely } from "kysely";

// The back office's order page shows the audit entries whose subject is its order (issue 29 point 2): an index on
// the subject, then the id, keeps that a lookup read newest first, not a scan of the whole append-only log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("staff_audit_log_subject")
    .on("staff_audit_log")
    .columns(["subject", "id"])
    .execute();
}
