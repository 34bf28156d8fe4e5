import type { OrderBilling, OrderDelivery, OrderPayments } from "../orders/order-types.ts";

// What the back office's order search matches on (issue 29 point 2, docs/decisions/058-order-search-columns.md).
// An order's e-mail, delivery postcode and customer's name are kept beside it in these normalised forms, written
// when the order is placed (and by migration 0045 for older orders), so a search is an indexed equality, never a
// scan of the orders' JSON. The same functions normalise what staff type, so the two always agree.

/** Lower-cased and trimmed: e-mail addresses are matched regardless of case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Upper-cased with every space removed: "sw1a 1aa", "SW1A1AA" and " Sw1A  1aa" are one postcode. */
export function postcodeKey(postcode: string): string {
  return postcode.replace(/\s+/g, "").toUpperCase();
}

/** Lower-cased with runs of spaces made one: "Ada  LOVELACE" is "ada lovelace". */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

export interface OrderSearchColumns {
  emailKey: string;
  /** The delivery address's postcode; the billing address's when nothing is delivered (collection, e-gift cards). */
  postcodeKey: string | null;
  /** "first last" of the person the order is for (delivery, else billing). */
  nameKey: string | null;
  /** Their last name alone: staff are often told only a surname. */
  surnameKey: string | null;
}

/** The search columns of an order as it was placed. */
export function orderSearchColumns(order: {
  email: string;
  delivery: Pick<OrderDelivery, "person" | "address"> | null;
  billing: Partial<OrderBilling> | null;
}): OrderSearchColumns {
  const person = order.delivery?.person ?? order.billing?.person ?? null;
  const postcode = order.delivery?.address?.postcode ?? order.billing?.address?.postcode ?? null;
  const full = person ? nameKey(`${person.firstName ?? ""} ${person.lastName ?? ""}`) : "";
  const surname = person ? nameKey(person.lastName ?? "") : "";
  const code = postcode ? postcodeKey(postcode) : "";
  return {
    emailKey: emailKey(order.email),
    postcodeKey: code || null,
    nameKey: full || null,
    surnameKey: surname || null,
  };
}

export const ORDER_PAYMENT_METHODS = ["card", "paypal", "wallet", "giftCard"] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<OrderPaymentMethod, string>> = {
  card: "Card",
  paypal: "PayPal",
  wallet: "Wallet",
  giftCard: "Gift card only",
};

/**
 * How the order was paid: the way of paying that issued its payment id (the payment routing's methodOf), or gift
 * cards only when no card, PayPal or wallet payment was taken. Gift cards beside a payment do not change it.
 */
export function orderPaymentMethod(
  payments: Pick<OrderPayments, "card"> | null,
  methodOf: (paymentId: string) => "card" | "paypal" | "wallet",
): OrderPaymentMethod {
  const card = payments?.card ?? null;
  return card ? methodOf(card.paymentId) : "giftCard";
}
