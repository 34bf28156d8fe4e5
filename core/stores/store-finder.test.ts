import { describe, expect, it } from "vitest";
import type { Geocoder } from "../geocoding/geocoder.ts";
import type { Store } from "./store-directory.ts";
import { storeCodeOf, storeSlug } from "./store-directory.ts";
import { createStoreFinder } from "./store-finder.ts";
import { pageOf, STORE_FINDER_PAGE_SIZE } from "./store-paging.ts";
import { storeWeekday } from "./store-today.ts";

const store = (
  code: string,
  name: string,
  latitude: number,
  longitude: number,
  countryIso = "GB",
): Store => ({
  code,
  name,
  line1: "1 High Street",
  line2: null,
  town: name,
  postcode: "AB1 2CD",
  countryIso,
  latitude,
  longitude,
  phone: "01234 567890",
  whatsapp: null,
  openingHours: { mon: "10:00-18:00" },
  services: ["returns"],
});

const STORES = [
  store("store-london", "London", 51.5074, -0.1278),
  store("store-bristol", "Bristol", 51.4584, -2.5848),
  store("store-bath", "Bath", 51.3811, -2.359),
  store("store-cheltenham", "Cheltenham", 51.8994, -2.0783),
  store("store-greenwich", "Greenwich", 41.0305, -73.627, "US"),
];

const geocoder: Geocoder = {
  geocode: async (query) =>
    query === "Bath"
      ? { name: "Bath", region: "ENG", countryIso: "GB", latitude: 51.3751, longitude: -2.36172 }
      : null,
};
const postcodes = {
  locate: async (postcode: string, country: string) =>
    postcode === "BS1 3BX" && country === "GB" ? { latitude: 51.459, longitude: -2.585 } : null,
};

const finder = (stores: Store[] = STORES) =>
  createStoreFinder({ stores: { allStores: async () => stores }, geocoder, postcodes });

describe("store finder paging (spec 002 §4, §9)", () => {
  it("shows 15 a page from page 1, the last page holding the rest", () => {
    const items = Array.from({ length: 40 }, (_, i) => i);
    expect(STORE_FINDER_PAGE_SIZE).toBe(15);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, totalPages: 3, total: 40 });
    expect(pageOf(items, 1).items).toHaveLength(15);
    expect(pageOf(items, 3).items).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
  });

  it("keeps a page number out of range within the pages there are", () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf(items, 9).page).toBe(2);
    expect(pageOf([], 4)).toMatchObject({ page: 1, totalPages: 1, items: [] });
  });
});

describe("store finder search", () => {
  it("lists every store without a search, the version's country first, then by name", async () => {
    const all = await finder().search({ origin: null, rangeMiles: 50, page: 1, homeCountry: "GB" });
    expect(all.outcome).toBe("all");
    expect(all.stores.map((s) => s.name)).toEqual(["Bath", "Bristol", "Cheltenham", "London", "Greenwich"]);
    expect(all.stores[0]).toMatchObject({ slug: "bath", distanceMiles: null });
    const us = await finder().search({ origin: null, rangeMiles: 50, page: 1, homeCountry: "US" });
    expect(us.stores[0]!.name).toBe("Greenwich");
  });

  it("orders the stores near a town nearest first, with their distance, and drops those beyond the range", async () => {
    const near = await finder().search({
      origin: { text: "Bath" },
      rangeMiles: 50,
      page: 1,
      homeCountry: "GB",
    });
    expect(near.outcome).toBe("found");
    expect(near.origin?.name).toBe("Bath");
    expect(near.stores.map((s) => s.code)).toEqual(["store-bath", "store-bristol", "store-cheltenham"]);
    expect(near.stores[0]!.distanceMiles).toBeLessThan(1);
  });

  it("narrows and widens with the range choice", async () => {
    const within10 = await finder().search({
      origin: { text: "Bath" },
      rangeMiles: 10,
      page: 1,
      homeCountry: "GB",
    });
    expect(within10.stores.map((s) => s.code)).toEqual(["store-bath"]);
    const all = await finder().search({
      origin: { text: "Bath" },
      rangeMiles: 600,
      page: 1,
      homeCountry: "GB",
    });
    expect(all.stores.map((s) => s.code)).toEqual([
      "store-bath",
      "store-bristol",
      "store-cheltenham",
      "store-london",
    ]);
  });

  it("places a UK postcode by the address lookup and a position as given", async () => {
    const byPostcode = await finder().search({
      origin: { text: "bs1 3bx" },
      rangeMiles: 10,
      page: 1,
      homeCountry: "GB",
    });
    expect(byPostcode.stores[0]!.code).toBe("store-bristol");
    const byPosition = await finder().search({
      origin: { latitude: 51.5, longitude: -0.12 },
      rangeMiles: 2,
      page: 1,
      homeCountry: "GB",
    });
    expect(byPosition.stores.map((s) => s.code)).toEqual(["store-london"]);
  });

  it("says when the place is unknown and when nothing is within range", async () => {
    const unknown = await finder().search({
      origin: { text: "Atlantis" },
      rangeMiles: 50,
      page: 1,
      homeCountry: "GB",
    });
    expect(unknown).toMatchObject({ outcome: "locationNotFound", stores: [], total: 0 });
    const none = await finder([STORES[0]!]).search({
      origin: { text: "Bath" },
      rangeMiles: 25,
      page: 1,
      homeCountry: "GB",
    });
    expect(none).toMatchObject({ outcome: "noStoresInRange", stores: [] });
  });

  it("finds a store by its page address", async () => {
    expect(storeSlug("store-new-york-madison-avenue")).toBe("new-york-madison-avenue");
    expect(storeCodeOf("bath")).toBe("store-bath");
    expect((await finder().bySlug("bath"))?.name).toBe("Bath");
    expect(await finder().bySlug("atlantis")).toBeNull();
  });
});

describe("today's opening hours", () => {
  it("is the store's own day across a UK midnight, whatever the server's clock", () => {
    // Sunday 29 March 2026, 23:30 UTC: already Monday 00:30 in London (British Summer Time).
    expect(storeWeekday(new Date("2026-03-29T23:30:00Z"), "GB")).toBe("mon");
    // Sunday 1 November 2026, 23:30 UTC: still Sunday in London (GMT), and Sunday evening in New York.
    expect(storeWeekday(new Date("2026-11-01T23:30:00Z"), "GB")).toBe("sun");
    expect(storeWeekday(new Date("2026-11-02T00:30:00Z"), "GB")).toBe("mon");
    expect(storeWeekday(new Date("2026-11-02T00:30:00Z"), "US")).toBe("sun");
  });
});
