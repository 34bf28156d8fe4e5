// `npm run jobs`: prints the job table (DATABASE_URL, default data/storefront.db) for an operator: the recurring
// jobs with their next run, the one-off jobs waiting, and the dead-letter list (failed jobs with their last error).
// `npm run jobs -- retry <id>` puts a failed job back in the queue, due now (docs/operations.md "Background jobs").
import { parseArgs } from "node:util";
import type { JobListing } from "../core/jobs/job-ports.ts";
import { openDatabase } from "../data/db.ts";
import { migrateToLatest } from "../data/migrate.ts";
import { createJobRepository } from "../data/repositories/job-repository.ts";

const { positionals } = parseArgs({ allowPositionals: true });
const database = openDatabase(process.env.DATABASE_URL);

function describeRecurring(job: JobListing): string {
  const every = job.everyMs === null ? "" : `every ${job.everyMs / 1000} s`;
  const running = job.lockedUntil && job.lockedUntil > new Date().toISOString() ? "  running" : "";
  const failing =
    job.attempts > 0 && job.lastError ? `  failing (${job.attempts} in a row): ${job.lastError}` : "";
  return `${job.name.padEnd(24)} ${every.padEnd(16)} next ${job.runAt}${running}${failing}`;
}

function describeOnce(job: JobListing): string {
  const tried = job.attempts > 0 ? `  attempt ${job.attempts}/${job.maxAttempts}` : "";
  const error = job.lastError ? `\n    last error: ${job.lastError}` : "";
  return `${job.id}  ${job.name}  due ${job.runAt}  key ${job.key}${tried}${error}`;
}

try {
  await migrateToLatest(database.db);
  const jobs = createJobRepository(database.db);
  const [command, id] = positionals;
  if (command === "retry") {
    if (!id) throw new Error("usage: npm run jobs -- retry <id>");
    const retried = await jobs.retry(id, new Date());
    console.log(retried ? `Job ${id} is queued again, due now.` : `No failed job ${id}.`);
    process.exitCode = retried ? 0 : 1;
  } else if (command) {
    throw new Error(`unknown command ${command}: npm run jobs [-- retry <id>]`);
  } else {
    const all = await jobs.list();
    const recurring = all.filter((job) => job.kind === "recurring");
    const scheduled = all.filter((job) => job.kind === "once" && job.status === "scheduled");
    const failed = all.filter((job) => job.status === "failed");
    console.log(`Recurring (${recurring.length})`);
    for (const job of recurring) console.log(`  ${describeRecurring(job)}`);
    console.log(`\nScheduled (${scheduled.length})`);
    for (const job of scheduled) console.log(`  ${describeOnce(job)}`);
    console.log(`\nFailed, left for an operator (${failed.length})`);
    for (const job of failed) console.log(`  ${describeOnce(job)}`);
    if (failed.length > 0) console.log("\nRetry one with: npm run jobs -- retry <id>");
  }
} finally {
  await database.close();
}
