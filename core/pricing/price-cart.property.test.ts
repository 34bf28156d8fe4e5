import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CartPricing, CartPricingInput, PricingLine, Promotion } from "./cart-pricing-types.ts";
import { priceCart } from "./price-cart.ts";
import { NOW, pricingInput } from "./pricing-fixtures.ts";

// A shopper's session on a model bag: lines come and go, quantities change and codes are applied, and the
// bag is priced after every step. Whatever the sequence, the totals must add up to the penny.

type Operation =
  | { kind: "add"; unitPrice: number; quantity: number }
  | { kind: "quantity"; pick: number; quantity: number }
  | { kind: "remove"; pick: number }
  | { kind: "apply"; pick: number };

const DAY = 86_400_000;

/** A promotion from the shapes a shop runs: thresholds, expired, future, other currencies, stackable or not. */
const promotionArbitrary: fc.Arbitrary<Omit<Promotion, "code">> = fc
  .record({
    kind: fc.constantFrom("percentOff", "amountOff", "freeStandardDelivery"),
    percent: fc.integer({ min: 1, max: 100 }),
    amount: fc.integer({ min: 1, max: 50_000 }),
    currency: fc.constantFrom(null, "GBP", "GBP", "USD", "EUR"),
    threshold: fc.option(fc.integer({ min: 1, max: 40_000 }), { nil: null }),
    dates: fc.constantFrom("open", "open", "expired", "future", "running"),
    stackable: fc.boolean(),
  })
  .map((p) => {
    const starts =
      p.dates === "future" ? NOW.getTime() + 30 * DAY : p.dates === "running" ? NOW.getTime() - DAY : null;
    const ends =
      p.dates === "expired" ? NOW.getTime() - DAY : p.dates === "running" ? NOW.getTime() + DAY : null;
    return {
      kind: p.kind,
      value: p.kind === "percentOff" ? p.percent : p.kind === "amountOff" ? p.amount : 0,
      currency: p.currency,
      threshold: p.threshold,
      startsAt: starts === null ? null : new Date(starts).toISOString(),
      endsAt: ends === null ? null : new Date(ends).toISOString(),
      stackable: p.stackable,
      description: `${p.kind} promotion`,
    };
  });

const operationArbitrary = (promotionCount: number): fc.Arbitrary<Operation> =>
  fc.oneof(
    fc.record({
      kind: fc.constant("add" as const),
      unitPrice: fc.integer({ min: 0, max: 250_000 }),
      quantity: fc.integer({ min: 1, max: 10 }),
    }),
    fc.record({
      kind: fc.constant("quantity" as const),
      pick: fc.nat(),
      quantity: fc.integer({ min: 1, max: 10 }),
    }),
    fc.record({ kind: fc.constant("remove" as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant("apply" as const), pick: fc.integer({ min: 0, max: promotionCount - 1 }) }),
  );

const scenarioArbitrary = fc.array(promotionArbitrary, { minLength: 1, maxLength: 8 }).chain((promotions) =>
  fc.record({
    promotions: fc.constant(promotions.map((p, index) => ({ ...p, code: `CODE${index}` }))),
    operations: fc.array(operationArbitrary(promotions.length), { minLength: 1, maxLength: 30 }),
    charges: fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 3 }),
    delivery: fc.record({
      standardCharge: fc.integer({ min: 0, max: 2000 }),
      freeThreshold: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
    }),
  }),
);

/** The model bag: what a cart service would hold after each operation. */
function applyOperation(
  state: { lines: PricingLine[]; applied: Promotion[]; nextEntry: number },
  operation: Operation,
  promotions: readonly Promotion[],
): void {
  const target =
    state.lines.length === 0 ? -1 : "pick" in operation ? operation.pick % state.lines.length : -1;
  switch (operation.kind) {
    case "add":
      state.lines.push({
        entryNumber: state.nextEntry,
        productCode: `P${state.nextEntry}`,
        unitPrice: operation.unitPrice,
        quantity: operation.quantity,
      });
      state.nextEntry += 1;
      return;
    case "quantity": {
      const line = state.lines[target];
      if (line) state.lines[target] = { ...line, quantity: operation.quantity };
      return;
    }
    case "remove":
      if (target >= 0) state.lines.splice(target, 1);
      return;
    case "apply": {
      const chosen = promotions[operation.pick];
      if (chosen && !state.applied.some((p) => p.code === chosen.code)) state.applied.push(chosen);
      return;
    }
  }
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function expectConsistent(priced: CartPricing, input: CartPricingInput): void {
  const integers = [
    priced.subtotal,
    priced.totalDiscount,
    priced.chargesTotal,
    priced.delivery.charge,
    priced.total,
    ...priced.lines.flatMap((l) => [l.gross, l.discount, l.net]),
    ...priced.discounts.map((d) => d.amount),
  ];
  for (const value of integers) expect(Number.isInteger(value)).toBe(true);
  expect(priced.total).toBe(
    sum(priced.lines.map((l) => l.net)) + priced.chargesTotal + priced.delivery.charge,
  );
  expect(priced.total).toBe(
    priced.subtotal - priced.totalDiscount + priced.chargesTotal + priced.delivery.charge,
  );
  expect(priced.total).toBeGreaterThanOrEqual(0);
  if (input.lines.length === 0) expect(priced.delivery.charge).toBe(0);
  for (const line of priced.lines) {
    expect(line.discount).toBeGreaterThanOrEqual(0);
    expect(line.discount).toBeLessThanOrEqual(line.gross);
    expect(line.net).toBe(line.gross - line.discount);
  }
  expect(sum(priced.lines.map((l) => l.discount))).toBe(priced.totalDiscount);
  expect(sum(priced.discounts.map((d) => d.amount))).toBe(priced.totalDiscount);
  // Every applied code is either priced or reported, never both and never lost.
  const reported = [...priced.discounts.map((d) => d.code), ...priced.inactivePromotions.map((p) => p.code)];
  expect(reported.sort()).toEqual(input.promotions.map((p) => p.code).sort());
  expect(
    priced.discounts.filter((d) => !input.promotions.find((p) => p.code === d.code)?.stackable).length,
  ).toBeLessThanOrEqual(1);
}

describe("priceCart over any sequence of bag changes", () => {
  it("keeps every total consistent, whole and never negative", () => {
    fc.assert(
      fc.property(scenarioArbitrary, (scenario) => {
        const state = { lines: [] as PricingLine[], applied: [] as Promotion[], nextEntry: 0 };
        for (const operation of scenario.operations) {
          applyOperation(state, operation, scenario.promotions);
          const input = pricingInput({
            lines: [...state.lines],
            promotions: [...state.applied],
            charges: scenario.charges.map((amount, index) => ({ code: `CHARGE${index}`, amount })),
            delivery: scenario.delivery,
          });
          expectConsistent(priceCart(input), input);
        }
      }),
      { numRuns: 300 },
    );
  });
});
