// The payment step's intents, apart from its forms' schemas (payment-form.ts): the checkout page's browser code
// tells a payment post by its intent and ships no zod (decision 053).

const PAYMENT_INTENTS = [
  "gift-card-redeem",
  "gift-card-remove",
  "save-card",
  "choose-card",
  "place-order",
  "authorise-order",
] as const;
export type PaymentIntent = (typeof PAYMENT_INTENTS)[number];

export function isPaymentIntent(value: unknown): value is PaymentIntent {
  return typeof value === "string" && (PAYMENT_INTENTS as readonly string[]).includes(value);
}
