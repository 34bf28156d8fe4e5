// US wording for orders where it differs from the UK; merged in ../en-US.ts.
export const ordersTextUS: Record<string, string> = {
  "orders.totals.tax": "Sales tax",
};
