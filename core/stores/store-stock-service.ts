import { LOW_STOCK_THRESHOLD } from "../catalogue/stock-state.ts";
import type { GeocodedPlace, Geocoder } from "../geocoding/geocoder.ts";
import type { GeoPoint } from "./distance.ts";
import { nearestWithin, roundMiles } from "./nearest-stores.ts";
import type { StoreRepository, StoreWithStock } from "./store-types.ts";

type StoreSearchOrigin = { place: string } | GeoPoint;

/** Why a search came back empty, each with its spec 002 §8 wording in the text catalogue. */
type StoreSearchOutcome = "found" | "locationNotFound" | "noStoresInRange" | "noStoresWithStock";

export interface StoreStockSearch {
  outcome: StoreSearchOutcome;
  origin: (GeoPoint & { name: string }) | null;
  rangeMiles: number;
  /** Nearest first; only stores with stock when onlyWithStock is set. */
  stores: StoreWithStock[];
}

interface StoreStockQuery {
  variantCode: string;
  origin: StoreSearchOrigin;
  rangeMiles: number;
  onlyWithStock: boolean;
  preferredCountry?: string;
  lowStockThreshold?: number;
}

function placeLabel(place: GeocodedPlace): string {
  return place.region && place.countryIso === "US" ? `${place.name}, ${place.region}` : place.name;
}

export function createStoreStockService(stores: StoreRepository, geocoder: Geocoder) {
  return {
    async search(query: StoreStockQuery): Promise<StoreStockSearch> {
      let origin: (GeoPoint & { name: string }) | null;
      if ("place" in query.origin) {
        const place = await geocoder.geocode(query.origin.place, {
          preferredCountry: query.preferredCountry,
        });
        origin = place && { latitude: place.latitude, longitude: place.longitude, name: placeLabel(place) };
      } else {
        origin = { ...query.origin, name: "" };
      }
      if (!origin)
        return { outcome: "locationNotFound", origin: null, rangeMiles: query.rangeMiles, stores: [] };
      const threshold = query.lowStockThreshold ?? LOW_STOCK_THRESHOLD;
      const near = nearestWithin(
        await stores.storesWithVariantStock(query.variantCode),
        origin,
        query.rangeMiles,
      );
      const withStatus: StoreWithStock[] = near.map(({ quantity, distanceMiles, ...store }) => ({
        ...store,
        distanceMiles: roundMiles(distanceMiles),
        stockLevel: quantity,
        stockLevelStatus:
          quantity <= 0 ? "outOfStock" : quantity < threshold ? "LowInStockAtVariant" : "inStock",
      }));
      if (withStatus.length === 0)
        return { outcome: "noStoresInRange", origin, rangeMiles: query.rangeMiles, stores: [] };
      const stocked = withStatus.filter((s) => s.stockLevel > 0);
      if (stocked.length === 0)
        return {
          outcome: "noStoresWithStock",
          origin,
          rangeMiles: query.rangeMiles,
          stores: query.onlyWithStock ? [] : withStatus,
        };
      return {
        outcome: "found",
        origin,
        rangeMiles: query.rangeMiles,
        stores: query.onlyWithStock ? stocked : withStatus,
      };
    },
  };
}
