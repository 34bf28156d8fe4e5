import { randomUUID } from "node:crypto";
import { formatMoney } from "../../../core/money/money.ts";
import type { OrderRecord, OrderRecordMovement } from "../../../core/order-admin/order-record.ts";
import type { ChangeKind } from "../../../core/order-life/line-changes.ts";
import { type OrderStatus, unitsPlaced, unitsRefundable } from "../../../core/order-life/order-status.ts";
import type { AuditEntry } from "../../../core/staff/staff-types.ts";

// The order page's rows, shaped on the server (issue 29 point 2): money formatted in the order's currency, times in
// London, and for each change form the lines it may take with how many units each has left, plus a fresh request
// key, so a form posted twice is one change (docs/decisions/056-an-orders-life.md).

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: "Placed",
  partlyDispatched: "Partly dispatched",
  dispatched: "Dispatched",
  cancelled: "Cancelled",
  partlyRefunded: "Partly refunded",
  refunded: "Refunded",
};

const MOVEMENT_LABELS: Readonly<Record<OrderRecordMovement["kind"], string>> = {
  authorisation: "Authorisation",
  capture: "Capture",
  void: "Void (released)",
  refund: "Refund",
  giftCardCredit: "Gift card credited back",
  giftCardRedeem: "Gift card redeemed",
};

const CHANGE_LABELS: Readonly<Record<ChangeKind, string>> = {
  dispatch: "Dispatch",
  cancel: "Cancellation",
  refund: "Refund",
};

const londonWhen = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/** A stored instant as London wall-clock time. */
export function inLondon(iso: string): string {
  return londonWhen.format(new Date(iso));
}

function shown(value: unknown): string {
  return value === null || value === undefined ? "" : JSON.stringify(value);
}

export interface ChangeFormLine {
  entryNumber: number;
  name: string;
  left: number;
}

