import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { JobHandler, JobStore } from "../../core/jobs/job-ports.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { createJobRepository } from "../../data/repositories/job-repository.ts";
import { type JobRunner, startJobRunner } from "../../server/jobs/job-runner.ts";
import { createLogger } from "../../server/logger.ts";

// The durable job runner (docs/decisions/042-durable-jobs.md) on SQLite and PostgreSQL, as two instances: two
// connections to one database, each with its own job store and runner, driven by one clock the test moves. Each
// test uses job names of its own, so other files' runners on the same database never take its jobs.

let instances: [DatabaseHandle, DatabaseHandle];
let time = Date.now();
const clock = () => new Date(time);
const logger = createLogger("silent");
const stores = () =>
  instances.map((database) => createJobRepository(database.db, clock)) as [JobStore, JobStore];

beforeAll(() => {
  instances = [
    openDatabase(inject("databaseUrl"), { poolSize: 3 }),
    openDatabase(inject("databaseUrl"), { poolSize: 3 }),
  ];
});
afterAll(() => Promise.all(instances.map((database) => database.close())));

function runners(
  options: {
    handlers?: JobHandler[];
    recurring?: (JobHandler & { everyMs: number })[];
    leaseMs?: number;
  } = {},
): [JobRunner, JobRunner] {
  const [a, b] = stores();
  const start = (store: JobStore) =>
    startJobRunner({
      store,
      logger,
      ...options,
      backoff: { baseMs: 100, capMs: 1000 },
      now: clock,
      poll: false,
    });
  return [start(a), start(b)];
}

/** Both runners poll at the same moment; answers how many jobs ran in all. */
async function bothPoll([a, b]: [JobRunner, JobRunner]) {
  const [ranA, ranB] = await Promise.all([a.runOnce(), b.runOnce()]);
  return ranA + ranB;
}

describe("a one-off job scheduled for a time", () => {
  it("runs once at its time when two instances poll at once, and a second schedule with its key adds nothing", async () => {
    const name = `send-${randomUUID()}`;
    const runs: number[] = [];
    const pair = runners({
      handlers: [{ name, run: async (payload) => void runs.push(payload.n as number) }],
    });
    const [store] = stores();
    time = Date.now();
    const at = new Date(time + 60_000);
    for (let n = 0; n < 25; n++)
      expect(await store.schedule(name, { n }, at, { key: `${name}-${n}` })).toBe(true);
    expect(await store.schedule(name, { n: 99 }, at, { key: `${name}-3` })).toBe(false);

    expect(await bothPoll(pair)).toBe(0);
    time += 60_000;
    let ran = 0;
    for (let pass = 0; pass < 10; pass++) ran += await bothPoll(pair);
    expect(ran).toBe(25);
    expect(runs.sort((x, y) => x - y)).toEqual([...Array(25).keys()]);
    expect((await store.list()).filter((job) => job.name === name)).toEqual([]);
  });

  it("is taken over after its lease when the instance that claimed it stops mid-run, and runs once", async () => {
    const name = `send-${randomUUID()}`;
    let runs = 0;
    const [crashed, survivor] = stores();
    const pair = runners({ handlers: [{ name, run: async () => void runs++ }], leaseMs: 1000 });
    time = Date.now();
    await crashed.schedule(name, {}, clock(), { key: name });
    // The first instance claims it and is never heard of again.
    const [claim] = await crashed.claimDue(clock(), [name], 1000, 10);
    expect(claim?.attempts).toBe(1);

    time += 999;
    expect(await bothPoll(pair)).toBe(0);
    time += 2;
    expect(await bothPoll(pair)).toBe(1);
    expect(await bothPoll(pair)).toBe(0);
    expect(runs).toBe(1);
    // The stopped instance's late word changes nothing: its lease is not the job's any more.
    await crashed.fail(claim!, "late", clock(), null);
    expect((await survivor.list()).filter((job) => job.name === name)).toEqual([]);
  });

  it("goes to the dead-letter list when its last attempt's instance stops mid-run", async () => {
    const name = `send-${randomUUID()}`;
    const [crashed, survivor] = stores();
    const pair = runners({ handlers: [{ name, run: async () => {} }], leaseMs: 1000 });
    time = Date.now();
    await crashed.schedule(name, {}, clock(), { key: name, maxAttempts: 1 });
    await crashed.claimDue(clock(), [name], 1000, 10);
    time += 1001;
    expect(await bothPoll(pair)).toBe(0);
    const [dead] = (await survivor.list()).filter((job) => job.name === name);
    expect(dead).toMatchObject({ status: "failed", attempts: 1, lastError: expect.stringMatching(/lease/) });
  });

  it("is retried with backoff when it fails, then kept in the dead-letter list with its error, and can be retried", async () => {
    const name = `send-${randomUUID()}`;
    const attempts: number[] = [];
    const pair = runners({
      handlers: [
        {
          name,
          run: async (_payload, run) => {
            attempts.push(run.attempt);
            throw new Error("mail server away");
          },
        },
      ],
    });
    const [store] = stores();
    time = Date.now();
    await store.schedule(name, { giftCard: "x" }, clock(), { key: name, maxAttempts: 3 });

    expect(await bothPoll(pair)).toBe(1);
    // Backoff 100 ms after the first failure, then 200 ms.
    time += 99;
    expect(await bothPoll(pair)).toBe(0);
    time += 1;
    expect(await bothPoll(pair)).toBe(1);
    time += 199;
    expect(await bothPoll(pair)).toBe(0);
    time += 1;
    expect(await bothPoll(pair)).toBe(1);
    time += 60_000;
    expect(await bothPoll(pair)).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);

    const [dead] = (await store.list()).filter((job) => job.name === name);
    expect(dead).toMatchObject({
      kind: "once",
      status: "failed",
      attempts: 3,
      maxAttempts: 3,
      lastError: "mail server away",
      key: name,
    });
    expect(await store.retry(dead!.id, clock())).toBe(true);
    expect(await store.retry(dead!.id, clock())).toBe(false);
    expect(await bothPoll(pair)).toBe(1);
    expect(attempts).toEqual([1, 2, 3, 1]);
  });

  it("runs once when two runners poll on their own timers", async () => {
    const name = `send-${randomUUID()}`;
    let runs = 0;
    const [a, b] = stores().map((store) =>
      startJobRunner({ store, logger, handlers: [{ name, run: async () => void runs++ }], pollMs: 5 }),
    );
    try {
      await createJobRepository(instances[0].db).schedule(name, {}, new Date(Date.now() + 30), { key: name });
      await vi.waitFor(() => expect(runs).toBe(1), { timeout: 5000, interval: 10 });
      await new Promise((done) => setTimeout(done, 100));
      expect(runs).toBe(1);
    } finally {
      await Promise.all([a!.stop(), b!.stop()]);
    }
  });
});

