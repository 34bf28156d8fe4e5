import { end, next } from "../../workflow/run-steps.ts";
import type { Settlement } from "../attempt-settlement.ts";
import type { PlacementDeps, PlacementStep } from "./placement.ts";

/**
 * Finds the attempt of this press of Pay. A repeat of one already worked (a double click, a retry, a callback) is
 * answered its outcome, after its cart has gone too. An offered one is the card page the shopper paid on: kept for
 * the next steps, and undone (what the page authorised is voided) if a later step refuses before it is claimed.
 */
export function findAttempt(deps: Pick<PlacementDeps, "repository">, settlement: Settlement): PlacementStep {
  return {
    name: "find-attempt",
    async run(context) {
      const known = await deps.repository.findAttempt(context.key);
      if (known && known.status !== "offered") return end(await settlement.outcomeOf(known));
      context.known = known;
      return next;
    },
    // Once start-attempt claimed it, the offered attempt has moved on and this finds nothing to settle.
    compensate: (context, reason) => settlement.settleOffered(context.known, reason),
  };
}