/** The order page's data: everything as text, ready to render. */
export function orderView(record: OrderRecord, audit: AuditEntry[], can: (kind: ChangeKind) => boolean) {
  const { order } = record;
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, "en-GB");
  const states = new Map(record.lines.map((line) => [line.entryNumber, line]));
  const lines = order.lines.map((line) => {
    const state = states.get(line.entryNumber) ?? { dispatched: 0, cancelled: 0, refunded: 0 };
    const units = { ...state, entryNumber: line.entryNumber, quantity: line.quantity };
    return {
      entryNumber: line.entryNumber,
      name: line.name,
      variant:
        [line.variantGroup, line.colour, line.size].filter(Boolean).join(", ") ||
        (line.giftCard ? `${line.giftCard.kind} gift card` : line.variantCode),
      variantCode: line.variantCode,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      lineTotal: money(line.lineTotal),
      dispatched: units.dispatched,
      cancelled: units.cancelled,
      refunded: units.refunded,
      waiting: unitsPlaced(units),
      refundable: unitsRefundable(units),
      giftCard: line.giftCard !== undefined,
    };
  });
  const formLines = (kind: ChangeKind): ChangeFormLine[] =>
    lines
      .filter((line) => kind === "dispatch" || !line.giftCard)
      .map((line) => ({
        entryNumber: line.entryNumber,
        name: `${line.name}${line.variant ? ` (${line.variant})` : ""}`,
        left: kind === "refund" ? line.refundable : line.waiting,
      }))
      .filter((line) => line.left > 0);
  const names = new Map(lines.map((line) => [line.entryNumber, line.name]));
  const person = order.billing.person;
  const address = (value: {
    line1: string;
    line2?: string | null;
    townCity: string;
    postcode: string;
    countryIso: string;
  }) =>
    [value.line1, value.line2, value.townCity, value.postcode, value.countryIso].filter(Boolean).join(", ");
  const authorisation = record.authorisation;
  const form = (kind: ChangeKind) => (can(kind) ? { key: randomUUID(), lines: formLines(kind) } : null);

  return {
    orderNumber: order.orderNumber,
    placed: inLondon(order.createdAt),
    version: order.version,
    status: STATUS_LABELS[order.status],
    customer: {
      name: `${person.title} ${person.firstName} ${person.lastName}`.trim(),
      email: order.email,
      phone: person.phoneNumber,
      account: record.accountEmail,
    },
    payment: order.payments.card
      ? [authorisation?.method ?? "card", order.payments.card.brand, order.payments.card.maskedNumber]
          .filter(Boolean)
          .join(" ")
      : "Gift cards only",
    giftCardsPaid: order.payments.giftCards.map((card) => `ending ${card.lastFour}: ${money(card.amount)}`),
    authorisation: authorisation && {
      authorised: money(authorisation.authorised),
      captured: money(authorisation.captured),
      released: money(authorisation.released),
      refunded: money(authorisation.refunded),
      stillToCapture: money(authorisation.stillToCapture),
      expiresAt: inLondon(authorisation.expiresAt),
      lapsed: authorisation.lapsed,
      flagged: authorisation.flagged,
    },
    lines,
    shipments: record.changes
      .filter((change) => change.kind === "dispatch")
      .map((change) => ({
        id: change.id,
        at: inLondon(change.createdAt),
        carrier: change.carrier ?? "",
        trackingNumber: change.trackingNumber ?? "",
        lines: change.lines.map(
          (line) => `${names.get(line.entryNumber) ?? `Line ${line.entryNumber}`} × ${line.quantity}`,
        ),
        status: change.status,
        failure: change.failure,
      })),
    changes: record.changes.map((change) => ({
      id: change.id,
      kind: CHANGE_LABELS[change.kind],
      at: inLondon(change.createdAt),
      lines: change.lines.map(
        (line) => `${names.get(line.entryNumber) ?? `Line ${line.entryNumber}`} × ${line.quantity}`,
      ),
      payment: money(change.lines.reduce((sum, line) => sum + line.payment, 0)),
      giftCards: money(change.lines.reduce((sum, line) => sum + line.giftCards, 0)),
      movedGiftCards: change.lines.some((line) => line.giftCards > 0),
      status: change.status,
      failure: change.failure,
    })),
    totals: [
      ["Subtotal", order.totals.subtotal],
      ["Discounts", -order.totals.discounts],
      ["Gift boxes", order.totals.charges],
      ["Delivery", order.totals.delivery],
      ["Split delivery", order.totals.splitDelivery],
      ["Tax", order.totals.tax],
      ["Total", order.totals.total],
    ]
      .filter(([label, amount]) => amount !== 0 || label === "Total" || label === "Subtotal")
      .map(([label, amount]) => ({ label: String(label), amount: money(Number(amount)) })),
    delivery: order.delivery && {
      method: order.delivery.modeName,
      date: order.delivery.date,
      person: `${order.delivery.person.firstName} ${order.delivery.person.lastName}`,
      to: order.delivery.address
        ? address(order.delivery.address)
        : order.delivery.point
          ? `${order.delivery.point.name}, ${address(order.delivery.point)}`
          : "",
    },
    billing: { person: `${person.firstName} ${person.lastName}`, address: address(order.billing.address) },
    gifting: {
      giftBoxes: order.totals.charges > 0 ? money(order.totals.charges) : null,
      giftCards: order.lines.flatMap((line) =>
        line.giftCard
          ? [
              {
                name: line.name,
                to: [line.giftCard.recipientName, line.giftCard.recipientEmail].filter(Boolean).join(", "),
                from: line.giftCard.senderName,
                message: line.giftCard.personalMessage,
                sendDate: line.giftCard.sendDate,
                lastFour: line.giftCard.lastFour,
              },
            ]
          : [],
      ),
    },
    movements: record.movements.map((movement) => ({
      kind: MOVEMENT_LABELS[movement.kind],
      // Money coming in is plain, money going back marked with a minus.
      amount:
        movement.kind === "refund" || movement.kind === "giftCardCredit" || movement.kind === "void"
          ? `−${money(movement.amount)}`
          : money(movement.amount),
      at: inLondon(movement.at),
      reference: movement.providerReference ?? "",
      card: movement.giftCardLastFour ? `Gift card ending ${movement.giftCardLastFour}` : "",
      status: movement.status,
      failure: movement.failure,
    })),
    mails: record.mails.map((mail) => ({
      subject: mail.subject,
      kind: mail.kind,
      to: mail.to,
      at: inLondon(mail.createdAt),
      sent: mail.sentAt ? inLondon(mail.sentAt) : "Not yet",
    })),
    audit: audit.map((entry) => ({
      id: entry.id,
      at: inLondon(entry.occurredAt),
      who: entry.actor.label,
      action: entry.action,
      before: shown(entry.before),
      after: shown(entry.after),
    })),
    forms: { dispatch: form("dispatch"), cancel: form("cancel"), refund: form("refund") },
  };
}

export type OrderView = ReturnType<typeof orderView>;
