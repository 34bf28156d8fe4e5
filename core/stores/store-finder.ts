import { ukPostcodeOf } from "../collection-points/find-collection-points.ts";
import type { Geocoder } from "../geocoding/geocoder.ts";
import type { GeoPoint } from "./distance.ts";
import { nearestWithin, roundMiles } from "./nearest-stores.ts";
import { type Store, type StoreDirectory, storeCodeOf, storeSlug } from "./store-directory.ts";
import { pageOf } from "./store-paging.ts";

// The store finder of spec 002 §4 ("our-stores"): every store, or the stores within a range of a typed town or
// postcode or of the browser's position, nearest first, a page at a time.

export interface StoreListing extends Store {
  slug: string;
  /** Miles from the searched place, rounded for showing; null when the list is not a search. */
  distanceMiles: number | null;
}

/** Why the list is what it is; each empty outcome has its spec 002 §8 wording in the text catalogue. */
export type StoreFinderOutcome = "all" | "found" | "locationNotFound" | "noStoresInRange";

export type StoreFinderOrigin = { text: string } | GeoPoint | null;

export interface StoreFinderQuery {
  origin: StoreFinderOrigin;
  rangeMiles: number;
  page: number;
  /** The version's country: its stores come first in the full list, and its places win a shared name. */
  homeCountry: string;
}

export interface StoreFinderResult {
  outcome: StoreFinderOutcome;
  origin: (GeoPoint & { name: string }) | null;
  rangeMiles: number;
  stores: StoreListing[];
  page: number;
  totalPages: number;
  total: number;
}

/** A postcode's coordinates: the address lookup's `locate`, which the checkout's Collect+ search also uses. */
export interface PostcodeLocator {
  locate(postcode: string, countryIso: string): Promise<GeoPoint | null>;
}

interface StoreFinderDeps {
  stores: StoreDirectory;
  geocoder: Geocoder;
  postcodes: PostcodeLocator;
}

const US_ZIP = /^\d{5}(-\d{4})?$/;

/** Where a typed text is: a UK postcode or US ZIP code by the address lookup, otherwise a town by the gazetteer. */
async function placeOf(text: string, homeCountry: string, deps: StoreFinderDeps) {
  const trimmed = text.trim();
  const postcode = ukPostcodeOf(trimmed);
  if (postcode) {
    const point = await deps.postcodes.locate(postcode, "GB");
    return point && { ...point, name: postcode };
  }
  if (US_ZIP.test(trimmed)) {
    const point = await deps.postcodes.locate(trimmed, "US");
    return point && { ...point, name: trimmed };
  }
  const place = await deps.geocoder.geocode(trimmed, { preferredCountry: homeCountry });
  if (!place) return null;
  const name = place.region && place.countryIso === "US" ? `${place.name}, ${place.region}` : place.name;
  return { latitude: place.latitude, longitude: place.longitude, name };
}

/** The full list: the version's own country first, then by name (the way a shop's "all stores" page reads). */
export function alphabetical(stores: readonly Store[], homeCountry: string): Store[] {
  return [...stores].sort(
    (a, b) =>
      Number(b.countryIso === homeCountry) - Number(a.countryIso === homeCountry) ||
      a.name.localeCompare(b.name, "en-GB"),
  );
}

const listing = (store: Store, distanceMiles: number | null): StoreListing => ({
  ...store,
  slug: storeSlug(store.code),
  distanceMiles,
});

export function createStoreFinder(deps: StoreFinderDeps) {
  return {
    async search(query: StoreFinderQuery): Promise<StoreFinderResult> {
      const all = await deps.stores.allStores();
      const answer = (
        outcome: StoreFinderOutcome,
        origin: StoreFinderResult["origin"],
        stores: StoreListing[],
      ): StoreFinderResult => {
        const page = pageOf(stores, query.page);
        return {
          outcome,
          origin,
          rangeMiles: query.rangeMiles,
          stores: page.items,
          page: page.page,
          totalPages: page.totalPages,
          total: page.total,
        };
      };
      if (!query.origin)
        return answer(
          "all",
          null,
          alphabetical(all, query.homeCountry).map((s) => listing(s, null)),
        );
      const origin =
        "text" in query.origin
          ? await placeOf(query.origin.text, query.homeCountry, deps)
          : { ...query.origin, name: "" };
      if (!origin) return answer("locationNotFound", null, []);
      const near = nearestWithin(all, origin, query.rangeMiles).map(({ distanceMiles, ...store }) =>
        listing(store, roundMiles(distanceMiles)),
      );
      return answer(near.length > 0 ? "found" : "noStoresInRange", origin, near);
    },

    /** One store by its page address, or null. */
    async bySlug(slug: string): Promise<StoreListing | null> {
      const code = storeCodeOf(slug);
      const store = (await deps.stores.allStores()).find((s) => s.code === code);
      return store ? listing(store, null) : null;
    },
  };
}

export type StoreFinder = ReturnType<typeof createStoreFinder>;
