import type { OutboxMessage } from "../mail/mail-types.ts";
import { orderDispatchedEmail } from "../mail/order-dispatched-email.ts";
import type { OrderForChange, StoredChange } from "./order-life-types.ts";

// What finishing a change brings with it, by its kind (docs/decisions/056-an-orders-life.md), read from the change
// as stored so that a retry or the recovery pass finishes it exactly as the first request would have: a dispatch
// e-mails the shopper its carrier and tracking number; a cancellation puts the units back on stock and announces
// it as a catalogue change (search index, page cache); a refund brings nothing more.

export interface ChangeEffects {
  /** Written in the transaction that finishes the change. */
  effects(change: StoredChange, order: OrderForChange): { mail: OutboxMessage | null; restock: boolean };
  /** Run once, by whoever finished the change, after its commit. */
  onFinished(change: StoredChange, order: OrderForChange): Promise<void>;
}

export function changeEffects(deps: {
  origin: string;
  /** Units back on stock: the catalogue's change event. */
  stockReturned(productCodes: string[]): Promise<void>;
}): ChangeEffects {
  function dispatchMail(change: StoredChange, order: OrderForChange): OutboxMessage {
    const names = new Map(order.lines.map((line) => [line.entryNumber, line.name]));
    return orderDispatchedEmail(
      {
        orderNumber: order.orderNumber,
        email: order.email,
        version: order.version,
        currency: order.currency,
        firstName: order.firstName,
        carrier: change.carrier ?? "",
        trackingNumber: change.trackingNumber ?? "",
        lines: change.lines.map((line) => ({
          quantity: line.quantity,
          name: names.get(line.entryNumber) ?? "",
        })),
        charged: change.lines.reduce((sum, line) => sum + line.payment, 0),
        moreToCome: order.lines.some((line) => line.quantity - line.dispatched - line.cancelled > 0),
      },
      deps.origin,
    );
  }

  return {
    effects: (change, order) => ({
      mail: change.kind === "dispatch" ? dispatchMail(change, order) : null,
      restock: change.kind === "cancel",
    }),
    async onFinished(change, order) {
      if (change.kind !== "cancel") return;
      const cancelled = new Set(change.lines.map((line) => line.entryNumber));
      const products = order.lines
        .filter((line) => cancelled.has(line.entryNumber) && !line.giftCard)
        .map((line) => line.productCode);
      // The stock is back whatever happens here: an index that missed the event re-reads everything.
      if (products.length > 0) await deps.stockReturned([...new Set(products)]).catch(() => {});
    },
  };
}
