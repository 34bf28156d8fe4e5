import { formatReviewDate } from "../catalogue/review-summary.ts";
import { formatMoney, type Money } from "../money/money.ts";

/**
 * Text the server wrote with Intl for a page, which its data carries so that hydration builds no
 * formatter (decision 009).
 *
 * The first Intl formatter a page builds loads the locale's data: 17 to 24 ms of a phone's main
 * thread, spent while hydrating to write again prices and dates the server had already written.
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

export function reviewDateKey(createdAt: string): string {
  return `review-date ${createdAt}`;
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

/** The posting day of each review, as its card writes it. */
export function reviewDateLabels(reviews: Iterable<{ createdAt: string }>, locale: string): IntlLabels {
  const labels: Record<string, string> = {};
  for (const { createdAt } of reviews)
    labels[reviewDateKey(createdAt)] ??= formatReviewDate(createdAt, locale);
  return labels;
}
