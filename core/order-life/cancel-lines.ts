import type { Refusable } from "../errors/refusal.ts";
import { changeLinesInput } from "./change-input.ts";
import { type ChangeAnswer, type ChangeRunner, parseChange } from "./run-change.ts";

/**
 * Cancels chosen units before they are dispatched: voids their share of the authorisation, credits their gift-card
 * share back to the cards, and puts the units back on stock when the cancellation finishes, telling the search
 * index and the page cache through the catalogue's change events (`stockReturned`).
 */
export function createCancelLines(deps: {
  runChange: ChangeRunner;
  stockReturned(productCodes: string[]): Promise<void>;
}) {
  return async function cancelLines(
    orderId: string,
    input: unknown,
  ): Promise<Refusable<{ change: ChangeAnswer }>> {
    const parsed = parseChange(changeLinesInput, input);
    if (!parsed.ok) return parsed;
    const { key, lines } = parsed.value;
    return deps.runChange({
      orderId,
      kind: "cancel",
      key,
      lines,
      effects: () => ({ mail: null, restock: true }),
      onFinished: async (change, order) => {
        const cancelled = new Set(change.lines.map((line) => line.entryNumber));
        const products = order.lines
          .filter((line) => cancelled.has(line.entryNumber) && !line.giftCard)
          .map((line) => line.productCode);
        // The stock is back whatever happens here: an index that missed the event re-reads everything.
        if (products.length > 0) await deps.stockReturned([...new Set(products)]).catch(() => {});
      },
    });
  };
}
