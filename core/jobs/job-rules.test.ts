import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { givesUp, nextRunAt, retryDelayMs } from "./job-rules.ts";

describe("retrying a failed job", () => {
  it("waits twice as long after each failure, from the base to the cap", () => {
    const backoff = { baseMs: 100, capMs: 1000 };
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(attempts, backoff))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });

  it("gives up once the attempts reach the maximum", () => {
    expect(givesUp(2, 3)).toBe(false);
    expect(givesUp(3, 3)).toBe(true);
  });
});

describe("the next run of a recurring job", () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 28) + ms);

  it("is the next tick after now, one interval on from when it was due", () => {
    expect(nextRunAt(at(0), 1000, at(0))).toEqual(at(1000));
    expect(nextRunAt(at(0), 1000, at(10))).toEqual(at(1000));
    expect(nextRunAt(at(0), 1000, at(1000))).toEqual(at(2000));
  });

  it("collapses ticks missed while nothing ran into one", () => {
    expect(nextRunAt(at(0), 1000, at(5500))).toEqual(at(6000));
  });

  it("is always after now, on the job's own grid, and at most one interval away", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: -100_000, max: 10_000_000 }),
        (due, every, offset) => {
          const next = nextRunAt(at(due), every, at(due + offset)).getTime();
          const now = at(due + offset).getTime();
          expect(next).toBeGreaterThan(now);
          expect(next - now).toBeLessThanOrEqual(Math.max(every, -offset + every));
          expect((next - at(due).getTime()) % every).toBe(0);
        },
      ),
    );
  });
});
