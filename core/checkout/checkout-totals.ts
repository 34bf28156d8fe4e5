import type { BagSummary } from "../cart/bag-view.ts";
import type { DeliveryQuote } from "../delivery/delivery-types.ts";
import { type Money, money } from "../money/money.ts";

// The checkout's totals: the bag's lines, discounts and gift boxes as the one pricing
// function priced them, with the bag's standard-delivery estimate replaced by the chosen mode's charge and the
// split deliveries' charges, and US sales tax added on top (uk and row prices include VAT).

export interface CheckoutTotals {
  subtotal: Money;
  discounts: BagSummary["discounts"];
  totalDiscount: Money;
  /** Gift boxes. */
  charges: Money;
  /** The chosen mode's charge; before a choice, the default mode's as an estimate. */
  delivery: Money;
  deliveryChosen: boolean;
  /** Furniture and made-to-order deliveries (spec 001 §9 split delivery), 0 when none. */
  splitDelivery: Money;
  /** US sales tax once the address is known; null where prices include tax or before an address. */
  tax: Money | null;
  total: Money;
}

export function checkoutTotals(
  summary: BagSummary,
  quote: DeliveryQuote,
  chosenCharge: number | null,
  taxAmount: number | null,
): CheckoutTotals {
  const currency = summary.total.currency;
  const defaultMode = quote.modes.find((mode) => mode.code === quote.defaultMode && mode.refusal === null);
  const delivery = chosenCharge ?? defaultMode?.charge ?? summary.delivery.amount.amount;
  const splitDelivery = quote.groups.reduce((sum, group) => sum + group.charge, 0);
  const goods = summary.total.amount - summary.delivery.amount.amount;
  return {
    subtotal: summary.subtotal,
    discounts: summary.discounts,
    totalDiscount: summary.totalDiscount,
    charges: summary.charges,
    delivery: money(delivery, currency),
    deliveryChosen: chosenCharge !== null,
    splitDelivery: money(splitDelivery, currency),
    tax: taxAmount === null ? null : money(taxAmount, currency),
    total: money(goods + delivery + splitDelivery + (taxAmount ?? 0), currency),
  };
}
