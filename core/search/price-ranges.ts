import { formatMoney } from "../money/money.ts";

// The price facet's bands, in whole major units of the visitor's currency.
export const PRICE_BANDS: readonly { code: string; from: number; to: number | null }[] = [
  { code: "0-25", from: 0, to: 25 },
  { code: "25-50", from: 25, to: 50 },
  { code: "50-100", from: 50, to: 100 },
  { code: "100-200", from: 100, to: 200 },
  { code: "200-", from: 200, to: null },
];

/** The band a price in minor units falls into (lower bound inclusive, upper exclusive). */
export function priceBandIndex(amount: number): number {
  const major = amount / 100;
  for (let i = PRICE_BANDS.length - 1; i >= 0; i--) if (major >= PRICE_BANDS[i]!.from) return i;
  return 0;
}

export function priceBandName(code: string, currency: string, locale: string): string {
  const band = PRICE_BANDS.find((b) => b.code === code);
  if (!band) return code;
  const f = (major: number) => formatMoney({ amount: major * 100, currency }, locale);
  if (band.from === 0 && band.to !== null) return `Under ${f(band.to)}`;
  if (band.to === null) return `${f(band.from)} and over`;
  return `${f(band.from)} – ${f(band.to)}`;
}
