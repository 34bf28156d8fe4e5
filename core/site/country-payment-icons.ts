// spec 000 §9: payment icons are a default list, plus iDEAL for the Netherlands, and Apple Pay and Google Pay
// depending on the toggles per version and context. spec 002 §9 names every icon there is.
const PAYMENT_ICONS = [
  "applepay",
  "ideal",
  "maestro",
  "mastercard",
  "paypal",
  "giftCard",
  "savedCard",
  "creditCard",
  "amex",
  "visa",
  "visa_delta",
  "discover",
  "googlepay",
] as const;
export type PaymentIcon = (typeof PAYMENT_ICONS)[number];

function isPaymentIcon(value: string): value is PaymentIcon {
  return (PAYMENT_ICONS as readonly string[]).includes(value);
}

/** The payment settings of one version, as the footer and the country overlay need them. */
export interface PaymentIconSettings {
  /** The version's default list (config `paymentIcons`). */
  defaults: readonly string[];
  /** Apple Pay / Google Pay toggles by view (config `applePay`, `googlePay`). */
  applePay: { bag: boolean; checkout: boolean };
  googlePay: { bag: boolean; checkout: boolean };
}

/**
 * The icons shown for a country. The footer and the overlay speak for the whole shop, so a wallet is shown when
 * any view offers it (bag or checkout). Unknown names in the config are dropped rather than drawn blank.
 */
export function paymentIconsFor(settings: PaymentIconSettings, countryIso: string): PaymentIcon[] {
  const icons = settings.defaults.filter(isPaymentIcon);
  if (countryIso.toUpperCase() === "NL") icons.push("ideal");
  if (settings.applePay.bag || settings.applePay.checkout) icons.push("applepay");
  if (settings.googlePay.bag || settings.googlePay.checkout) icons.push("googlepay");
  return [...new Set(icons)];
}
