import type { Refusable } from "../errors/refusal.ts";
import { changeLinesInput } from "./change-input.ts";
import { type ChangeAnswer, type ChangeRunner, parseChange } from "./run-change.ts";

/**
 * Cancels chosen units before they are dispatched: voids their share of the authorisation, credits their gift-card
 * share back to the cards, and puts the units back on stock when the cancellation finishes, telling the search
 * index and the page cache through the catalogue's change events (change-effects.ts).
 */
export function createCancelLines(changes: ChangeRunner) {
  return async function cancelLines(
    orderId: string,
    input: unknown,
  ): Promise<Refusable<{ change: ChangeAnswer }>> {
    const parsed = parseChange(changeLinesInput, input);
    if (!parsed.ok) return parsed;
    const { key, lines } = parsed.value;
    return changes.run({ orderId, kind: "cancel", key, lines });
  };
}
