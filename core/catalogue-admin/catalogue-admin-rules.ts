import { z } from "zod";
import { AVAILABILITIES, type Availability } from "../catalogue/stock-state.ts";
import { DEFAULT_CURRENCY_BY_VERSION, VERSIONS, type Version } from "../site/versions.ts";

// The merchandiser's rules for the catalogue (issue 29 point 4): what a price, a stock level and an availability
// change must say. Pure; the repository writes them under its own locks, and the service tells every instance.

/** The currency each version's prices are in (decision 002: never converted): uk GBP, us USD, row EUR. */
export const CURRENCY_BY_VERSION: Readonly<Record<Version, string>> = DEFAULT_CURRENCY_BY_VERSION;

/** 100,000.00 in the version's currency: well past anything the shop sells, short of a typing slip's extra zeros. */
export const MAX_PRICE_MINOR_UNITS = 10_000_000;
/** A warehouse count past this is a typing slip. */
export const MAX_STOCK_LEVEL = 1_000_000;
export const CATALOGUE_PAGE_SIZE = 50;

export const CATALOGUE_ADMIN_MESSAGES = {
  price: "Enter a price such as 12.50: more than 0 and at most 100000.00.",
  wasPrice: "Enter a was-price above the new price, or leave it empty.",
  stockLevel: `Enter a whole number from 0 to ${MAX_STOCK_LEVEL}.`,
  availability: "Choose how the size is sold.",
  version: "Choose a version.",
  unknownProduct: "There is no such product.",
  unknownVariant: "There is no such size of this product.",
  notSold: "This product has no price in that version, so it is not sold there: nothing was changed.",
} as const;

/** A decimal amount as typed ("12.5", "12.50", "1250") in minor units; null when it is not one. */
export function minorUnitsOf(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const money = (message: string) =>
  z.string().transform((text, context) => {
    const amount = minorUnitsOf(text);
    if (amount === null || amount < 1 || amount > MAX_PRICE_MINOR_UNITS) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return amount;
  });

const code = z.string().trim().min(1).max(64);

/**
 * A product's price in one version, as the form posts it: for every size of the product, or one (`variantCode`).
 * A was-price makes the product reduced (its listing's "on sale"); empty, it is not.
 */
export const priceChangeSchema = z
  .object({
    productCode: code,
    version: z.enum(VERSIONS, { error: CATALOGUE_ADMIN_MESSAGES.version }),
    variantCode: z
      .string()
      .trim()
      .max(64)
      .transform((value) => value || null),
    price: money(CATALOGUE_ADMIN_MESSAGES.price),
    wasPrice: z.union([z.literal("").transform(() => null), money(CATALOGUE_ADMIN_MESSAGES.wasPrice)]),
  })
  .superRefine((change, context) => {
    if (change.wasPrice !== null && change.wasPrice <= change.price)
      context.addIssue({ code: "custom", path: ["wasPrice"], message: CATALOGUE_ADMIN_MESSAGES.wasPrice });
  });
export type PriceChangeInput = z.output<typeof priceChangeSchema>;

/** A size's warehouse stock, set to a count (what the warehouse says it holds now). */
export const stockChangeSchema = z.object({
  variantCode: code,
  stockLevel: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, CATALOGUE_ADMIN_MESSAGES.stockLevel)
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_STOCK_LEVEL, CATALOGUE_ADMIN_MESSAGES.stockLevel)),
});
export type StockChangeInput = z.output<typeof stockChangeSchema>;

/** How a size is sold, as the shop reads it (core/catalogue/stock-state.ts): online, on pre-order, in stores only. */
export const availabilityChangeSchema = z.object({
  variantCode: code,
  availability: z.enum(AVAILABILITIES, { error: CATALOGUE_ADMIN_MESSAGES.availability }),
});

export const AVAILABILITY_LABELS: Readonly<Record<Availability, string>> = {
  online: "Online, from the warehouse",
  preorder: "Pre-order",
  instoreonly: "In stores only",
};

/** The catalogue search as the list page's address carries it. */
export const catalogueQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** Decimal text of an amount in minor units, as the price field shows it back ("12.50"). */
export function decimalOf(amount: number): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, "0")}`;
}
