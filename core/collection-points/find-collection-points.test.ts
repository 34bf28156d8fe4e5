import { describe, expect, it } from "vitest";
import type { GeocodedPlace, Geocoder } from "../geocoding/geocoder.ts";
import type { CollectionPoint, CollectionPointFinder } from "./collection-points.ts";
import {
  COLLECTION_POINT_SEARCH_ERRORS,
  createCollectionPointSearch,
  isGeolocationBlocked,
  type PostcodeLocator,
  searchCollectionPoints,
  ukPostcodeOf,
} from "./find-collection-points.ts";

const BATH = { latitude: 51.38, longitude: -2.36 };

const point = (id: string): CollectionPoint => ({
  id,
  name: "Co-op Food Moorland Road",
  line1: "12 Moorland Road",
  line2: null,
  townCity: "Bath",
  postcode: "BA2 3PW",
  countryIso: "GB",
  latitude: BATH.latitude,
  longitude: BATH.longitude,
  distanceMiles: 0.4,
  openingHours: [],
});

/** Points only near Bath; records every search it is asked. */
function fakeFinder() {
  const searches: { latitude: number; longitude: number; limit: number; radiusMiles: number }[] = [];
  const finder: CollectionPointFinder = {
    async near(latitude, longitude, options) {
      searches.push({ latitude, longitude, ...options });
      return Math.abs(latitude - BATH.latitude) < 0.1 && Math.abs(longitude - BATH.longitude) < 0.1
        ? [point("CP-1"), point("CP-2")]
        : [];
    },
    async byId(id) {
      return id === "CP-1" ? point("CP-1") : null;
    },
  };
  return { finder, searches };
}

const places: Record<string, GeocodedPlace> = {
  bath: { name: "Bath", region: "ENG", countryIso: "GB", ...BATH },
  truro: { name: "Truro", region: "ENG", countryIso: "GB", latitude: 50.26, longitude: -5.05 },
  paris: { name: "Paris", region: "11", countryIso: "FR", latitude: 48.85, longitude: 2.35 },
};
const geocoder: Geocoder = {
  async geocode(query, options) {
    expect(options?.preferredCountry).toBe("GB");
    return places[query.toLowerCase()] ?? null;
  },
};
const located: string[] = [];
const postcodes: PostcodeLocator = {
  async locate(postcode, countryIso) {
    located.push(`${postcode}|${countryIso}`);
    return postcode.startsWith("BA1") ? BATH : null;
  },
};

describe("searchCollectionPoints", () => {
  it("finds the points near a typed postcode, through the postcode locator", async () => {
    const { finder } = fakeFinder();
    const result = await searchCollectionPoints({ text: " ba11da " }, { finder, geocoder, postcodes });
    expect(result).toEqual({ ok: true, points: [point("CP-1"), point("CP-2")] });
    expect(located).toContain("BA1 1DA|GB");
  });

  it("finds the points near a town, through the geocoder, preferring Great Britain", async () => {
    const { finder, searches } = fakeFinder();
    const result = await searchCollectionPoints({ text: "Bath" }, { finder, geocoder, postcodes });
    expect(result.ok).toBe(true);
    expect(searches).toEqual([{ ...BATH, limit: 10, radiusMiles: 10 }]);
  });

  it("finds the points near the browser's position", async () => {
    const { finder } = fakeFinder();
    expect(await searchCollectionPoints(BATH, { finder, geocoder, postcodes })).toMatchObject({ ok: true });
  });

  it("passes its own limit and radius on", async () => {
    const { finder, searches } = fakeFinder();
    await searchCollectionPoints(BATH, { finder, geocoder, postcodes, limit: 3, radiusMiles: 2 });
    expect(searches[0]).toMatchObject({ limit: 3, radiusMiles: 2 });
  });

  it.each([
    ["an unknown postcode", { text: "ZZ9 9ZZ" }],
    ["an unknown town", { text: "Atlantis" }],
    ["a town outside Great Britain", { text: "Paris" }],
    ["blank text", { text: "   " }],
    ["a position off the Earth", { latitude: 95, longitude: 0 }],
  ])("answers invalidAddress for %s", async (_name, query) => {
    const { finder, searches } = fakeFinder();
    expect(await searchCollectionPoints(query, { finder, geocoder, postcodes })).toEqual({
      ok: false,
      error: "invalidAddress",
    });
    expect(searches).toEqual([]);
  });

  it("answers zeroResults for a real place with no point near it", async () => {
    const { finder } = fakeFinder();
    expect(await searchCollectionPoints({ text: "Truro" }, { finder, geocoder, postcodes })).toEqual({
      ok: false,
      error: "zeroResults",
    });
    expect(
      await searchCollectionPoints({ latitude: 40, longitude: -35 }, { finder, geocoder, postcodes }),
    ).toEqual({ ok: false, error: "zeroResults" });
  });
});

describe("createCollectionPointSearch", () => {
  it("searches and reads the chosen point again by id", async () => {
    const service = createCollectionPointSearch({ finder: fakeFinder().finder, geocoder, postcodes });
    expect(await service.search(BATH)).toMatchObject({ ok: true });
    expect(await service.byId("CP-1")).toEqual(point("CP-1"));
    expect(await service.byId("CP-404")).toBeNull();
  });
});

describe("ukPostcodeOf", () => {
  it("writes a postcode as Royal Mail does, and knows a town's name is not one", () => {
    expect(ukPostcodeOf("ba11da")).toBe("BA1 1DA");
    expect(ukPostcodeOf("SW1X 7XL")).toBe("SW1X 7XL");
    expect(ukPostcodeOf("m2")).toBe("M2");
    expect(ukPostcodeOf("Bath")).toBeNull();
    expect(ukPostcodeOf("12 Milsom Street")).toBeNull();
  });
});

describe("the search errors (spec 001 §5)", () => {
  it("are the three the spec names, each with a text key and wording", () => {
    expect(Object.keys(COLLECTION_POINT_SEARCH_ERRORS)).toEqual([
      "geolocationBlocked",
      "invalidAddress",
      "zeroResults",
    ]);
    for (const { textKey, message } of Object.values(COLLECTION_POINT_SEARCH_ERRORS)) {
      expect(textKey).toMatch(/^checkout\.collect\.error\./);
      expect(message).toMatch(/\.$/);
    }
  });

  it("takes a blocked location from error code 1 or a denied permission", () => {
    expect(isGeolocationBlocked({ code: 1 })).toBe(true);
    expect(isGeolocationBlocked({ permissionState: "denied" })).toBe(true);
    expect(isGeolocationBlocked({ code: 2 })).toBe(false);
    expect(isGeolocationBlocked({ code: 3, permissionState: "prompt" })).toBe(false);
  });
});
