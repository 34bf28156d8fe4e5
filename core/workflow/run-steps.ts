import { isDomainError } from "../errors/domain-error.ts";
import type { StepTracer } from "../observability/step-tracer.ts";

// A workflow as named steps, Medusa's shape (ARCHITECTURE.md "Cross-domain flows are workflows"): each step does one
// thing to a shared context and says whether to go on; a step that undoes something (a void for an authorisation)
// carries its compensation beside it. When a later step refuses (answers a refusal, or throws a DomainError), the
// compensations of the steps already done run in reverse order, then the refusal is answered or thrown. Any other
// error is treated as a crash would be: nothing is undone on a guess (the step may have half happened, a commit may
// have landed), and recovery finishes the work from what the database says.

/** What a step says when it is done: go on, answer now, or answer now once the steps before are undone. */
type StepOutcome<Result> =
  | { kind: "next" }
  | { kind: "end"; result: Result }
  | { kind: "refuse"; result: Result; reason: string };

export interface WorkflowStep<Context, Result> {
  /** The step's name in traces and logs (`authorise`, `write-order`…). */
  readonly name: string;
  run(context: Context): Promise<StepOutcome<Result>>;
  /**
   * Undoes what `run` did, once a later step refused (`reason` is its refusal) or failed. A compensation must be
   * safe to run when what it undoes has since moved on (a conditional update finds nothing to undo); one that fails
   * is left to recovery, which finishes it.
   */
  compensate?(context: Context, reason: string): Promise<void>;
}

export const next = { kind: "next" } as const;

export function end<Result>(result: Result): StepOutcome<Result> {
  return { kind: "end", result };
}

export function refuse<Result>(result: Result, reason: string): StepOutcome<Result> {
  return { kind: "refuse", result, reason };
}

async function undo<Context, Result>(
  done: readonly WorkflowStep<Context, Result>[],
  context: Context,
  reason: string,
  tracer: StepTracer,
): Promise<void> {
  for (const step of [...done].reverse()) {
    const compensate = step.compensate?.bind(step);
    if (!compensate) continue;
    try {
      await tracer.step(`undo ${step.name}`, { reason }, () => compensate(context, reason));
    } catch {
      // Left for recovery: every compensation is also something recovery finds unfinished and completes.
    }
  }
}

/** Runs the steps in order on `context` and answers the result of the one that ends the run. */
export async function runSteps<Context, Result>(
  steps: readonly WorkflowStep<Context, Result>[],
  context: Context,
  tracer: StepTracer,
): Promise<Result> {
  const done: WorkflowStep<Context, Result>[] = [];
  for (const step of steps) {
    let outcome: StepOutcome<Result>;
    try {
      outcome = await tracer.step(step.name, {}, () => step.run(context));
    } catch (error) {
      if (isDomainError(error)) await undo(done, context, error.kind, tracer);
      throw error;
    }
    if (outcome.kind === "next") {
      done.push(step);
      continue;
    }
    if (outcome.kind === "refuse") await undo(done, context, outcome.reason, tracer);
    return outcome.result;
  }
  throw new Error(`the workflow's last step (${steps.at(-1)?.name}) did not end it`);
}
