import { isDomainError } from "../errors/domain-error.ts";
import type { PlaceOrderResult } from "../orders/order-types.ts";
import type { PlaceOrderInput } from "../orders/place-order.ts";
import type { StepTracer } from "./step-tracer.ts";

/**
 * The order workflow with every press of Pay observed: one `attempt` step around it and its outcome counted, whatever
 * way of paying reached it (card page, saved card, PayPal, wallets, a zero total). The outcome is the result's status
 * (`placed`, `declined`, `outOfStock`, `changed`), or the failure's kind (`unavailable`, `invalid`…) or `error` when it threw.
 * The workflow itself reports only its inner steps through the same tracer, never an outcome, so nothing is
 * counted twice.
 */
export function observeOrderAttempts<
  W extends { placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> },
>(workflow: W, tracer: StepTracer): W {
  return {
    ...workflow,
    placeOrder: (input: PlaceOrderInput) =>
      tracer.step("attempt", {}, async () => {
        try {
          const result = await workflow.placeOrder(input);
          tracer.outcome(result.status);
          return result;
        } catch (error) {
          tracer.outcome(isDomainError(error) ? error.kind : "error");
          throw error;
        }
      }),
  };
}
