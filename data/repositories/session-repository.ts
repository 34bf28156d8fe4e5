import {
  type ClaimedSessionKey,
  SESSION_LIFETIME_MS,
  type Session,
  type SessionData,
  type SessionRepository,
} from "../../core/session/session.ts";
import { csrfTokenFor, newSessionId } from "../../core/session/session-ids.ts";
import { type Db, inTransaction } from "../db.ts";
import { toIso, toNumber } from "../normalise.ts";

const KEYS = ["country", "currency", "cartGuid", "savedItemsGuid", "customerId", "lastActiveAt"] as const;

type Columns = Record<(typeof KEYS)[number], string | null> & {
  bagNotice: string | null;
  accountNotice: string | null;
  placedOrders: string | null;
};

function dataOf(row: Columns): SessionData {
  const data: SessionData = {};
  for (const key of KEYS) {
    const value = row[key];
    if (value !== null) data[key] = value;
  }
  if (row.bagNotice !== null) data.bagNotice = JSON.parse(row.bagNotice);
  if (row.accountNotice !== null) data.accountNotice = JSON.parse(row.accountNotice);
  if (row.placedOrders !== null) data.placedOrders = JSON.parse(row.placedOrders);
  return data;
}

/** Only the values present in `data`: an absent key is left alone, never cleared; a null notice is cleared. */
function changed(data: SessionData): Partial<Columns> {
  const values: Partial<Columns> = {};
  for (const key of KEYS) {
    const value = data[key];
    if (value !== undefined) values[key] = value;
  }
  if (data.bagNotice !== undefined)
    values.bagNotice = data.bagNotice === null ? null : JSON.stringify(data.bagNotice);
  if (data.accountNotice !== undefined)
    values.accountNotice = data.accountNotice === null ? null : JSON.stringify(data.accountNotice);
  if (data.placedOrders !== undefined)
    values.placedOrders = data.placedOrders === null ? null : JSON.stringify(data.placedOrders);
  return values;
}

/** Sessions in the `sessions` table, one column per value (migrations 0007, 0009, 0014 and 0022). */
export function createSessionRepository(db: Db): SessionRepository {
  // The row is made by the first write; of several first writes racing, one inserts and the rest find it.
  async function ensureRow(session: Session, now: Date): Promise<void> {
    await db
      .insertInto("sessions")
      .values({
        id: session.id,
        csrfToken: session.csrfToken,
        createdAt: now.toISOString(),
        expiresAt: session.expiresAt,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }

  return {
    async find(id) {
      const row = await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      return { id: row.id, csrfToken: row.csrfToken, data: dataOf(row), expiresAt: toIso(row.expiresAt) };
    },

    async write(session, data, now) {
      await ensureRow(session, now);
      const values = changed(data);
      if (Object.keys(values).length === 0) return;
      // One statement setting only these columns: a concurrent write of other columns is not undone.
      await db.updateTable("sessions").set(values).where("id", "=", session.id).execute();
    },

    async claim(session, key: ClaimedSessionKey, candidate, now) {
      await ensureRow(session, now);
      // The `is null` guard is re-checked under the row lock, so exactly one racing claim sets the value.
      await db
        .updateTable("sessions")
        .set({ [key]: candidate })
        .where("id", "=", session.id)
        .where(key, "is", null)
        .execute();
      const row = await db.selectFrom("sessions").select(key).where("id", "=", session.id).executeTakeFirst();
      return (row?.[key] as string | null | undefined) ?? candidate;
    },

    async extend(id, expiresAt) {
      await db.updateTable("sessions").set({ expiresAt }).where("id", "=", id).execute();
    },

    async rotate(session, now) {
      const id = newSessionId();
      const rotated: Session = {
        id,
        csrfToken: csrfTokenFor(id),
        data: session.data,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
      };
      await inTransaction(db, async (trx) => {
        // The stored values win over the request's copy: another request may have changed them meanwhile.
        const old = await trx
          .selectFrom("sessions")
          .selectAll()
          .where("id", "=", session.id)
          .executeTakeFirst();
        const data = old ? dataOf(old) : session.data;
        rotated.data = data;
        await trx
          .insertInto("sessions")
          .values({
            id,
            csrfToken: rotated.csrfToken,
            createdAt: now.toISOString(),
            expiresAt: rotated.expiresAt,
            ...changed(data),
          })
          .execute();
        await trx.deleteFrom("sessions").where("id", "=", session.id).execute();
      });
      return rotated;
    },

    async deleteForCustomer(customerId, exceptSessionId) {
      let query = db.deleteFrom("sessions").where("customerId", "=", customerId);
      if (exceptSessionId) query = query.where("id", "!=", exceptSessionId);
      const result = await query.executeTakeFirst();
      return toNumber(result.numDeletedRows);
    },

    async delete(id) {
      await db.deleteFrom("sessions").where("id", "=", id).execute();
    },

    async deleteExpired(now) {
      const result = await db
        .deleteFrom("sessions")
        .where("expiresAt", "<", now.toISOString())
        .executeTakeFirst();
      return toNumber(result.numDeletedRows);
    },
  };
}