describe("finished jobs", () => {
  it("are deleted once done long enough; failed ones stay for the operator", async () => {
    const name = `send-${randomUUID()}`;
    const pair = runners({
      handlers: [
        {
          name,
          run: async (payload) => {
            if (payload.fails) throw new Error("refused");
          },
        },
      ],
    });
    const [store] = stores();
    // Long ago, so the cut-off below reaches only this test's rows.
    time = Date.UTC(2020, 0, 1);
    await store.schedule(name, {}, clock(), { key: `${name}-done` });
    await store.schedule(name, { fails: true }, clock(), { key: `${name}-failed`, maxAttempts: 1 });
    expect(await bothPoll(pair)).toBe(2);
    expect(await store.deleteDoneBefore(new Date(time + 1000))).toBe(1);
    const left = await instances[0].db
      .selectFrom("jobs")
      .select(["key", "status"])
      .where("name", "=", name)
      .execute();
    expect(left).toEqual([{ key: `${name}-failed`, status: "failed" }]);
    // Its key is free again: the same schedule now adds a job.
    expect(await store.schedule(name, {}, clock(), { key: `${name}-done` })).toBe(true);
  });
});

describe("a recurring job", () => {
  it("runs once per interval across two instances, never two runs at once, and missed ticks once", async () => {
    const name = `tick-${randomUUID()}`;
    let runs = 0;
    let hold: Promise<void> | null = null;
    const pair = runners({
      recurring: [
        {
          name,
          everyMs: 1000,
          run: async () => {
            runs++;
            await hold;
          },
        },
      ],
    });
    time = Date.now();
    expect(await bothPoll(pair)).toBe(1);
    time += 500;
    expect(await bothPoll(pair)).toBe(0);
    time += 500;
    expect(await bothPoll(pair)).toBe(1);
    time += 999;
    expect(await bothPoll(pair)).toBe(0);
    // Five ticks pass with no instance running: one run catches up, then the grid goes on.
    time += 5001;
    expect(await bothPoll(pair)).toBe(1);
    time += 500;
    expect(await bothPoll(pair)).toBe(0);
    expect(runs).toBe(3);

    // A run still going when its next tick comes holds its lease: the other instance waits.
    let release = () => {};
    hold = new Promise<void>((done) => {
      release = done;
    });
    time += 500;
    const slow = pair[0].runOnce();
    // A claim is a database write: on a busy two-core machine it can take longer than waitFor's default 1 s.
    await vi.waitFor(() => expect(runs).toBe(4), { timeout: 15_000, interval: 10 });
    time += 1000;
    expect(await pair[1].runOnce()).toBe(0);
    hold = null;
    release();
    // Once free, the instance that held it runs the tick that came meanwhile; nobody runs it again.
    expect(await slow).toBe(2);
    expect(await bothPoll(pair)).toBe(0);
    expect(runs).toBe(5);
  });

  it("keeps a failed run's error for the operator and tries again with backoff", async () => {
    const name = `tick-${randomUUID()}`;
    let runs = 0;
    const pair = runners({
      recurring: [
        {
          name,
          everyMs: 60_000,
          run: async () => {
            runs++;
            if (runs === 1) throw new Error("database away");
          },
        },
      ],
    });
    time = Date.now();
    expect(await bothPoll(pair)).toBe(1);
    const [store] = stores();
    const [row] = (await store.list()).filter((job) => job.name === name);
    expect(row).toMatchObject({
      kind: "recurring",
      status: "scheduled",
      lastError: "database away",
      everyMs: 60_000,
    });
    time += 100;
    expect(await bothPoll(pair)).toBe(1);
    expect(runs).toBe(2);
  });
});
