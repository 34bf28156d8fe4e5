import type { Refusable } from "../errors/refusal.ts";
import { dispatchLinesInput } from "./change-input.ts";
import { type ChangeAnswer, type ChangeRunner, parseChange } from "./run-change.ts";

/**
 * Dispatches chosen units of an order's lines with their carrier and tracking number: captures exactly their share
 * of the way of paying (their gift-card share was redeemed when the order was placed), then e-mails the shopper
 * through the outbox (change-effects.ts). The same key is the same dispatch: retried, it captures once and e-mails
 * once.
 */
export function createDispatchLines(changes: ChangeRunner) {
  return async function dispatchLines(
    orderId: string,
    input: unknown,
  ): Promise<Refusable<{ change: ChangeAnswer }>> {
    const parsed = parseChange(dispatchLinesInput, input);
    if (!parsed.ok) return parsed;
    const { key, lines, carrier, trackingNumber } = parsed.value;
    return changes.run({ orderId, kind: "dispatch", key, lines, carrier, trackingNumber });
  };
}
