import { describe, expect, it } from "vitest";
import { DomainError } from "../errors/domain-error.ts";
import type { StepTracer } from "../observability/step-tracer.ts";
import { end, next, refuse, runSteps, type WorkflowStep } from "./run-steps.ts";

/** A step that records its runs and undos in `log`, and answers `outcome` (or throws it). */
function step(name: string, log: string[], outcome: () => ReturnType<WorkflowStep<null, string>["run"]>) {
  return {
    name,
    run: async () => {
      log.push(name);
      return outcome();
    },
    compensate: async (_context: null, reason: string) => {
      log.push(`undo ${name} (${reason})`);
    },
  } satisfies WorkflowStep<null, string>;
}

const recordingTracer = (spans: string[]): StepTracer => ({
  step: (name, _attributes, run) => {
    spans.push(name);
    return run();
  },
  outcome: () => {},
});

describe("running a workflow's steps", () => {
  it("runs them in order until one ends the run, as named spans", async () => {
    const log: string[] = [];
    const spans: string[] = [];
    const result = await runSteps(
      [
        step("a", log, async () => next),
        step("b", log, async () => end("done")),
        step("c", log, async () => next),
      ],
      null,
      recordingTracer(spans),
    );
    expect(result).toBe("done");
    expect(log).toEqual(["a", "b"]);
    expect(spans).toEqual(["a", "b"]);
  });

  it("undoes the steps already done, last first, when a step refuses, then answers the refusal", async () => {
    const log: string[] = [];
    const result = await runSteps(
      [
        step("a", log, async () => next),
        step("b", log, async () => next),
        step("c", log, async () => refuse("sold out", "outOfStock")),
      ],
      null,
      recordingTracer([]),
    );
    expect(result).toBe("sold out");
    expect(log).toEqual(["a", "b", "c", "undo b (outOfStock)", "undo a (outOfStock)"]);
  });

  it("undoes them for a domain refusal thrown, and rethrows it", async () => {
    const log: string[] = [];
    const refusal = new DomainError("invalid", "Please complete your delivery details.");
    await expect(
      runSteps(
        [
          step("a", log, async () => next),
          step("b", log, async () => {
            throw refusal;
          }),
        ],
        null,
        recordingTracer([]),
      ),
    ).rejects.toBe(refusal);
    expect(log).toEqual(["a", "b", "undo a (invalid)"]);
  });

  it("undoes nothing on any other error, as after a crash: recovery finishes from the database", async () => {
    const log: string[] = [];
    await expect(
      runSteps(
        [
          step("a", log, async () => next),
          step("b", log, async () => {
            throw new Error("connection lost");
          }),
        ],
        null,
        recordingTracer([]),
      ),
    ).rejects.toThrow("connection lost");
    expect(log).toEqual(["a", "b"]);
  });

  it("goes on undoing when one compensation fails, leaving it to recovery", async () => {
    const log: string[] = [];
    const failing = {
      ...step("a", log, async () => next),
      compensate: async () => {
        throw new Error("acquirer away");
      },
    };
    const result = await runSteps(
      [step("first", log, async () => next), failing, step("c", log, async () => refuse("no", "changed"))],
      null,
      recordingTracer([]),
    );
    expect(result).toBe("no");
    expect(log).toEqual(["first", "a", "c", "undo first (changed)"]);
  });
});
