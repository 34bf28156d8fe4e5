import type { Refusable } from "../errors/refusal.ts";
import { changeLinesInput } from "./change-input.ts";
import { type ChangeAnswer, type ChangeRunner, parseChange } from "./run-change.ts";

/**
 * Refunds chosen units dispatched and returned: their share of the way of paying through the provider, their
 * gift-card share credited back to the cards, each line's amount as its share was spread (payment-shares.ts).
 * Refunds never pass what was captured, however many run at once.
 */
export function createRefundLines(changes: ChangeRunner) {
  return async function refundLines(
    orderId: string,
    input: unknown,
  ): Promise<Refusable<{ change: ChangeAnswer }>> {
    const parsed = parseChange(changeLinesInput, input);
    if (!parsed.ok) return parsed;
    const { key, lines } = parsed.value;
    return changes.run({ orderId, kind: "refund", key, lines });
  };
}
