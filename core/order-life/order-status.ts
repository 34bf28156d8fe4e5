// An order's life (docs/decisions/056-an-orders-life.md): every unit of a line is in one state, and the order's
// status is read off its lines, never set on its own, so the two can never disagree.
//
//   placed ──dispatch──▶ dispatched ──refund──▶ refunded
//     └─────cancel────▶ cancelled
//
// A unit never goes back: a cancelled unit is gone, a refunded unit was returned.

export const ORDER_STATUSES = [
  "placed",
  "partlyDispatched",
  "dispatched",
  "cancelled",
  "partlyRefunded",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A status as stored; anything else is a fault of the data, not a status. */
export function toOrderStatus(value: string): OrderStatus {
  const status = ORDER_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`unknown order status ${value}`);
  return status;
}

/** How many units of one line are in each state; `quantity` is what was ordered. */
export interface LineState {
  entryNumber: number;
  quantity: number;
  dispatched: number;
  cancelled: number;
  /** Of the dispatched units, those returned and refunded (still counted in `dispatched`). */
  refunded: number;
}

/** Units still waiting to be dispatched or cancelled. */
export function unitsPlaced(line: LineState): number {
  return line.quantity - line.dispatched - line.cancelled;
}

/** Units dispatched and not refunded: what a refund may still take back. */
export function unitsRefundable(line: LineState): number {
  return line.dispatched - line.refunded;
}

/**
 * The order's status from its lines. Cancelled units are left out of the rest: an order of two lines, one
 * cancelled and one dispatched, is dispatched. A refund outranks dispatch progress, so an order with any unit
 * returned reads partly refunded until every unit not cancelled is refunded.
 */
export function orderStatusOf(lines: readonly LineState[]): OrderStatus {
  const sum = (pick: (line: LineState) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const ordered = sum((line) => line.quantity);
  const cancelled = sum((line) => line.cancelled);
  const dispatched = sum((line) => line.dispatched);
  const refunded = sum((line) => line.refunded);
  const live = ordered - cancelled;
  if (ordered === 0 || live === 0) return ordered === 0 ? "placed" : "cancelled";
  if (refunded > 0) return refunded === live ? "refunded" : "partlyRefunded";
  if (dispatched === 0) return "placed";
  return dispatched === live ? "dispatched" : "partlyDispatched";
}
