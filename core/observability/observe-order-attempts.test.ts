import { describe, expect, it } from "vitest";
import { DomainError } from "../errors/domain-error.ts";
import type { PlaceOrderResult } from "../orders/order-types.ts";
import type { PlaceOrderInput } from "../orders/place-order.ts";
import { observeOrderAttempts } from "./observe-order-attempts.ts";
import type { StepTracer } from "./step-tracer.ts";

function recordingTracer() {
  const steps: string[] = [];
  const outcomes: string[] = [];
  const tracer: StepTracer = {
    step: async (name, _attributes, run) => {
      steps.push(name);
      return run();
    },
    outcome: (name) => outcomes.push(name),
  };
  return { tracer, steps, outcomes };
}

const input = { attemptId: "attempt-0001" } as PlaceOrderInput;

describe("observing the order workflow", () => {
  it("counts each press of Pay once, by its result's status, inside one attempt step", async () => {
    const results: PlaceOrderResult[] = [
      { status: "declined", reason: "refused" },
      { status: "outOfStock", variantCodes: ["V1"] },
    ];
    const { tracer, steps, outcomes } = recordingTracer();
    const workflow = observeOrderAttempts(
      {
        placeOrder: async (_input: PlaceOrderInput) => results.shift()!,
        recoverPendingAttempts: () => "kept",
      },
      tracer,
    );
    expect(await workflow.placeOrder(input)).toEqual({ status: "declined", reason: "refused" });
    await workflow.placeOrder(input);
    expect(outcomes).toEqual(["declined", "outOfStock"]);
    expect(steps).toEqual(["attempt", "attempt"]);
    // The rest of the workflow is the workflow's own.
    expect(workflow.recoverPendingAttempts()).toBe("kept");
  });

  it("counts a failure by its kind, or as error, and still throws it", async () => {
    const { tracer, outcomes } = recordingTracer();
    const unavailable = new DomainError("unavailable", "Card payments are unavailable at the moment.");
    const failures: unknown[] = [unavailable, new Error("the database went away")];
    const workflow = observeOrderAttempts(
      {
        placeOrder: async (_input: PlaceOrderInput): Promise<PlaceOrderResult> => {
          throw failures.shift();
        },
      },
      tracer,
    );
    await expect(workflow.placeOrder(input)).rejects.toBe(unavailable);
    await expect(workflow.placeOrder(input)).rejects.toThrow("the database went away");
    expect(outcomes).toEqual(["unavailable", "error"]);
  });
});
