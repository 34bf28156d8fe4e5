import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql } from "kysely";
import type { ClaimedJob, JobListing, JobPayload, JobStore } from "../../core/jobs/job-ports.ts";
import { DEFAULT_MAX_ATTEMPTS, nextRunAt } from "../../core/jobs/job-rules.ts";
import type { Db } from "../db.ts";
import { fromJson, toIso, toNumber } from "../normalise.ts";

// The durable job table (migration 0033, docs/decisions/042-durable-jobs.md). A claim is a conditional UPDATE that
// repeats the "due and not locked" test on the row itself, so of two instances claiming one row only one gets it
// back. On PostgreSQL the candidates are also read `FOR UPDATE SKIP LOCKED` inside the claim's transaction, so a
// second instance passes over rows the first is claiming instead of queueing behind it; SQLite has one writer and
// each UPDATE is atomic, so the guard alone decides there.

const COLUMNS = [
  "id",
  "name",
  "kind",
  "key",
  "payload",
  "status",
  "runAt",
  "everyMs",
  "attempts",
  "maxAttempts",
  "lockedUntil",
  "lastError",
  "updatedAt",
] as const;

interface Row {
  id: string;
  name: string;
  kind: string;
  key: string;
  payload: unknown;
  status: string;
  runAt: unknown;
  everyMs: unknown;
  attempts: unknown;
  maxAttempts: unknown;
  lockedUntil: unknown;
  lastError: string | null;
  updatedAt: unknown;
}

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : toIso(value));

function toListing(row: Row): JobListing {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind === "recurring" ? "recurring" : "once",
    status: row.status === "done" ? "done" : row.status === "failed" ? "failed" : "scheduled",
    key: row.key,
    runAt: toIso(row.runAt),
    everyMs: row.everyMs === null || row.everyMs === undefined ? null : toNumber(row.everyMs),
    attempts: toNumber(row.attempts),
    maxAttempts: toNumber(row.maxAttempts),
    lockedUntil: isoOrNull(row.lockedUntil),
    lastError: row.lastError,
    updatedAt: toIso(row.updatedAt),
  };
}

/**
 * Writes one one-off job with `db`, which may be a transaction: the caller schedules in the same transaction as
 * what called for it, so a rollback schedules nothing. A job with the same key already there is left as it is;
 * answers whether this call added one.
 */
