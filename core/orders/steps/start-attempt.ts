import { end, next } from "../../workflow/run-steps.ts";
import type { Settlement } from "../attempt-settlement.ts";
import { type PlacementDeps, type PlacementStep, required } from "./placement.ts";

/**
 * Writes the attempt before the acquirer is asked anything (its unique key makes racing requests one attempt), or
 * claims the offered one. A request that loses the race answers the winner's outcome, waiting for it.
 */
export function startAttempt(
  deps: Pick<PlacementDeps, "repository" | "now">,
  settlement: Settlement,
): PlacementStep {
  return {
    name: "start-attempt",
    async run(context) {
      const { cart, amount, currency } = required(context.priced, "the price");
      if (context.known) {
        const claimed = await deps.repository.moveAttempt(context.key, "authorising", {}, deps.now());
        return claimed ? next : end(await settlement.outcomeByKey(context.key));
      }
      const started = await deps.repository.startAttempt({
        key: context.key,
        cartId: cart.id,
        paymentSessionId: amount > 0 ? (context.input.paymentSessionId ?? null) : null,
        amount,
        currency,
        now: deps.now(),
      });
      return started.created ? next : end(await settlement.outcomeOf(started.attempt));
    },
  };
}
