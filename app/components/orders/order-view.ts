import { imageUrl } from "../../../core/content/image-url.ts";
import { formatMoney, money, toMajorUnits } from "../../../core/money/money.ts";
import {
  addressLines,
  describeOrderDelivery,
  personName,
} from "../../../core/orders/order-delivery-description.ts";
import type { OrderSummary, OrderUnits, StoredOrder } from "../../../core/orders/order-types.ts";
import { formatDay } from "../../../core/site/intl-labels.ts";
import { translate } from "../../lib/text/text.ts";

// An order as the order pages show it (confirmation, tracking, my account): every amount and day already
// written by the server for the page's locale (decision 009: hydrating builds no formatter), every address as
// its lines. Built in the pages' loaders from the stored order; the components only lay it out.

export interface OrderAddressView {
  name: string;
  lines: string[];
}

export interface OrderView {
  orderNumber: string;
  email: string;
  placedOn: string;
  /** The status as a text key's last part (orders.status.placed). */
  status: StoredOrder["status"];
  /** Each parcel sent, oldest first: its day, tracking and what was in it ("2 × Bath towel"). */
  shipments: {
    key: string;
    on: string;
    carrier: string | null;
    trackingNumber: string | null;
    units: string[];
  }[];
  /** Each refund made, oldest first: its day and amount, written, and the units it was for. */
  refunds: { key: string; on: string; amount: string; units: string[] }[];
  lines: {
    key: string;
    name: string;
    code: string;
    /** As bought; null where the product has none or the order predates them (migration 0025). */
    colour: string | null;
    size: string | null;
    group: string | null;
    /** The product page (the name links to it), or null. */
    url: string | null;
    /** The thumbnail's address, or null. */
    image: string | null;
    quantity: number;
    unitPrice: string;
    lineTotal: string;
    /** A gift card bought: its card masked to the last four, its recipient and when it is sent. */
    giftCard: OrderGiftCardView | null;
    /** An e-gift card not used yet: its line number, to send it to a different address; otherwise null. */
    resendEntry: number | null;
  }[];
  /** Null for an order of e-gift cards only: nothing is delivered. */
  delivery: {
    type: NonNullable<StoredOrder["delivery"]>["type"];
    /** The service and its day, as the e-mail names it ("Nominated day: Friday 4 December"). */
    service: string;
    /** The home address, or the collection point with its shop's name. */
    address: OrderAddressView;
    phone: string;
  } | null;
  billing: OrderAddressView;
  payment: {
    card: { brand: string | null; maskedNumber: string | null; amount: string } | null;
    giftCards: { lastFour: string; amount: string }[];
  };
  totals: {
    subtotal: string;
    /** Null when there was none: the row is left out. */
    discounts: string | null;
    giftBoxes: string | null;
    delivery: string;
    tax: string | null;
    total: string;
  };
  /** For the purchase analytics event: major units, as the add-to-cart event carries them. */
  analytics: {
    value: number;
    tax: number;
    shipping: number;
    currency: string;
    items: { item_id: string; item_name: string; price: number; quantity: number }[];
  };
}

export interface OrderGiftCardView {
  /** "•••• 1234", or null while the card is being issued. */
  maskedCode: string | null;
  recipient: string;
  /** An e-gift card's send day, written for the locale; null for a posted card (it goes with the order). */
  sendOn: string | null;
}

function giftCardView(line: StoredOrder["lines"][number], locale: string): OrderGiftCardView | null {
  const card = line.giftCard;
  if (!card) return null;
  const recipient = card.recipientEmail
    ? `${card.recipientName} (${card.recipientEmail})`
    : card.recipientName;
  return {
    maskedCode: card.lastFour ? `•••• ${card.lastFour}` : null,
    recipient,
    sendOn: card.sendDate ? formatDay(`${card.sendDate}T12:00:00.000Z`, locale) : null,
  };
}

export interface OrderSummaryView {
  orderNumber: string;
  placedOn: string;
  total: string;
  itemCount: number;
  status: StoredOrder["status"];
}

