import { numberFormat } from "../site/intl-formats.ts";

// Money is an integer of minor units plus an ISO currency (ARCHITECTURE.md "Rules of the road").
export interface Money {
  /** Minor units: pence, cents. Never a float. */
  amount: number;
  currency: string;
}

export function money(amount: number, currency: string): Money {
  if (!Number.isInteger(amount)) throw new RangeError(`Money must be whole minor units, got ${amount}`);
  return { amount, currency };
}

/** The shop's own currencies (spec 000 §9), known without building an Intl formatter during hydration. */
const SHOP_MINOR_DIGITS: Record<string, number> = { GBP: 2, USD: 2, EUR: 2 };

function minorDigits(currency: string): number {
  const known = SHOP_MINOR_DIGITS[currency];
  if (known !== undefined) return known;
  return numberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Formats for the version's locale; whole amounts drop the decimals, as the shop's price labels do. */
export function formatMoney(value: Money, locale: string): string {
  const digits = minorDigits(value.currency);
  const major = value.amount / 10 ** digits;
  const whole = value.amount % 10 ** digits === 0;
  return numberFormat(locale, {
    style: "currency",
    currency: value.currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(major);
}

/** The currency's sign as the locale writes it (£, $, €), for labels beside bare amounts. */
export function currencySymbol(currency: string, locale: string): string {
  const parts = numberFormat(locale, { style: "currency", currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}

/** Major units as a number for analytics payloads (spec 002 §4: rounded to 2 decimals). */
export function toMajorUnits(value: Money): number {
  return Math.round((value.amount / 10 ** minorDigits(value.currency)) * 100) / 100;
}

/** Major units as a plain decimal string with the currency's digits ("12.50"), for structured data. */
export function toDecimalString(value: Money): string {
  const digits = minorDigits(value.currency);
  return (value.amount / 10 ** digits).toFixed(digits);
}
