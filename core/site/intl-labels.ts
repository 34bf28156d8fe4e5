import { formatMoney, type Money } from "../money/money.ts";
import { dateTimeFormat } from "./intl-formats.ts";

/**
 * Text the server wrote with Intl for a page, which its data carries so that hydration builds no
 * formatter (decision 009).
 *
 * The first Intl formatter a page builds loads the locale's data: 17 to 24 ms of a phone's main
 * thread, spent while hydrating to write again prices and days the server had already written.
 * A page's data lists the labels of what it shows first; anything the table lacks (a bundle total
 * the shopper changed, a page of reviews fetched later) is formatted in the browser as before.
 * Keys name what they label, so tables of one page merge safely.
 */
export type IntlLabels = Readonly<Record<string, string>>;

/** An amount a page shows: a price, and its was-price when reduced. */
interface Priced {
  amount: number;
  currency: string;
  wasAmount?: number | null;
}

export function priceLabelKey(value: Money): string {
  return `price ${value.currency} ${value.amount}`;
}

/** The UTC day of an ISO date or timestamp: the day a review was posted, a pre-order's due day. */
function utcDay(iso: string): string {
  return new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toISOString().slice(0, 10);
}

export function dayLabelKey(iso: string): string {
  return `day ${utcDay(iso)}`;
}

/** A day as the shop writes it ("3 March 2026", "March 3, 2026"): the UTC day of an ISO date or timestamp. */
export function formatDay(iso: string, locale: string): string {
  return dateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${utcDay(iso)}T00:00:00Z`),
  );
}

/** Every amount of these prices, was-prices included, as the locale writes it. */
export function priceLabels(prices: Iterable<Priced | null | undefined>, locale: string): IntlLabels {
  const labels: Record<string, string> = {};
  const add = (value: Money) => {
    labels[priceLabelKey(value)] ??= formatMoney(value, locale);
  };
  for (const price of prices) {
    if (!price) continue;
    add({ amount: price.amount, currency: price.currency });
    if (price.wasAmount != null) add({ amount: price.wasAmount, currency: price.currency });
  }
  return labels;
}

/** Each of these days (ISO dates or timestamps) as the shop writes it. */
export function dayLabels(days: Iterable<string | null | undefined>, locale: string): IntlLabels {
  const labels: Record<string, string> = {};
  for (const day of days) if (day) labels[dayLabelKey(day)] ??= formatDay(day, locale);
  return labels;
}
