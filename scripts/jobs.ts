// `npm run jobs`: prints the job table (DATABASE_URL, default data/storefront.db) for an operator: the recurring
// jobs with their next run, the one-off jobs waiting, and the dead-letter list (failed jobs with their last error).
// `npm run jobs -- retry <id>` puts a failed job back in the queue, due now (docs/operations.md "Background jobs").
import { parseArgs } from "node:util";
import { openDatabase } from "../data/db.ts";
import { migrateToLatest } from "../data/migrate.ts";
import { createJobRepository } from "../data/repositories/job-repository.ts";
import { describeJobs } from "./lib/job-listing.ts";

const { positionals } = parseArgs({ allowPositionals: true });
const database = openDatabase(process.env.DATABASE_URL);

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
    for (const line of describeJobs(await jobs.list(), new Date())) console.log(line);
  }
} finally {
  await database.close();
}
