import type { Refusable } from "../errors/refusal.ts";
import { changeLinesInput } from "./change-input.ts";
import { type ChangeAnswer, type ChangeRunner, parseChange } from "./run-change.ts";

/**
 * Gives back chosen units, by kind:
 * - `cancel`, before they are dispatched: voids their share of the authorisation, credits their gift-card share
 *   back to the cards, and puts the units back on stock when the cancellation finishes, telling the search index
 *   and the page cache through the catalogue's change events (change-effects.ts);
 * - `refund`, dispatched and returned: their share of the way of paying refunded through the provider, their
 *   gift-card share credited back, each line's amount as its share was spread (payment-shares.ts). Refunds never
 *   pass what was captured, however many run at once.
 */
export function createUndoLines(changes: ChangeRunner, kind: "cancel" | "refund") {
  return async function undoLines(
    orderId: string,
    input: unknown,
  ): Promise<Refusable<{ change: ChangeAnswer }>> {
    const parsed = parseChange(changeLinesInput, input);
    if (!parsed.ok) return parsed;
    const { key, lines } = parsed.value;
    return changes.run({ orderId, kind, key, lines });
  };
}
