// `npm run measure:jobs [-- --jobs 2000 --runners 2 --postgres]`: what the durable job table costs
// (docs/decisions/042-durable-jobs.md). On a fresh, migrated database (a temporary SQLite file, or with --postgres a
// PostgreSQL database made for the run on TEST_DATABASE_URL's server and dropped after it): how long an idle poll
// takes (what every instance pays each second), how long a claim of due jobs takes, and how many jobs a second
// `--runners` runners on their own connections get through, draining `--jobs` one-off jobs at once. Counts runs
// per job: anything but exactly one is printed as a failure.
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "../data/db.ts";
import { migrateToLatest } from "../data/migrate.ts";
import { createJobRepository } from "../data/repositories/job-repository.ts";
import { startJobRunner } from "../server/jobs/job-runner.ts";
import { createLogger } from "../server/logger.ts";
import { createEmptyTestDatabase } from "../tests/setup/test-database.ts";
import { percentile } from "./lib/measured-server.ts";

const { values } = parseArgs({
  options: {
    jobs: { type: "string", default: "2000" },
    runners: { type: "string", default: "2" },
    postgres: { type: "boolean", default: false },
  },
});
const total = Math.max(1, Number(values.jobs) || 2000);
const runnerCount = Math.max(1, Number(values.runners) || 2);
const target = await createEmptyTestDatabase(values.postgres ? "postgres" : "sqlite");
const handles = Array.from({ length: runnerCount }, () => openDatabase(target.url, { poolSize: 3 }));
const ms = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;

try {
  await migrateToLatest(handles[0]!.db);
  const stores = handles.map((handle) => createJobRepository(handle.db));
  const name = "measure";

  // An idle poll: nothing due.
  const idlePolls = async () => {
    const samples: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = process.hrtime.bigint();
      await stores[0]!.claimDue(new Date(), [name], 60_000, 10);
      samples.push(ms(start));
    }
    return samples;
  };
  const idle = await idlePolls();

  const now = new Date();
  for (let n = 0; n < total; n++) await stores[0]!.schedule(name, { n }, now, { key: `job-${n}` });

  const runs = new Map<number, number>();
  const claims: number[] = [];
  const timedStores = stores.map((store) => ({
    ...store,
    claimDue: async (...args: Parameters<typeof store.claimDue>) => {
      const start = process.hrtime.bigint();
      const claimed = await store.claimDue(...args);
      if (claimed.length > 0) claims.push(ms(start));
      return claimed;
    },
  }));
  const logger = createLogger("silent");
  const runners = timedStores.map((store) =>
    startJobRunner({
      store,
      logger,
      poll: false,
      handlers: [
        {
          name,
          run: async (payload) =>
            void runs.set(payload.n as number, (runs.get(payload.n as number) ?? 0) + 1),
        },
      ],
    }),
  );
  const start = process.hrtime.bigint();
  await Promise.all(
    runners.map(async (runner) => {
      while ((await runner.runOnce()) > 0);
    }),
  );
  const drainMs = ms(start);
  const wrong = [...Array(total).keys()].filter((n) => runs.get(n) !== 1);
  const idleAfter = await idlePolls();

  const row = (label: string, unsorted: number[]) => {
    const samples = [...unsorted].sort((a, b) => a - b);
    return `${label.padEnd(28)} p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms`;
  };
  console.log(`${values.postgres ? "PostgreSQL" : "SQLite"}, ${runnerCount} runners, ${total} jobs`);
  console.log(row("idle poll (nothing due)", idle));
  console.log(row(`idle poll, ${total} done rows`, idleAfter));
  console.log(row("claim of one due job", claims));
  console.log(`drained in ${drainMs.toFixed(0)} ms: ${((total / drainMs) * 1000).toFixed(0)} jobs/s`);
  console.log(
    wrong.length === 0 ? "every job ran exactly once" : `FAILED: ${wrong.length} jobs ran not exactly once`,
  );
  console.log(`machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`);
  if (wrong.length > 0) process.exitCode = 1;
} finally {
  await Promise.all(handles.map((handle) => handle.close()));
  await target.drop();
}
