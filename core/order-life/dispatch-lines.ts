import type { Refusable } from "../errors/refusal.ts";
import { orderDispatchedEmail } from "../mail/order-dispatched-email.ts";
import { dispatchLinesInput } from "./change-input.ts";
import { type ChangeAnswer, type ChangeRunner, parseChange } from "./run-change.ts";

/**
 * Dispatches chosen units of an order's lines with their carrier and tracking number: captures exactly their share
 * of the way of paying (their gift-card share was redeemed when the order was placed), then e-mails the shopper
 * through the outbox. The same key is the same dispatch: retried, it captures once and e-mails once.
 */
export function createDispatchLines(deps: { runChange: ChangeRunner; origin: string }) {
  return async function dispatchLines(
    orderId: string,
    input: unknown,
  ): Promise<Refusable<{ change: ChangeAnswer }>> {
    const parsed = parseChange(dispatchLinesInput, input);
    if (!parsed.ok) return parsed;
    const { key, lines, carrier, trackingNumber } = parsed.value;
    return deps.runChange({
      orderId,
      kind: "dispatch",
      key,
      lines,
      carrier,
      trackingNumber,
      effects: (change, order) => {
        const names = new Map(order.lines.map((line) => [line.entryNumber, line.name]));
        const mail = orderDispatchedEmail(
          {
            orderNumber: order.orderNumber,
            email: order.email,
            version: order.version,
            currency: order.currency,
            firstName: order.firstName,
            carrier,
            trackingNumber,
            lines: change.lines.map((line) => ({
              quantity: line.quantity,
              name: names.get(line.entryNumber) ?? "",
            })),
            charged: change.lines.reduce((sum, line) => sum + line.payment, 0),
            moreToCome: order.status === "partlyDispatched",
          },
          deps.origin,
        );
        return { mail, restock: false };
      },
    });
  };
}
