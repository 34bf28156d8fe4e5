import type { PayPalPayer, PayPalShipping } from "../../../core/payments/paypal.ts";

// The SANDBOX PayPal's buyer accounts (README "Sandbox PayPal"): the approval page offers each one, so a journey
// or a tester picks the case they want. Their addresses exercise the bag's express checkout: a UK address, a US
// address, a restricted postcode (Shetland, spec 001 §8 restrictedPostCode) and a buyer whose funding is declined
// when the store authorises.

export interface SandboxBuyer {
  payer: PayPalPayer;
  shipping: PayPalShipping;
  /** What the approval page calls this buyer. */
  label: string;
  /** Authorising an order this buyer approved answers INSTRUMENT_DECLINED. */
  declines: boolean;
}

export const SANDBOX_BUYERS: readonly SandboxBuyer[] = [
  {
    label: "UK buyer, Bath",
    declines: false,
    payer: {
      payerId: "SBXUKBUYER01",
      email: "uk.buyer@paypal-sandbox.example",
      givenName: "Ada",
      surname: "Lovelace",
      phone: "01225 123456",
    },
    shipping: {
      fullName: "Ada Lovelace",
      line1: "1 Milsom Street",
      line2: null,
      townCity: "Bath",
      postcode: "BA1 1DA",
      countryIso: "GB",
      regionIso: null,
    },
  },
  {
    label: "US buyer, New York",
    declines: false,
    payer: {
      payerId: "SBXUSBUYER01",
      email: "us.buyer@paypal-sandbox.example",
      givenName: "Grace",
      surname: "Hopper",
      phone: "212 555 0100",
    },
    shipping: {
      fullName: "Grace Hopper",
      line1: "350 Fifth Avenue",
      line2: null,
      townCity: "New York",
      postcode: "10118",
      countryIso: "US",
      regionIso: "US-NY",
    },
  },
  {
    label: "UK buyer, restricted postcode (Shetland)",
    declines: false,
    payer: {
      payerId: "SBXRESTRICT1",
      email: "restricted.buyer@paypal-sandbox.example",
      givenName: "Mary",
      surname: "Somerville",
      phone: "01595 123456",
    },
    shipping: {
      fullName: "Mary Somerville",
      line1: "1 Commercial Street",
      line2: null,
      townCity: "Lerwick",
      postcode: "ZE1 0AA",
      countryIso: "GB",
      regionIso: null,
    },
  },
  {
    label: "Buyer whose payment is declined",
    declines: true,
    payer: {
      payerId: "SBXDECLINED1",
      email: "declined.buyer@paypal-sandbox.example",
      givenName: "Charles",
      surname: "Babbage",
      phone: "01225 654321",
    },
    shipping: {
      fullName: "Charles Babbage",
      line1: "2 Milsom Street",
      line2: null,
      townCity: "Bath",
      postcode: "BA1 1DA",
      countryIso: "GB",
      regionIso: null,
    },
  },
];

export function sandboxBuyer(payerId: string): SandboxBuyer | undefined {
  return SANDBOX_BUYERS.find((buyer) => buyer.payer.payerId === payerId);
}
