import { DomainError } from "../errors/domain-error.ts";
import type { SearchCurrency, SearchDocument } from "./search-document.ts";

/** spec 002 §3 priceSliderData, in whole major units of the visitor's currency. */
export interface PriceSliderData {
  min: number;
  max: number;
  value: [number, number];
  currency: SearchCurrency;
}

/** spec 002 §4: the slider's maximum is the top price plus 10. */
export const PRICE_SLIDER_HEADROOM = 10;

/** The slider bounds over a listing's products before any filter, so they stay put while filtering. */
export function priceSliderBounds(
  docs: readonly SearchDocument[],
  currency: SearchCurrency,
): { min: number; max: number } {
  return boundsOf(docs.map((doc) => doc.fromPrice[currency].amount));
}

/** Slider bounds from a listing's prices in minor units. */
function boundsOf(amounts: ArrayLike<number>): { min: number; max: number } {
  if (amounts.length === 0) return priceBoundsBetween(null);
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  for (let i = 0; i < amounts.length; i++) {
    const amount = amounts[i]!;
    if (amount < low) low = amount;
    if (amount > high) high = amount;
  }
  return priceBoundsBetween({ low, high });
}

/** Slider bounds from a listing's lowest and highest price in minor units (null: no products). */
export function priceBoundsBetween(range: { low: number; high: number } | null): {
  min: number;
  max: number;
} {
  if (!range) return { min: 0, max: PRICE_SLIDER_HEADROOM };
  return { min: Math.floor(range.low / 100), max: Math.ceil(range.high / 100) + PRICE_SLIDER_HEADROOM };
}

/**
 * The slider's data for a request. spec 002 §5: max must be at most the maximum price and min at
 * most max; anything else is a bad link, answered 400 with the field that is wrong.
 */
export function priceSlider(
  bounds: { min: number; max: number },
  priceMin: number | null,
  priceMax: number | null,
  currency: SearchCurrency,
): PriceSliderData {
  const low = priceMin ?? bounds.min;
  const high = priceMax ?? bounds.max;
  if (high > bounds.max)
    throw new DomainError("invalid", `priceMax must be at most ${bounds.max}.`, {
      priceMax: `priceMax must be at most ${bounds.max}`,
    });
  if (low > high)
    throw new DomainError("invalid", "priceMin must be at most priceMax.", {
      priceMin: "priceMin must be at most priceMax",
    });
  return { min: bounds.min, max: bounds.max, value: [low, high], currency };
}
