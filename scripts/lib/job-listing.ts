import type { JobListing } from "../../core/jobs/job-ports.ts";

// What `npm run jobs` prints (scripts/jobs.ts): the recurring jobs, the one-off jobs waiting, and the dead-letter
// list, each failed job with its last error and the id to retry it by.

function recurringLine(job: JobListing, now: Date): string {
  const every = job.everyMs === null ? "" : `every ${job.everyMs / 1000} s`;
  const running = job.lockedUntil && job.lockedUntil > now.toISOString() ? "  running" : "";
  const failing =
    job.attempts > 0 && job.lastError ? `  failing (${job.attempts} in a row): ${job.lastError}` : "";
  return `${job.name.padEnd(24)} ${every.padEnd(16)} next ${job.runAt}${running}${failing}`;
}

function onceLine(job: JobListing): string {
  const tried = job.attempts > 0 ? `  attempt ${job.attempts}/${job.maxAttempts}` : "";
  const error = job.lastError ? `\n    last error: ${job.lastError}` : "";
  return `${job.id}  ${job.name}  due ${job.runAt}  key ${job.key}${tried}${error}`;
}

/** The job table as lines for an operator, in three sections. */
export function describeJobs(jobs: readonly JobListing[], now: Date): string[] {
  const recurring = jobs.filter((job) => job.kind === "recurring");
  const scheduled = jobs.filter((job) => job.kind === "once" && job.status === "scheduled");
  const failed = jobs.filter((job) => job.status === "failed");
  return [
    `Recurring (${recurring.length})`,
    ...recurring.map((job) => `  ${recurringLine(job, now)}`),
    "",
    `Scheduled (${scheduled.length})`,
    ...scheduled.map((job) => `  ${onceLine(job)}`),
    "",
    `Failed, left for an operator (${failed.length})`,
    ...failed.map((job) => `  ${onceLine(job)}`),
    ...(failed.length > 0 ? ["", "Retry one with: npm run jobs -- retry <id>"] : []),
  ];
}
