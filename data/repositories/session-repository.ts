import type { Session, SessionData, SessionRepository } from "../../core/session/session.ts";
import type { Db } from "../db.ts";
import { fromJson, toIso, toJson, toNumber } from "../normalise.ts";

export function createSessionRepository(db: Db): SessionRepository {
  return {
    async find(id, now) {
      const row = await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const expiresAt = toIso(row.expiresAt);
      if (Date.parse(expiresAt) <= now.getTime()) return null;
      return { id: row.id, csrfToken: row.csrfToken, data: fromJson<SessionData>(row.data, {}), expiresAt };
    },
    async create(session: Session, now: Date) {
      await db
        .insertInto("sessions")
        .values({
          id: session.id,
          csrfToken: session.csrfToken,
          data: toJson(session.data),
          createdAt: now.toISOString(),
          expiresAt: session.expiresAt,
        })
        .execute();
    },
    async update(id: string, data: SessionData, expiresAt: string) {
      await db
        .updateTable("sessions")
        .set({ data: toJson(data), expiresAt })
        .where("id", "=", id)
        .execute();
    },
    async deleteExpired(now: Date) {
      const result = await db
        .deleteFrom("sessions")
        .where("expiresAt", "<", now.toISOString())
        .executeTakeFirst();
      return toNumber(result.numDeletedRows);
    },
  };
}
