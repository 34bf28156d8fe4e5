import { formatMoney, money } from "../money/money.ts";
import { describeOrderDelivery } from "../orders/order-delivery-description.ts";
import type { NewOrder } from "../orders/order-types.ts";
import { formatDay } from "../site/intl-labels.ts";
import { visibleVariantText } from "../site/navigation-menu.ts";
import { isVersion, LOCALE_BY_VERSION } from "../site/versions.ts";
import { type EmailContent, emailHtml, emailText } from "./email-layout.ts";
import type { OutboxMessage } from "./mail-types.ts";

// The order confirmation: written to the outbox in the same transaction as the order, so a
// placed order always gets its mail and a rolled-back one never does.

/** "2 × Aegean Towel, Chalk, Face Cloth (P100000010101): £30": what was bought as the bag named it. */
function itemLine(line: NewOrder["lines"][number], price: (amount: number) => string): string {
  const variant = [
    visibleVariantText(line.colour, "No Colour"),
    visibleVariantText(line.size, "One Size"),
    line.variantGroup,
  ].filter((part): part is string => Boolean(part));
  const name = [line.name, ...variant].join(", ");
  return `${line.quantity} × ${name} (${line.variantCode}): ${price(line.lineTotal)}${giftCardFacts(line)}`;
}

/** A gift card bought: its card masked to the last four, its recipient and when it is sent; never the code. */
function giftCardFacts(line: NewOrder["lines"][number]): string {
  const card = line.giftCard;
  if (!card) return "";
  const masked = card.lastFour ? `gift card •••• ${card.lastFour}` : "gift card";
  const recipient = card.recipientEmail
    ? `${card.recipientName} (${card.recipientEmail})`
    : card.recipientName;
  const when = card.sendDate
    ? `e-mailed on ${formatDay(`${card.sendDate}T12:00:00.000Z`, "en-GB")}`
    : "posted with your order";
  return ` – ${masked} for ${recipient}, ${when}`;
}

export function orderConfirmationEmail(order: NewOrder, origin: string): OutboxMessage {
  const locale = isVersion(order.version) ? LOCALE_BY_VERSION[order.version] : "en-GB";
  const price = (amount: number) => formatMoney(money(amount, order.currency), locale);
  const { totals } = order;
  const content: EmailContent = {
    preheader: `Order ${order.orderNumber}: ${price(totals.total)}`,
    heading: `Thank you for your order ${order.orderNumber}`,
    paragraphs: [
      `Dear ${order.billing.person.firstName},`,
      "We have received your order and will let you know when it is on its way.",
      ...order.lines.map((line) => itemLine(line, price)),
      `Subtotal: ${price(totals.subtotal)}`,
      ...(totals.discounts > 0 ? [`Discounts: −${price(totals.discounts)}`] : []),
      ...(totals.charges > 0 ? [`Gift boxes: ${price(totals.charges)}`] : []),
      `Delivery: ${price(totals.delivery + totals.splitDelivery)}`,
      ...(totals.tax > 0 ? [`Sales tax: ${price(totals.tax)}`] : []),
      `Total: ${price(totals.total)}`,
      // A sentence of its own ("Nominated day: Friday 4 December, to …"): "Delivery:" already labels the charge.
      order.delivery
        ? describeOrderDelivery(order.delivery, { version: order.version }).sentence
        : "Nothing to deliver: each e-gift card is e-mailed to its recipient on its day.",
    ],
    button: { label: "Continue shopping", href: `${origin}/${order.version}/` },
    footnotes: [`Please quote your order number ${order.orderNumber} if you contact us about this order.`],
  };
  return {
    to: order.email,
    subject: `Your order ${order.orderNumber}`,
    html: emailHtml(content),
    text: emailText(content),
    kind: "order-confirmation",
  };
}
