import { toDecimalString } from "../money/money.ts";
import { csvRow } from "./csv.ts";
import type { ListedOrder } from "./order-admin.ts";
import { PAYMENT_METHOD_LABELS } from "./search-keys.ts";
import { ORDER_STATUS_LABELS } from "./status-labels.ts";

// The order list as a CSV file: the columns of the page, with plain values a spreadsheet can sum (the total as a
// decimal beside its currency, the time as an ISO instant in UTC and as London's wall clock).

const HEADER = [
  "Order number",
  "Placed (UTC)",
  "Placed (London)",
  "Customer",
  "E-mail",
  "Version",
  "Payment",
  "Currency",
  "Total",
  "Status",
  "Authorisation",
];

const london = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function londonStamp(iso: string): string {
  const parts = Object.fromEntries(
    london.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export function authorisationNote(order: Pick<ListedOrder, "authorisation">): string {
  if (!order.authorisation) return "";
  return order.authorisation.lapsed ? "Lapsed" : "Expires soon";
}

export function ordersCsv(orders: readonly ListedOrder[]): string {
  let text = csvRow(HEADER);
  for (const order of orders)
    text += csvRow([
      order.orderNumber,
      order.placedAt,
      londonStamp(order.placedAt),
      order.customerName,
      order.email,
      order.version,
      order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : null,
      order.currency,
      toDecimalString({ amount: order.total, currency: order.currency }),
      ORDER_STATUS_LABELS[order.status],
      authorisationNote(order),
    ]);
  return text;
}
