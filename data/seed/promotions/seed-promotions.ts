import type { Promotion } from "../../../core/pricing/cart-pricing-types.ts";
import type { Db } from "../../db.ts";
import { insertBatches } from "../insert-batches.ts";

/**
 * Example codes of every shape the pricing knows: a percentage, an amount off above a threshold in each
 * currency, free delivery that stacks, one expired and one not yet started. Dates are fixed far in the past or
 * future so tests that use them never change with the calendar. Listed in the README "Promotion codes".
 */
export const SEEDED_PROMOTIONS: readonly Promotion[] = [
  {
    code: "WELCOME10",
    kind: "percentOff",
    value: 10,
    currency: null,
    threshold: null,
    startsAt: null,
    endsAt: null,
    stackable: false,
    description: "10% off your order",
  },
  {
    code: "TENOFF75",
    kind: "amountOff",
    value: 1000,
    currency: "GBP",
    threshold: 7500,
    startsAt: null,
    endsAt: null,
    stackable: false,
    description: "£10 off when you spend £75",
  },
  {
    code: "USTENOFF75",
    kind: "amountOff",
    value: 1000,
    currency: "USD",
    threshold: 7500,
    startsAt: null,
    endsAt: null,
    stackable: false,
    description: "$10 off when you spend $75",
  },
  {
    code: "FREEDEL",
    kind: "freeStandardDelivery",
    value: 0,
    currency: null,
    threshold: null,
    startsAt: null,
    endsAt: null,
    stackable: true,
    description: "Free standard delivery",
  },
  {
    code: "SUMMER15",
    kind: "percentOff",
    value: 15,
    currency: null,
    threshold: null,
    startsAt: "2025-06-01T00:00:00.000Z",
    endsAt: "2025-09-01T00:00:00.000Z",
    stackable: false,
    description: "15% off in our summer event",
  },
  {
    code: "SPRING2099",
    kind: "percentOff",
    value: 20,
    currency: null,
    threshold: null,
    startsAt: "2099-03-01T00:00:00.000Z",
    endsAt: "2099-06-01T00:00:00.000Z",
    stackable: false,
    description: "20% off in our spring event",
  },
  {
    code: "EURO5",
    kind: "amountOff",
    value: 500,
    currency: "EUR",
    threshold: null,
    startsAt: null,
    endsAt: null,
    stackable: false,
    description: "€5 off your order",
  },
];

/** Needs the currencies (seedReference) first: a code's currency refers to one. */
export async function seedPromotions(db: Db): Promise<void> {
  await insertBatches(db, "promotions", SEEDED_PROMOTIONS);
}
