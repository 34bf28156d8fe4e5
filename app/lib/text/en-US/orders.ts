// US wording for orders where it differs from the UK; merged in ../en-US.ts.
export const ordersTextUS: Record<string, string> = {
  "orders.totals.tax": "Sales tax",
  "orders.status.partlyDispatched": "Partially shipped",
  "orders.status.dispatched": "Shipped",
  "orders.status.cancelled": "Canceled",
  "orders.status.partlyRefunded": "Partially refunded",
  "orders.shipments.heading": "Shipped",
  "orders.shipments.on": "Shipped on {day}",
  "orders.refunds.note":
    "Refunds reach your card or PayPal account in 3 to 5 business days; gift cards at once.",
};
