import type { CheckoutView } from "../checkout/checkout-service.ts";
import { DomainError } from "../errors/domain-error.ts";
import type { NewOrder, OrderBilling, OrderDelivery, OrderLine, OrderTotals } from "./order-types.ts";

// The order as the checkout prices it now ("re-prices the cart"): never a total the browser sent.

export const ORDER_MESSAGES = {
  emptyBag: "Your bag is empty.",
  notReady: "Please complete your delivery and billing details before paying.",
  bagProblems: "Some items in your bag need your attention before you can pay.",
  emailMissing: "Please enter your e-mail address.",
  settling: "Your order is still being placed. Please wait a moment and try again.",
  attemptId: "The payment attempt is not valid. Please reload the page and try again.",
  alreadyDeclined: "Your payment was declined. Please try again.",
  outOfStock:
    "Sorry, some items sold out while you were paying. You haven't been charged: please check your bag and try again.",
  paymentChanged:
    "Your bag or gift cards changed while you were paying. You haven't been charged: please check the amount to pay and try again.",
} as const;

/**
 * The variants the bag can no longer have as many of as it asks (the order re-checks stock): answered as
 * out of stock before any authorisation. Empty when every line's stock is there or another problem stands.
 */
export function shortVariants(view: CheckoutView): string[] {
  const problems = view.bag.lines.filter((line) => line.problem !== null);
  const stock = problems.filter(
    (line) => line.problem?.kind === "outOfStock" || line.problem?.kind === "insufficientStock",
  );
  return stock.length === problems.length ? stock.map((line) => line.variantCode) : [];
}

/** Why this checkout cannot be paid yet, or null when it can. */
export function notReadyReason(view: CheckoutView): string | null {
  if (view.bag.lines.length === 0) return ORDER_MESSAGES.emptyBag;
  if (view.bag.hasProblems) return ORDER_MESSAGES.bagProblems;
  const { sections } = view;
  if (sections.deliveryType !== "done" || sections.deliveryDetails !== "done" || sections.billing !== "done")
    return ORDER_MESSAGES.notReady;
  // A bag of e-gift cards only is delivered by e-mail: no delivery mode is chosen.
  if (!view.chosenMode && view.deliveryNeeded !== false) return ORDER_MESSAGES.notReady;
  if (!view.state.email) return ORDER_MESSAGES.emailMissing;
  return null;
}

/** What is left for the card once the gift cards' holds are taken off; never below zero. */
export function amountToPayByCard(total: number, giftCardHolds: readonly { amount: number }[]): number {
  const held = giftCardHolds.reduce((sum, hold) => sum + hold.amount, 0);
  return Math.max(0, total - held);
}

function deliveryOf(view: CheckoutView): OrderDelivery | null {
  const { state, chosenMode } = view;
  if (view.deliveryNeeded === false) return null;
  if (!chosenMode) throw new DomainError("invalid", ORDER_MESSAGES.notReady);
  const base = {
    type: view.deliveryType,
    mode: chosenMode.code,
    modeName: chosenMode.name,
    date: chosenMode.code === "NOMINATE" ? state.nominatedDate : null,
  };
  if (view.deliveryType === "collectPlus") {
    if (!state.collection) throw new DomainError("invalid", ORDER_MESSAGES.notReady);
    return { ...base, person: state.collection.personal, address: null, point: state.collection.point };
  }
  if (!state.home) throw new DomainError("invalid", ORDER_MESSAGES.notReady);
  return { ...base, person: state.home.personal, address: state.home.address, point: null };
}

function billingOf(view: CheckoutView): OrderBilling {
  const { state } = view;
  if (
    state.billing &&
    (view.deliveryNeeded === false || !(view.deliveryType === "homeDelivery" && state.billingSameAsDelivery))
  )
    return { person: state.billing.personal, address: state.billing.address };
  if (!state.home) throw new DomainError("invalid", ORDER_MESSAGES.notReady);
  return { person: state.home.personal, address: state.home.address };
}

function orderTotals(view: CheckoutView): OrderTotals {
  const { totals } = view;
  return {
    subtotal: totals.subtotal.amount,
    discounts: totals.totalDiscount.amount,
    charges: totals.charges.amount,
    delivery: totals.delivery.amount,
    splitDelivery: totals.splitDelivery.amount,
    tax: totals.tax?.amount ?? 0,
    total: totals.total.amount,
  };
}

function orderLines(view: CheckoutView): OrderLine[] {
  return view.bag.lines.map((line) => ({
    entryNumber: line.entryNumber,
    variantCode: line.variantCode,
    productCode: line.productCode,
    name: line.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice.amount,
    lineTotal: line.linePrice.amount,
    // As bought: the catalogue may rename a colour or change a photograph later (migration 0025).
    colour: line.colour,
    size: line.size,
    variantGroup: line.group,
    imageId: line.imageId,
    productUrl: line.url,
    // What was chosen for a gift card bought; its card's last four are known once drawn (issue-gift-cards).
    ...(line.giftCard ? { giftCard: { ...line.giftCard, lastFour: null } } : {}),
  }));
}

/** The order to write, without its payments (known only once the card is authorised). */
export function draftOrder(
  view: CheckoutView,
  ids: { id: string; orderNumber: string; guestTokenHash: string; customerId: string | null },
): Omit<NewOrder, "payments"> {
  const reason = notReadyReason(view);
  if (reason) throw new DomainError("invalid", reason);
  return {
    ...ids,
    email: view.state.email ?? "",
    version: view.version,
    currency: view.totals.total.currency,
    delivery: deliveryOf(view),
    billing: billingOf(view),
    totals: orderTotals(view),
    lines: orderLines(view),
  };
}

/** Each variant's quantity over all the lines: what the stock decrement takes. Gift cards have no stock. */
export function quantitiesByVariant(lines: readonly OrderLine[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of lines.filter((line) => !line.giftCard))
    quantities.set(line.variantCode, (quantities.get(line.variantCode) ?? 0) + line.quantity);
  return quantities;
}
