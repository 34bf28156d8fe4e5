import { distanceInMiles, type GeoPoint } from "./distance.ts";

// spec 002 §9 "Store finder": range choices in miles; 600 is labelled All stores.
export const RANGE_CHOICES_MILES = [1, 2, 10, 25, 50, 75, 600] as const;
type RangeMiles = (typeof RANGE_CHOICES_MILES)[number];
export const ALL_STORES_RANGE: RangeMiles = 600;
export const DEFAULT_RANGE_MILES: RangeMiles = 50;

interface Located extends GeoPoint {
  code: string;
}

/**
 * spec 002 §4 "Store finder": stores beyond the chosen range are dropped and the rest sorted
 * by great-circle distance, nearest first (ties by code so the order is stable).
 */
export function nearestWithin<T extends Located>(
  stores: readonly T[],
  origin: GeoPoint,
  rangeMiles: number,
): (T & { distanceMiles: number })[] {
  return stores
    .map((store) => ({ ...store, distanceMiles: distanceInMiles(origin, store) }))
    .filter((store) => store.distanceMiles <= rangeMiles)
    .sort((a, b) => a.distanceMiles - b.distanceMiles || a.code.localeCompare(b.code));
}

/** Distances are shown to one decimal place under ten miles, whole miles above. */
export function roundMiles(miles: number): number {
  return miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
}
