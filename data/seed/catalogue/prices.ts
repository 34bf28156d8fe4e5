import type { Insertable } from "kysely";
import type { PriceTable } from "../../schema.ts";

const CATALOGUE_CURRENCIES = ["GBP", "USD", "EUR"] as const;
type CatalogueCurrency = (typeof CATALOGUE_CURRENCIES)[number];

/** Price lists are set in pounds and converted at planning rates, then rounded the way a shop prices. */
const RATE_FROM_GBP: Record<CatalogueCurrency, number> = { GBP: 1, USD: 1.3, EUR: 1.17 };

/** Rounds minor units to a shelf price: 50p steps under £10, £5 under £100, £10 under £300, then £25. */
function shelfPrice(minor: number): number {
  if (minor < 1000) return Math.max(50, Math.round(minor / 50) * 50);
  if (minor < 10_000) return Math.round(minor / 500) * 500;
  if (minor < 30_000) return Math.round(minor / 1000) * 1000;
  return Math.round(minor / 2500) * 2500;
}

/** Sale prices keep the pence a percentage gives, to the nearest 50p (or £1 above £100). */
function salePrice(was: number, discount: number): number {
  const step = was < 10_000 ? 50 : 100;
  const reduced = Math.round((was * (1 - discount)) / step) * step;
  return Math.min(reduced, was - 50);
}

/** Regular prices of one variant in every currency; the pound price is the reference. */
export function regularPrices(gbpUnrounded: number): Record<CatalogueCurrency, number> {
  const gbp = shelfPrice(gbpUnrounded);
  return {
    GBP: gbp,
    USD: shelfPrice(gbp * RATE_FROM_GBP.USD),
    EUR: shelfPrice(gbp * RATE_FROM_GBP.EUR),
  };
}

/** Price rows for one variant; a sale variant shows its regular price as the was-price. */
export function priceRows(
  variantCode: string,
  regular: Record<CatalogueCurrency, number>,
  discount: number | null,
): Insertable<PriceTable>[] {
  return CATALOGUE_CURRENCIES.map((currency) => {
    const was = regular[currency];
    return discount === null
      ? { variantCode, currency, amount: was, wasAmount: null }
      : { variantCode, currency, amount: salePrice(was, discount), wasAmount: was };
  });
}
