// spec 001 §8 "Payment error keys" and "Card failures", worded once here for the pages and the
// calls alike (the spec leaves the wording open). Each call answers the key, for a script to switch on, with its
// message; each page shows the message where the failure happened. US English where it differs.

const PAYMENT_ERROR_KEYS = [
  "ApplePayAddressFailure_Bag",
  "GooglePayAddressFailure_Bag",
  "PayPalAddressFailure_Bag",
  "ApplePayFailure_Bag_RestrictedPostcode",
  "GooglePayFailure_Bag_RestrictedPostcode",
  "ApplePayCardExpiredFailed_Checkout",
  "ApplePayFailure_Checkout",
  "GooglePayFailure_Bag",
  "B2B_GooglePay",
  "GooglePayAddressFailure_Checkout",
  "GooglePayFailure_Checkout",
  "SHIPPING_ADDRESS_UNSERVICEABLE",
  // Card failures: the acquirer failing, a generic refusal, a new card refused, a saved card refused.
  "Error",
  "Failure",
  "Failure_NewCard",
  "Failure_SavedCard",
] as const;
export type PaymentErrorKey = (typeof PAYMENT_ERROR_KEYS)[number];

const EN_GB: Record<PaymentErrorKey, string> = {
  ApplePayAddressFailure_Bag:
    "We can't deliver to the address in your Apple Pay wallet. Please choose another address or check out another way.",
  GooglePayAddressFailure_Bag:
    "We can't deliver to the address in your Google Pay account. Please choose another address or check out another way.",
  PayPalAddressFailure_Bag:
    "We can't deliver to the address in your PayPal account. Please choose another address or check out another way.",
  ApplePayFailure_Bag_RestrictedPostcode:
    "Some items in your bag can't be delivered to this postcode. Please choose another address or check out another way.",
  GooglePayFailure_Bag_RestrictedPostcode:
    "Some items in your bag can't be delivered to this postcode. Please choose another address or check out another way.",
  ApplePayCardExpiredFailed_Checkout:
    "The card in your Apple Pay wallet has expired. Please choose another card or pay another way.",
  ApplePayFailure_Checkout:
    "Your Apple Pay payment didn't go through and you haven't been charged. Please try again or pay another way.",
  GooglePayFailure_Bag:
    "Your Google Pay payment didn't go through and you haven't been charged. Please try again or check out another way.",
  B2B_GooglePay:
    "Google Pay isn't available for business accounts. Please check out to pay by card or PayPal.",
  GooglePayAddressFailure_Checkout:
    "We can't deliver to the address in your Google Pay account. Please choose another address or pay another way.",
  GooglePayFailure_Checkout:
    "Your Google Pay payment didn't go through and you haven't been charged. Please try again or pay another way.",
  SHIPPING_ADDRESS_UNSERVICEABLE: "We can't deliver to this address. Please choose another one.",
  Error:
    "We couldn't take your payment because of a problem on our side. You haven't been charged. Please try again in a few minutes.",
  Failure:
    "Your payment didn't go through and you haven't been charged. Please try again or pay another way.",
  Failure_NewCard:
    "Your card was declined and you haven't been charged. Please check the details or use another card.",
  Failure_SavedCard:
    "Your saved card was declined and you haven't been charged. Please use another card or pay another way.",
};

const EN_US: Partial<Record<PaymentErrorKey, string>> = {
  ApplePayAddressFailure_Bag:
    "We can't ship to the address in your Apple Pay wallet. Please choose another address or check out another way.",
  GooglePayAddressFailure_Bag:
    "We can't ship to the address in your Google Pay account. Please choose another address or check out another way.",
  PayPalAddressFailure_Bag:
    "We can't ship to the address in your PayPal account. Please choose another address or check out another way.",
  ApplePayFailure_Bag_RestrictedPostcode:
    "Some items in your bag can't be shipped to this ZIP code. Please choose another address or check out another way.",
  GooglePayFailure_Bag_RestrictedPostcode:
    "Some items in your bag can't be shipped to this ZIP code. Please choose another address or check out another way.",
  GooglePayAddressFailure_Checkout:
    "We can't ship to the address in your Google Pay account. Please choose another address or pay another way.",
  SHIPPING_ADDRESS_UNSERVICEABLE: "We can't ship to this address. Please choose another one.",
};

export function isPaymentErrorKey(value: unknown): value is PaymentErrorKey {
  return typeof value === "string" && (PAYMENT_ERROR_KEYS as readonly string[]).includes(value);
}

/** The key's wording in the version's locale (en-US or en-GB). */
export function paymentErrorMessage(key: PaymentErrorKey, locale: string): string {
  return (locale === "en-US" ? EN_US[key] : undefined) ?? EN_GB[key];
}
