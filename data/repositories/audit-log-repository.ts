import type { Selectable } from "kysely";
import type { AuditEntry, AuditLogRepository } from "../../core/staff/staff-types.ts";
import type { Db } from "../db.ts";
import { fromJson, toIso, toJson, toNumber } from "../normalise.ts";
import type { Database } from "../schema.ts";

/**
 * The staff audit log (migration 0044): appends and reads, nothing else. There is deliberately no update or
 * delete here, and the database's triggers refuse both from anywhere (docs/decisions/057-staff-access.md).
 */
export function createAuditLogRepository(db: Db): AuditLogRepository {
  return {
    async append(entry, at) {
      await db
        .insertInto("staffAuditLog")
        .values({
          occurredAt: at,
          staffId: entry.actor.staffId,
          actorLabel: entry.actor.label,
          action: entry.action,
          subject: entry.subject,
          beforeValue: entry.before === null ? null : toJson(entry.before),
          afterValue: entry.after === null ? null : toJson(entry.after),
          source: entry.source,
        })
        .execute();
    },
    async page({ beforeId, limit }): Promise<AuditEntry[]> {
      let query = db.selectFrom("staffAuditLog").selectAll().orderBy("id", "desc").limit(limit);
      if (beforeId !== null) query = query.where("id", "<", beforeId);
      return (await query.execute()).map(toEntry);
    },
    async forSubject(subject, limit): Promise<AuditEntry[]> {
      // Through the (subject, id) index of migration 0047.
      const rows = await db
        .selectFrom("staffAuditLog")
        .selectAll()
        .where("subject", "=", subject)
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map(toEntry);
    },
  };
}

type AuditRow = Selectable<Database["staffAuditLog"]>;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: toNumber(row.id),
    occurredAt: toIso(row.occurredAt),
    actor: { staffId: row.staffId, label: row.actorLabel },
    action: row.action,
    subject: row.subject,
    before: fromJson(row.beforeValue, null),
    after: fromJson(row.afterValue, null),
    source: row.source,
  };
}
