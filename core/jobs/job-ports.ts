// Background work as the store sees it (docs/decisions/042-durable-jobs.md): jobs are rows in the database the
// orders use, claimed by one instance at a time under a lease, so a job scheduled for a date survives restarts and
// deploys and runs once however many instances poll. data/repositories/job-repository.ts implements the store;
// server/jobs/job-runner.ts polls it and runs the handlers.

/** What a one-off job carries to its handler: plain JSON. */
export type JobPayload = Readonly<Record<string, unknown>>;

/** Schedules one-off work; the gift-card e-mail on its chosen date is one. */
export interface JobScheduler {
  /**
   * Schedules `name` to run once at `runAt` (or as soon after as an instance polls) with `payload`. `key` is an
   * idempotency key: a second call with the same key changes nothing and answers false.
   */
  schedule(
    name: string,
    payload: JobPayload,
    runAt: Date,
    options: { key: string; maxAttempts?: number },
  ): Promise<boolean>;
}

/** A job one instance holds until `lockedUntil`; after that another instance may claim it again. */
export interface ClaimedJob {
  id: string;
  name: string;
  kind: "once" | "recurring";
  payload: JobPayload;
  /** Counting this one. */
  attempts: number;
  maxAttempts: number;
  /** When it was due (for a recurring job, the tick this claim is for). */
  runAt: string;
  lockedUntil: string;
}

/** One row as an operator sees it (`npm run jobs`). */
export interface JobListing {
  id: string;
  name: string;
  kind: "once" | "recurring";
  status: "scheduled" | "done" | "failed";
  key: string;
  runAt: string;
  everyMs: number | null;
  attempts: number;
  maxAttempts: number;
  lockedUntil: string | null;
  lastError: string | null;
  updatedAt: string;
}

/** The job table (data/repositories/job-repository.ts). */
export interface JobStore extends JobScheduler {
  /** Makes sure the recurring job `name` has its row, first due at `firstRunAt`; keeps an existing row's next run. */
  ensureRecurring(name: string, everyMs: number, firstRunAt: Date): Promise<void>;
  /**
   * Claims up to `limit` due jobs among `names` for `leaseMs`: a job claimed here is claimed nowhere else until
   * its lease runs out, and a recurring job's next run is moved on in the same claim, so no tick runs twice.
   * One-off jobs whose attempts ran out under an instance that stopped mid-run go to the dead-letter list.
   */
  claimDue(now: Date, names: readonly string[], leaseMs: number, limit: number): Promise<ClaimedJob[]>;
  /** A run that finished: a one-off job is done, a recurring one waits for its next run. */
  complete(job: ClaimedJob, now: Date): Promise<void>;
  /**
   * A run that failed: tried again at `retryAt`, or, when null, given up (a one-off job lands in the dead-letter
   * list with its error; a recurring one keeps its error and waits for its next run).
   */
  fail(job: ClaimedJob, error: string, now: Date, retryAt: Date | null): Promise<void>;
  /** Every job not done yet, and the failed ones: recurring, scheduled, then failed. */
  list(): Promise<JobListing[]>;
  /** Deletes the one-off jobs done before `before` (DONE_JOBS_KEPT_MS); answers how many. */
  deleteDoneBefore(before: Date): Promise<number>;
  /** Puts a failed job back in the queue, due `now`; false when there is no failed job with that id. */
  retry(id: string, now: Date): Promise<boolean>;
}

/** What a handler is given besides the payload. */
export interface JobRun {
  now: Date;
  attempt: number;
}

/** Work run once at a time by its name. */
export interface JobHandler {
  name: string;
  run(payload: JobPayload, run: JobRun): Promise<void>;
  /**
   * How long a run is this instance's alone (default the runner's): after it, an instance that stopped mid-run
   * has its job taken over, so it is kept short where a run is short and running it twice is harmless.
   */
  leaseMs?: number;
}

/** Work run every `everyMs` by one instance of all that run. */
export interface RecurringJob extends JobHandler {
  everyMs: number;
}