export function orderView(order: StoredOrder, locale: string): OrderView {
  const price = (amount: number) => formatMoney(money(amount, order.currency), locale);
  const major = (amount: number) => toMajorUnits(money(amount, order.currency));
  const { delivery, billing, totals, payments } = order;
  // The same description the confirmation e-mail gives (core/orders/order-delivery-description.ts).
  const described = delivery ? describeOrderDelivery(delivery, { version: order.version, locale }) : null;
  const deliveryCharge = totals.delivery + totals.splitDelivery;
  const nameOf = new Map(order.lines.map((line) => [line.entryNumber, line.name]));
  const unitsOf = (units: OrderUnits[]) =>
    units.map(({ entryNumber, quantity }) =>
      translate(locale, "orders.shipments.units", { quantity, name: nameOf.get(entryNumber) ?? "" }),
    );
  return {
    orderNumber: order.orderNumber,
    email: order.email,
    placedOn: formatDay(order.createdAt, locale),
    status: order.status,
    shipments: order.progress.shipments.map((shipment, index) => ({
      key: `shipment-${index}`,
      on: formatDay(shipment.dispatchedAt, locale),
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      units: unitsOf(shipment.units),
    })),
    refunds: order.progress.refunds.map((refund, index) => ({
      key: `refund-${index}`,
      on: formatDay(refund.refundedAt, locale),
      amount: price(refund.amount),
      units: unitsOf(refund.units),
    })),
    lines: order.lines.map((line) => ({
      key: String(line.entryNumber),
      name: line.name,
      code: line.variantCode,
      colour: line.colour,
      size: line.size,
      group: line.variantGroup,
      url: line.productUrl,
      image: line.imageId ? imageUrl(line.imageId, 160) : null,
      quantity: line.quantity,
      unitPrice: price(line.unitPrice),
      lineTotal: price(line.lineTotal),
      giftCard: giftCardView(line, locale),
      resendEntry: line.giftCard?.kind === "ECARD" && line.giftCard.resendable ? line.entryNumber : null,
    })),
    delivery:
      delivery && described
        ? {
            type: delivery.type,
            service: described.service,
            address: { name: described.recipient, lines: described.place },
            phone: delivery.person.phoneNumber,
          }
        : null,
    billing: { name: personName(billing.person), lines: addressLines(billing.address, locale) },
    payment: {
      card: payments.card
        ? {
            brand: payments.card.brand,
            maskedNumber: payments.card.maskedNumber,
            amount: price(payments.card.amount),
          }
        : null,
      giftCards: payments.giftCards.map((card) => ({ lastFour: card.lastFour, amount: price(card.amount) })),
    },
    totals: {
      subtotal: price(totals.subtotal),
      discounts: totals.discounts > 0 ? price(totals.discounts) : null,
      giftBoxes: totals.charges > 0 ? price(totals.charges) : null,
      // Free delivery is worded as the bag and the checkout word it ("Free"), never "£0".
      delivery: deliveryCharge === 0 ? translate(locale, "checkout.summary.free") : price(deliveryCharge),
      tax: totals.tax > 0 ? price(totals.tax) : null,
      total: price(totals.total),
    },
    analytics: {
      value: major(totals.total),
      tax: major(totals.tax),
      shipping: major(deliveryCharge),
      currency: order.currency,
      items: order.lines.map((line) => ({
        item_id: line.variantCode,
        item_name: line.name,
        price: major(line.unitPrice),
        quantity: line.quantity,
      })),
    },
  };
}

export function orderSummaryView(summary: OrderSummary, locale: string): OrderSummaryView {
  return {
    orderNumber: summary.orderNumber,
    placedOn: formatDay(summary.createdAt, locale),
    total: formatMoney(money(summary.total, summary.currency), locale),
    itemCount: summary.itemCount,
    status: summary.status,
  };
}

/**
 * The order as guest tracking may send it: knowing a number and an e-mail shows the order's progress, never the
 * buyer's phone, billing address, e-mail or payment (they are left out of the page's data, not only hidden).
 */
export function trackingView(view: OrderView): OrderView {
  return {
    ...view,
    email: "",
    delivery: view.delivery ? { ...view.delivery, phone: "" } : null,
    billing: { name: "", lines: [] },
    payment: { card: null, giftCards: [] },
  };
}
