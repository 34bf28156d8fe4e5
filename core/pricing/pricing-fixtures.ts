import type { CartPricingInput, PricingLine, Promotion } from "./cart-pricing-types.ts";

// Builders the pricing and promotion tests share, so each test names only what it is about.

export const NOW = new Date("2026-11-26T12:00:00Z");

export function promotion(overrides: Partial<Promotion> & Pick<Promotion, "code">): Promotion {
  return {
    kind: "percentOff",
    value: 10,
    currency: null,
    threshold: null,
    startsAt: null,
    endsAt: null,
    stackable: false,
    description: `${overrides.code} description`,
    ...overrides,
  };
}

export function line(entryNumber: number, unitPrice: number, quantity = 1): PricingLine {
  return { entryNumber, productCode: `P${entryNumber}`, unitPrice, quantity };
}

export function pricingInput(overrides: Partial<CartPricingInput> = {}): CartPricingInput {
  return {
    currency: "GBP",
    lines: [],
    charges: [],
    promotions: [],
    delivery: { standardCharge: 495, freeThreshold: 5000 },
    now: NOW,
    ...overrides,
  };
}