export async function writeScheduledJob(
  db: Db,
  job: { name: string; payload: JobPayload; runAt: Date; key: string; maxAttempts?: number },
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto("jobs")
    .values({
      id: randomUUID(),
      name: job.name,
      kind: "once",
      key: job.key,
      payload: JSON.stringify(job.payload),
      status: "scheduled",
      runAt: job.runAt.toISOString(),
      everyMs: null,
      attempts: 0,
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      lockedUntil: null,
      lastError: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function createJobRepository(db: Db, clock: () => Date = () => new Date()): JobStore {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /** Dead-letters one-off jobs whose last attempt was claimed by an instance that never finished it. */
  async function buryAbandoned(now: Date) {
    const at = now.toISOString();
    await db
      .updateTable("jobs")
      .set({
        status: "failed",
        lockedUntil: null,
        lastError: sql<string>`coalesce(last_error, 'lease ran out: the instance running it stopped')`,
        updatedAt: at,
      })
      .where("status", "=", "scheduled")
      .where("kind", "=", "once")
      .where("attempts", ">=", sql<number>`max_attempts`)
      .where("lockedUntil", "<", at)
      .execute();
  }

  async function claim(q: Db, now: Date, names: readonly string[], leaseMs: number, limit: number) {
    const at = now.toISOString();
    let candidates = q
      .selectFrom("jobs")
      .select(["id", "kind", "runAt", "everyMs"])
      .where("status", "=", "scheduled")
      .where("name", "in", [...names])
      .where("runAt", "<=", at)
      .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", at)]))
      .where((eb) => eb.or([eb("kind", "=", "recurring"), eb("attempts", "<", eb.ref("maxAttempts"))]))
      .orderBy("runAt")
      .limit(limit);
    if (postgres) candidates = candidates.forUpdate().skipLocked();
    const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
    const claimed: ClaimedJob[] = [];
    for (const candidate of await candidates.execute()) {
      const dueAt = new Date(toIso(candidate.runAt));
      const recurring = candidate.kind === "recurring";
      const row = await q
        .updateTable("jobs")
        .set({
          lockedUntil,
          attempts: sql<number>`attempts + 1`,
          updatedAt: at,
          // A recurring job's next tick is taken in the claim itself: another instance polling now finds it
          // not due, even while this run is still going.
          ...(recurring ? { runAt: nextRunAt(dueAt, toNumber(candidate.everyMs), now).toISOString() } : {}),
        })
        .where("id", "=", candidate.id)
        .where("status", "=", "scheduled")
        .where("runAt", "<=", at)
        .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", at)]))
        .returning(["id", "name", "kind", "payload", "attempts", "maxAttempts"])
        .executeTakeFirst();
      if (!row) continue;
      claimed.push({
        id: row.id,
        name: row.name,
        kind: recurring ? "recurring" : "once",
        payload: fromJson<JobPayload>(row.payload, {}),
        attempts: toNumber(row.attempts),
        maxAttempts: toNumber(row.maxAttempts),
        runAt: dueAt.toISOString(),
        lockedUntil,
      });
    }
    return claimed;
  }

  /** Only the holder of the lease writes the outcome: a run that outlived its lease changes nothing. */
  const holding = (job: ClaimedJob) =>
    db.updateTable("jobs").where("id", "=", job.id).where("lockedUntil", "=", job.lockedUntil);

  return {
    schedule: (name, payload, runAt, options) =>
      writeScheduledJob(
        db,
        { name, payload, runAt, key: options.key, maxAttempts: options.maxAttempts },
        clock(),
      ),

    async ensureRecurring(name, everyMs, firstRunAt) {
      const now = clock().toISOString();
      await db
        .insertInto("jobs")
        .values({
          id: randomUUID(),
          name,
          kind: "recurring",
          key: `recurring:${name}`,
          payload: "{}",
          status: "scheduled",
          runAt: firstRunAt.toISOString(),
          everyMs,
          attempts: 0,
          maxAttempts: DEFAULT_MAX_ATTEMPTS,
          lockedUntil: null,
          lastError: null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      // A changed interval takes effect now: a shorter one must not wait out the longer one's next tick.
      const shorter = new Date(firstRunAt.getTime() + everyMs).toISOString();
      await db
        .updateTable("jobs")
        .set({ everyMs, updatedAt: now })
        .where("key", "=", `recurring:${name}`)
        .where("everyMs", "!=", everyMs)
        .execute();
      await db
        .updateTable("jobs")
        .set({ runAt: shorter })
        .where("key", "=", `recurring:${name}`)
        .where("runAt", ">", shorter)
        .execute();
    },

    async claimDue(now, names, leaseMs, limit) {
      if (names.length === 0) return [];
      await buryAbandoned(now);
      return postgres
        ? db.transaction().execute((trx) => claim(trx, now, names, leaseMs, limit))
        : claim(db, now, names, leaseMs, limit);
    },

    async complete(job, now) {
      await holding(job)
        .set(
          job.kind === "once"
            ? { status: "done", lockedUntil: null, updatedAt: now.toISOString() }
            : { attempts: 0, lockedUntil: null, updatedAt: now.toISOString() },
        )
        .execute();
    },

    async fail(job, error, now, retryAt) {
      const lastError = error.slice(0, 2000);
      const at = now.toISOString();
      if (job.kind === "recurring") {
        // Its next tick was taken at the claim; a retry sooner than that is brought forward.
        await holding(job).set({ lastError, lockedUntil: null, updatedAt: at }).execute();
        if (retryAt)
          await db
            .updateTable("jobs")
            .set({ runAt: retryAt.toISOString() })
            .where("id", "=", job.id)
            .where("runAt", ">", retryAt.toISOString())
            .execute();
        return;
      }
      await holding(job)
        .set(
          retryAt
            ? { lastError, lockedUntil: null, runAt: retryAt.toISOString(), updatedAt: at }
            : { lastError, lockedUntil: null, status: "failed", updatedAt: at },
        )
        .execute();
    },

    async list() {
      const rows = await db
        .selectFrom("jobs")
        .select(COLUMNS)
        .where("status", "in", ["scheduled", "failed"])
        .orderBy("kind", "desc")
        .orderBy("status", "desc")
        .orderBy("runAt")
        .execute();
      return rows.map(toListing);
    },

    async deleteDoneBefore(before) {
      const result = await db
        .deleteFrom("jobs")
        .where("status", "=", "done")
        .where("kind", "=", "once")
        .where("updatedAt", "<", before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async retry(id, now) {
      const result = await db
        .updateTable("jobs")
        .set({ status: "scheduled", attempts: 0, runAt: now.toISOString(), updatedAt: now.toISOString() })
        .where("id", "=", id)
        .where("status", "=", "failed")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
