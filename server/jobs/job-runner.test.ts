import { describe, expect, it } from "vitest";
import type { ClaimedJob, JobStore } from "../../core/jobs/job-ports.ts";
import { createLogger } from "../logger.ts";
import { startJobRunner } from "./job-runner.ts";

// The runner's own rules over a store that answers what the test says; the claims themselves are tested on both
// databases in tests/api/job-runner.test.ts.

const logger = createLogger("silent");
const claimed = (fields: Partial<ClaimedJob>): ClaimedJob => ({
  id: "job-1",
  name: "send",
  kind: "once",
  payload: {},
  attempts: 1,
  maxAttempts: 3,
  runAt: "2026-11-28T12:00:00.000Z",
  lockedUntil: "2026-11-28T12:05:00.000Z",
  ...fields,
});

function fakeStore(queue: ClaimedJob[], overrides: Partial<JobStore> = {}) {
  const calls: string[] = [];
  const store: JobStore = {
    schedule: async () => true,
    ensureRecurring: async (name) => void calls.push(`ensure ${name}`),
    claimDue: async (_now, names, leaseMs) => {
      calls.push(`claim ${names.join(",")} ${leaseMs}`);
      const index = queue.findIndex((job) => names.includes(job.name));
      return index < 0 ? [] : queue.splice(index, 1);
    },
    complete: async (job) => void calls.push(`complete ${job.id}`),
    fail: async (job, error, _now, retryAt) =>
      void calls.push(`fail ${job.id} ${error} ${retryAt ? retryAt.toISOString() : "dead"}`),
    list: async () => [],
    deleteDoneBefore: async () => 0,
    retry: async () => false,
    ...overrides,
  };
  return { store, calls };
}

const now = new Date("2026-11-28T12:00:00.000Z");

describe("the job runner", () => {
  it("claims only the names it handles, each lease length on its own, and completes what ran", async () => {
    const { store, calls } = fakeStore([claimed({ id: "a" })]);
    const runner = startJobRunner({
      store,
      logger,
      poll: false,
      now: () => now,
      handlers: [{ name: "send", run: async () => {} }],
      recurring: [{ name: "drain", everyMs: 2000, leaseMs: 30_000, run: async () => {} }],
    });
    expect(await runner.runOnce()).toBe(1);
    expect(calls).toEqual([
      "ensure drain",
      "claim drain 30000",
      "claim send 300000",
      "complete a",
      "claim send 300000",
    ]);
  });

  it("retries a failure after the backoff, and gives up on the last attempt", async () => {
    const { store, calls } = fakeStore([
      claimed({ id: "a", attempts: 2 }),
      claimed({ id: "b", attempts: 3 }),
    ]);
    const runner = startJobRunner({
      store,
      logger,
      poll: false,
      now: () => now,
      backoff: { baseMs: 1000, capMs: 60_000 },
      handlers: [
        {
          name: "send",
          run: async () => {
            throw new Error("away");
          },
        },
      ],
    });
    await runner.runOnce();
    expect(calls.filter((call) => call.startsWith("fail"))).toEqual([
      "fail a away 2026-11-28T12:00:02.000Z",
      "fail b away dead",
    ]);
  });

  it("makes the recurring rows again at the next pass when the database was away", async () => {
    let failures = 1;
    const { store, calls } = fakeStore([], {
      ensureRecurring: async (name) => {
        if (failures-- > 0) throw new Error("database away");
        calls.push(`ensure ${name}`);
      },
    });
    const runner = startJobRunner({
      store,
      logger,
      poll: false,
      recurring: [{ name: "drain", everyMs: 2000, run: async () => {} }],
    });
    await expect(runner.runOnce()).rejects.toThrow("database away");
    expect(await runner.runOnce()).toBe(0);
    expect(calls).toContain("ensure drain");
  });

  it("stops after the pass in progress", async () => {
    let finish = () => {};
    let finished = false;
    let started = () => {};
    const running = new Promise<void>((done) => {
      started = done;
    });
    const { store } = fakeStore([claimed({ id: "a" })]);
    const runner = startJobRunner({
      store,
      logger,
      pollMs: 60_000,
      handlers: [
        {
          name: "send",
          run: () =>
            new Promise<void>((done) => {
              finish = () => {
                finished = true;
                done();
              };
              started();
            }),
        },
      ],
    });
    await running;
    const stopped = runner.stop();
    finish();
    await stopped;
    expect(finished).toBe(true);
  });
});
