import type { Geocoder } from "../geocoding/geocoder.ts";
import type { CollectionPoint, CollectionPointFinder } from "./collection-points.ts";

// The Collect+ search of the checkout (spec 001 §5 "Collection point search errors", §7
// findPudos): a typed postcode or town, or the browser's location, to the nearest collection points.

/**
 * spec 001 §5: the three ways a search fails. `geolocationBlocked` is found in the browser (the Geolocation API's
 * error code 1, or the permission state "denied"); the server answers the other two.
 */
export const COLLECTION_POINT_SEARCH_ERRORS = {
  geolocationBlocked: {
    textKey: "checkout.collect.error.geolocationBlocked",
    message:
      "We can't see your location. Please allow location access in your browser, or search by postcode or town.",
  },
  invalidAddress: {
    textKey: "checkout.collect.error.invalidAddress",
    message: "We couldn't find that place. Please check the postcode or town and try again.",
  },
  zeroResults: {
    textKey: "checkout.collect.error.zeroResults",
    message:
      "There are no Collect+ points near there. Please try another postcode or town, or choose home delivery.",
  },
} as const;
type CollectionPointSearchError = keyof typeof COLLECTION_POINT_SEARCH_ERRORS;

/** The browser's Geolocation API error code for a refused permission (PERMISSION_DENIED). */
const GEOLOCATION_PERMISSION_DENIED = 1;

/** spec 001 §5: whether a failed location request means the shopper (or the browser) blocked it. */
export function isGeolocationBlocked(failure: { code?: number; permissionState?: string }): boolean {
  return failure.code === GEOLOCATION_PERMISSION_DENIED || failure.permissionState === "denied";
}

/**
 * A postcode's coordinates. The same shape as the address lookup's `PostcodeLocator`
 * (core/address-lookup/address-lookup.ts), declared here so the search needs nothing else from that domain.
 */
export interface PostcodeLocator {
  locate(postcode: string, countryIso: string): Promise<{ latitude: number; longitude: number } | null>;
}

export type CollectionPointQuery = { text: string } | { latitude: number; longitude: number };

type CollectionPointSearch =
  | { ok: true; points: CollectionPoint[] }
  | { ok: false; error: Exclude<CollectionPointSearchError, "geolocationBlocked"> };

interface CollectionPointSearchDeps {
  finder: CollectionPointFinder;
  geocoder: Geocoder;
  postcodes: PostcodeLocator;
  /** Default 10 points within 10 miles: enough choice without sending a shopper to the next town. */
  limit?: number;
  radiusMiles?: number;
}

const COLLECTION_POINT_LIMIT = 10;
const COLLECTION_POINT_RADIUS_MILES = 10;

/** Collect+ serves Great Britain only. */
const COLLECT_PLUS_COUNTRY = "GB";

// A whole UK postcode ("BA1 1DA", "ba11da") or its outward code alone ("BA1", "SW1X"): never a town's name.
const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})?$/;

/** The postcode in Royal Mail's form ("BA1 1DA"), or null when the text is not a postcode. */
export function ukPostcodeOf(text: string): string | null {
  const match = UK_POSTCODE.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, outward, inward] = match;
  return inward ? `${outward} ${inward}` : (outward ?? null);
}

async function originOf(
  query: CollectionPointQuery,
  deps: CollectionPointSearchDeps,
): Promise<{ latitude: number; longitude: number } | null> {
  if (!("text" in query)) return query;
  const postcode = ukPostcodeOf(query.text);
  if (postcode) return deps.postcodes.locate(postcode, COLLECT_PLUS_COUNTRY);
  const place = await deps.geocoder.geocode(query.text.trim(), { preferredCountry: COLLECT_PLUS_COUNTRY });
  return place && place.countryIso === COLLECT_PLUS_COUNTRY ? place : null;
}

const isOnEarth = (latitude: number, longitude: number) =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180;

/**
 * The points nearest a postcode, a town or a position, nearest first. A place that cannot be found (or is not
 * in Great Britain) is `invalidAddress`; a place with no point within the radius is `zeroResults`.
 */
export async function searchCollectionPoints(
  query: CollectionPointQuery,
  deps: CollectionPointSearchDeps,
): Promise<CollectionPointSearch> {
  if ("text" in query && query.text.trim() === "") return { ok: false, error: "invalidAddress" };
  const origin = await originOf(query, deps);
  if (!origin || !isOnEarth(origin.latitude, origin.longitude)) return { ok: false, error: "invalidAddress" };
  const points = await deps.finder.near(origin.latitude, origin.longitude, {
    limit: deps.limit ?? COLLECTION_POINT_LIMIT,
    radiusMiles: deps.radiusMiles ?? COLLECTION_POINT_RADIUS_MILES,
  });
  return points.length > 0 ? { ok: true, points } : { ok: false, error: "zeroResults" };
}

/** The checkout's Collect+ service: the search, and the chosen point read again when the order is placed. */
export function createCollectionPointSearch(deps: CollectionPointSearchDeps) {
  return {
    search: (query: CollectionPointQuery) => searchCollectionPoints(query, deps),
    byId: (id: string) => deps.finder.byId(id),
  };
}

export type CollectionPointService = ReturnType<typeof createCollectionPointSearch>;
