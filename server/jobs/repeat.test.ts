import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { repeat } from "./repeat.ts";

describe("a repeated job", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at once and then every interval, never two runs at a time, and stops", async () => {
    let finish: () => void = () => {};
    let runs = 0;
    const job = repeat(
      1000,
      () =>
        new Promise<void>((done) => {
          runs++;
          finish = done;
        }),
      () => {},
    );
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    // The first run is still going: the ticks meanwhile were skipped.
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    job.stop();
    finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });

  it("hands a failure to its handler and tries again at the next tick", async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const job = repeat(
      1000,
      async () => {
        runs++;
        if (runs === 1) throw new Error("database away");
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(1);
    expect(runs).toBe(2);
    job.stop();
  });
});
