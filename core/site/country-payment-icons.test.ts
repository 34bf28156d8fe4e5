import { describe, expect, it } from "vitest";
import { type PaymentIconSettings, paymentIconsFor } from "./country-payment-icons.ts";

const settings = (overrides: Partial<PaymentIconSettings> = {}): PaymentIconSettings => ({
  defaults: ["visa", "mastercard", "paypal"],
  applePay: { bag: false, checkout: false },
  googlePay: { bag: false, checkout: false },
  ...overrides,
});

describe("paymentIconsFor", () => {
  it("shows the default list", () => {
    expect(paymentIconsFor(settings(), "GB")).toEqual(["visa", "mastercard", "paypal"]);
  });

  it("adds iDEAL for the Netherlands only", () => {
    expect(paymentIconsFor(settings(), "nl")).toContain("ideal");
    expect(paymentIconsFor(settings(), "DE")).not.toContain("ideal");
  });

  it("adds Apple Pay and Google Pay when any view offers them", () => {
    const icons = paymentIconsFor(
      settings({ applePay: { bag: false, checkout: true }, googlePay: { bag: true, checkout: false } }),
      "GB",
    );
    expect(icons).toEqual(["visa", "mastercard", "paypal", "applepay", "googlepay"]);
  });

  it("drops names it cannot draw and never repeats one", () => {
    expect(paymentIconsFor(settings({ defaults: ["visa", "bitcoin", "visa", "ideal"] }), "NL")).toEqual([
      "visa",
      "ideal",
    ]);
  });
});
