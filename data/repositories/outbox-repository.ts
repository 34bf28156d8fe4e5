import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import {
  MAX_SEND_ATTEMPTS,
  type OutboxEntry,
  type OutboxMessage,
  type OutboxRepository,
} from "../../core/mail/mail-types.ts";
import type { Db } from "../db.ts";
import { toIso, toNumber } from "../normalise.ts";

interface Row {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  createdAt: unknown;
  sentAt: unknown;
  attempts: unknown;
  lastError: string | null;
}

function toEntry(row: Row): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    html: row.html,
    text: row.text,
    createdAt: toIso(row.createdAt),
    sentAt: row.sentAt === null || row.sentAt === undefined ? null : toIso(row.sentAt),
    attempts: toNumber(row.attempts),
    lastError: row.lastError,
  };
}

/**
 * Writes one message to the outbox with `db`, which may be a transaction: the caller writes the message in the
 * same transaction as what caused it, so a crash loses no mail and a rollback sends none (ARCHITECTURE.md "E-mail").
 */
export async function writeOutboxMessage(db: Db, message: OutboxMessage, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("outbox")
    .values({
      id,
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      createdAt: now.toISOString(),
      sentAt: null,
      attempts: 0,
      lastError: null,
      lockedUntil: null,
      nextAttemptAt: null,
    })
    .execute();
  return id;
}

/** The e-mail outbox (migration 0015). */
/** The columns of a mailbox entry (toEntry). */
const ENTRY_COLUMNS = [
  "id",
  "kind",
  "toAddress",
  "subject",
  "html",
  "text",
  "createdAt",
  "sentAt",
  "attempts",
  "lastError",
] as const;

export function createOutboxRepository(db: Db): OutboxRepository {
  return {
    enqueue: (message, now) => writeOutboxMessage(db, message, now),

    async claimDue(now, limit, lockMs) {
      const at = now.toISOString();
      const due = db
        .selectFrom("outbox")
        .select("id")
        .where("sentAt", "is", null)
        .where("attempts", "<", MAX_SEND_ATTEMPTS)
        .where((eb) => eb.or([eb("nextAttemptAt", "is", null), eb("nextAttemptAt", "<=", at)]))
        .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", at)]))
        .orderBy("createdAt")
        .limit(limit);
      // The lock condition is repeated on the row itself: PostgreSQL re-checks it after waiting for a racing
      // claim's row lock, so the second instance skips what the first took.
      const rows = await db
        .updateTable("outbox")
        .set({
          lockedUntil: new Date(now.getTime() + lockMs).toISOString(),
          attempts: sql<number>`attempts + 1`,
        })
        .where("id", "in", due)
        .where("sentAt", "is", null)
        .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", at)]))
        .returning([
          "id",
          "kind",
          "toAddress",
          "subject",
          "html",
          "text",
          "createdAt",
          "sentAt",
          "attempts",
          "lastError",
        ])
        .execute();
      return rows.map(toEntry);
    },

    async markSent(id, now) {
      await db
        .updateTable("outbox")
        .set({ sentAt: now.toISOString(), lockedUntil: null, lastError: null })
        .where("id", "=", id)
        .execute();
    },

    async deleteSentBefore(before) {
      const result = await db
        .deleteFrom("outbox")
        .where("sentAt", "<", before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async markFailed(id, error, nextAttemptAt) {
      await db
        .updateTable("outbox")
        .set({
          lastError: error.slice(0, 1000),
          lockedUntil: null,
          nextAttemptAt: nextAttemptAt.toISOString(),
        })
        .where("id", "=", id)
        .execute();
    },

    async backlog() {
      // One pass over the unsent rows (index outbox_pending starts with sent_at).
      const row = await db
        .selectFrom("outbox")
        .where("sentAt", "is", null)
        .select((eb) => [
          eb.fn.count(eb.case().when("attempts", "<", MAX_SEND_ATTEMPTS).then(eb.lit(1)).end()).as("pending"),
          eb.fn
            .count(eb.case().when("attempts", ">=", MAX_SEND_ATTEMPTS).then(eb.lit(1)).end())
            .as("givenUp"),
          eb.fn
            .min(eb.case().when("attempts", "<", MAX_SEND_ATTEMPTS).then(eb.ref("createdAt")).end())
            .as("oldest"),
        ])
        .executeTakeFirstOrThrow();
      return {
        pending: toNumber(row.pending),
        givenUp: toNumber(row.givenUp),
        oldestPendingCreatedAt: row.oldest === null || row.oldest === undefined ? null : toIso(row.oldest),
      };
    },

    async latest(limit) {
      const rows = await db
        .selectFrom("outbox")
        .select(ENTRY_COLUMNS)
        .orderBy("createdAt", "desc")
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map(toEntry);
    },

    async find(id) {
      const row = await db.selectFrom("outbox").select(ENTRY_COLUMNS).where("id", "=", id).executeTakeFirst();
      return row ? toEntry(row) : null;
    },
  };
}
