import { DomainError } from "../errors/domain-error.ts";
import { CHECKOUT_MESSAGES, type CheckoutView } from "./checkout-service.ts";

// spec 001 §3 sectionControl, §7 `world-pay-iframe.json`: a card page is offered only once the
// payment section is open, that is once delivery and billing are complete. The checkout page never shows one
// earlier; the calls must refuse it too, or a script could open a card page for an order with no address.

/** The refusal for a checkout whose payment section is not open yet, or null when a card page may be offered. */
export function paymentNotReady(view: Pick<CheckoutView, "sections">): DomainError | null {
  const { sections } = view;
  if (sections.payment === "open") return null;
  const deliveryDone = sections.deliveryType === "done" && sections.deliveryDetails === "done";
  const [subject, message] = deliveryDone
    ? ["billing", CHECKOUT_MESSAGES.billingAddress]
    : ["deliveryDetails", CHECKOUT_MESSAGES.detailsFirst];
  return new DomainError("conflict", message, { [subject]: message });
}
