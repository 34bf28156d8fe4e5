import { formatMoney, money } from "../money/money.ts";
import { isVersion, LOCALE_BY_VERSION } from "../site/versions.ts";
import { type EmailContent, emailHtml, emailText } from "./email-layout.ts";
import type { OutboxMessage } from "./mail-types.ts";

// The dispatch e-mail: written to the outbox in the same transaction that finishes the dispatch (after its capture
// was confirmed), so each dispatch sends exactly one, however often it is retried (docs/decisions/056).

export interface DispatchedOrder {
  orderNumber: string;
  email: string;
  version: string;
  currency: string;
  firstName: string;
  carrier: string;
  trackingNumber: string;
  /** The lines in this parcel: units and name. */
  lines: { quantity: number; name: string }[];
  /** What was charged to the way of paying for them (0 when gift cards paid). */
  charged: number;
  /** Some lines of the order are still to come in another parcel. */
  moreToCome: boolean;
}

export function orderDispatchedEmail(order: DispatchedOrder, origin: string): OutboxMessage {
  const locale = isVersion(order.version) ? LOCALE_BY_VERSION[order.version] : "en-GB";
  const price = (amount: number) => formatMoney(money(amount, order.currency), locale);
  const content: EmailContent = {
    preheader: `Order ${order.orderNumber} is on its way: ${order.carrier} ${order.trackingNumber}`,
    heading: `Your order ${order.orderNumber} is on its way`,
    paragraphs: [
      `Dear ${order.firstName},`,
      order.moreToCome
        ? "Part of your order has left our warehouse; we will write again when the rest is on its way."
        : "Your order has left our warehouse.",
      ...order.lines.map((line) => `${line.quantity} × ${line.name}`),
      `Carrier: ${order.carrier}`,
      `Tracking number: ${order.trackingNumber}`,
      ...(order.charged > 0 ? [`We have now taken ${price(order.charged)} for these items.`] : []),
    ],
    button: { label: "Continue shopping", href: `${origin}/${order.version}/` },
    footnotes: [`Please quote your order number ${order.orderNumber} if you contact us about this order.`],
  };
  return {
    to: order.email,
    subject: `Your order ${order.orderNumber} is on its way`,
    html: emailHtml(content),
    text: emailText(content),
    kind: "order-dispatched",
  };
}
