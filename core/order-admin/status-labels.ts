import type { OrderStatus } from "../order-life/order-status.ts";

/** The words staff read for an order's status (core/order-life/order-status.ts). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: "Placed",
  partlyDispatched: "Partly dispatched",
  dispatched: "Dispatched",
  cancelled: "Cancelled",
  partlyRefunded: "Partly refunded",
  refunded: "Refunded",
};
