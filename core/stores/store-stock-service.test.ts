import { describe, expect, it } from "vitest";
import type { Geocoder } from "../geocoding/geocoder.ts";
import { createStoreStockService } from "./store-stock-service.ts";
import type { StoreRecord } from "./store-types.ts";

const store = (code: string, latitude: number, longitude: number, quantity: number): StoreRecord => ({
  code,
  name: code,
  line1: "1 High Street",
  line2: null,
  town: code,
  postcode: "AB1 2CD",
  countryIso: "GB",
  latitude,
  longitude,
  phone: "01234 567890",
  whatsapp: null,
  openingHours: { mon: "10:00-18:00" },
  quantity,
});

const geocoder: Geocoder = {
  geocode: async (query) =>
    query === "Bath"
      ? { name: "Bath", region: "ENG", countryIso: "GB", latitude: 51.3751, longitude: -2.36172 }
      : null,
};

function serviceWith(stores: StoreRecord[]) {
  return createStoreStockService({ storesWithVariantStock: async () => stores }, geocoder);
}

describe("find stock in store", () => {
  it("lists the stores in range that hold the size, nearest first, with a stock state", async () => {
    const result = await serviceWith([
      store("bristol", 51.4584, -2.5848, 2),
      store("bath", 51.3811, -2.359, 12),
      store("cheltenham", 51.8994, -2.0783, 0),
    ]).search({ variantCode: "V1", origin: { place: "Bath" }, rangeMiles: 50, onlyWithStock: true });
    expect(result.outcome).toBe("found");
    expect(result.stores.map((s) => [s.code, s.stockLevelStatus])).toEqual([
      ["bath", "inStock"],
      ["bristol", "LowInStockAtVariant"],
    ]);
  });

  it("says when the place cannot be found", async () => {
    const result = await serviceWith([]).search({
      variantCode: "V1",
      origin: { place: "Atlantis" },
      rangeMiles: 50,
      onlyWithStock: true,
    });
    expect(result.outcome).toBe("locationNotFound");
  });

  it("says when no store lies within the range", async () => {
    const result = await serviceWith([store("london", 51.5074, -0.1278, 5)]).search({
      variantCode: "V1",
      origin: { place: "Bath" },
      rangeMiles: 25,
      onlyWithStock: true,
    });
    expect(result.outcome).toBe("noStoresInRange");
  });

  it("says when stores are near but none has stock, listing them only when asked", async () => {
    const stores = [store("bath", 51.3811, -2.359, 0)];
    const only = await serviceWith(stores).search({
      variantCode: "V1",
      origin: { latitude: 51.38, longitude: -2.36 },
      rangeMiles: 10,
      onlyWithStock: true,
    });
    expect(only).toMatchObject({ outcome: "noStoresWithStock", stores: [] });
    const all = await serviceWith(stores).search({
      variantCode: "V1",
      origin: { latitude: 51.38, longitude: -2.36 },
      rangeMiles: 10,
      onlyWithStock: false,
    });
    expect(all.stores.map((s) => s.stockLevelStatus)).toEqual(["outOfStock"]);
  });
});
