import { describe, expect, it } from "vitest";
import { createGazetteerGeocoder, normalisePlaceName } from "./gazetteer-geocoder.ts";

const city = (
  name: string,
  country: string,
  adminCode: string,
  population: number,
  lat: number,
  lon: number,
) => ({
  name,
  altName: "",
  country,
  adminCode,
  population,
  loc: { coordinates: [lon, lat] as [number, number] },
});

const places = [
  city("Bath", "GB", "ENG", 94782, 51.3751, -2.36172),
  city("Bath", "US", "ME", 8514, 43.91064, -69.8206),
  city("Bath", "CA", "08", 1180, 44.18342, -76.78273),
  city("London", "GB", "ENG", 7556900, 51.50853, -0.12574),
  city("London", "US", "AR", 1046, 35.32897, -93.25296),
  city("St. Albans", "GB", "ENG", 82146, 51.75, -0.33333),
];

describe("gazetteer geocoder", () => {
  const geocoder = createGazetteerGeocoder(() => places);

  it("prefers the version's country for a name found in several", async () => {
    expect(await geocoder.geocode("Bath", { preferredCountry: "GB" })).toMatchObject({
      countryIso: "GB",
      latitude: 51.3751,
    });
    expect(await geocoder.geocode("bath", { preferredCountry: "US" })).toMatchObject({
      countryIso: "US",
      region: "ME",
    });
  });

  it("still picks a far bigger place abroad over a hamlet at home", async () => {
    expect(await geocoder.geocode("London", { preferredCountry: "US" })).toMatchObject({ countryIso: "GB" });
  });

  it("reads a country or state after a comma", async () => {
    expect(await geocoder.geocode("Bath, UK", { preferredCountry: "US" })).toMatchObject({
      countryIso: "GB",
    });
    expect(await geocoder.geocode("Bath, ME")).toMatchObject({ countryIso: "US" });
  });

  it("matches whatever the case, accents or abbreviations", async () => {
    expect(normalisePlaceName("  St. Albans ")).toBe("saint albans");
    expect(await geocoder.geocode("st albans")).toMatchObject({ name: "St. Albans" });
  });

  it("answers null for an unknown place or an empty query", async () => {
    expect(await geocoder.geocode("Nowhereville")).toBeNull();
    expect(await geocoder.geocode("  ")).toBeNull();
  });

  it("finds Bath, England in the real gazetteer package", async () => {
    const real = createGazetteerGeocoder();
    const place = await real.geocode("Bath", { preferredCountry: "GB" });
    expect(place).toMatchObject({ name: "Bath", countryIso: "GB" });
    expect(place!.latitude).toBeCloseTo(51.38, 1);
  });
});
