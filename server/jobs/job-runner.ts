import type { ClaimedJob, JobHandler, JobStore, RecurringJob } from "../../core/jobs/job-ports.ts";
import { type Backoff, DEFAULT_BACKOFF, givesUp, retryDelayMs } from "../../core/jobs/job-rules.ts";
import type { Logger } from "../logger.ts";

/** How often an instance asks the job table for due work, unless a recurring job is due more often. */
const POLL_INTERVAL_MS = 1000;
/** How long a claimed job is this instance's alone; a run still going after it may be taken over. */
const LEASE_MS = 5 * 60_000;
/**
 * Jobs run per poll at most. Each is claimed just before it runs, never in a batch, so a job's lease starts with its
 * run and no claimed job waits behind a slow one while its lease runs out.
 */
const JOBS_PER_POLL = 20;

export interface JobRunner {
  /** Claims and runs what is due now; answers how many jobs ran. Never two passes at once. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
}

/**
 * Every instance's background work (docs/decisions/042-durable-jobs.md): polls the job table every `pollMs`,
 * claims due jobs whose names it has a handler for, and runs them. The table decides who runs what, so any
 * number of instances run this and each job, each tick of a recurring job, runs on one of them. A failure is
 * retried with exponential backoff; a one-off job out of attempts stays in the dead-letter list (`npm run jobs`).
 * Nothing keeps a stopping process alive.
 */
export function startJobRunner(options: {
  store: JobStore;
  logger: Logger;
  recurring?: readonly RecurringJob[];
  handlers?: readonly JobHandler[];
  pollMs?: number;
  leaseMs?: number;
  backoff?: Backoff;
  now?: () => Date;
  /** False to drive it by runOnce alone (tests). */
  poll?: boolean;
}): JobRunner {
  const now = options.now ?? (() => new Date());
  const recurring = options.recurring ?? [];
  const byName = new Map<string, JobHandler>();
  for (const handler of [...recurring, ...(options.handlers ?? [])]) byName.set(handler.name, handler);
  const leaseMs = options.leaseMs ?? LEASE_MS;
  // One claim per lease length: a job's lease is written in its claim.
  const namesByLease = new Map<number, string[]>();
  for (const handler of byName.values()) {
    const lease = handler.leaseMs ?? leaseMs;
    namesByLease.set(lease, [...(namesByLease.get(lease) ?? []), handler.name]);
  }
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const pollMs = options.pollMs ?? Math.min(POLL_INTERVAL_MS, ...recurring.map((job) => job.everyMs));
  const log = options.logger;

  // The recurring rows are made once (again at the next pass if the database was away); each is due at once
  // when new, so a fresh database runs them at start.
  let ready: Promise<unknown> | null = null;
  const ensureRecurring = () => {
    ready ??= Promise.all(
      recurring.map((job) => options.store.ensureRecurring(job.name, job.everyMs, now())),
    ).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };

  const runJob = async (job: ClaimedJob, handler: JobHandler) => {
    try {
      await handler.run(job.payload, { now: now(), attempt: job.attempts });
      await options.store.complete(job, now());
    } catch (error) {
      const message = String((error as Error)?.message ?? error);
      const dead = job.kind === "once" && givesUp(job.attempts, job.maxAttempts);
      const retryAt = dead ? null : new Date(now().getTime() + retryDelayMs(job.attempts, backoff));
      await options.store.fail(job, message, now(), retryAt);
      const fields = { job: job.name, jobId: job.id, attempts: job.attempts, err: error };
      if (dead)
        log.error({ ...fields, event: "job-dead-letter" }, "job failed for good; left for an operator");
      else log.warn({ ...fields, retryAt: retryAt?.toISOString() }, "job failed; will retry");
    }
  };

  const pass = async () => {
    await ensureRecurring();
    let ran = 0;
    for (const [lease, names] of namesByLease) {
      while (ran < JOBS_PER_POLL) {
        const [job] = await options.store.claimDue(now(), names, lease, 1);
        const handler = job && byName.get(job.name);
        if (!job || !handler) break;
        await runJob(job, handler);
        ran++;
      }
    }
    return ran;
  };

  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const tick = () =>
    void runOnce().catch((error: unknown) =>
      log.warn({ err: error }, "job runner: polling failed; trying again shortly"),
    );
  let timer: NodeJS.Timeout | null = null;
  if (options.poll !== false) {
    timer = setInterval(tick, pollMs);
    timer.unref();
    tick();
  }
  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
