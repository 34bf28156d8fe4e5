import type { storesText } from "../en-GB/stores.ts";

// The store finder in US English: ZIP codes and cities where the UK says postcodes and towns.
export const storesTextUS: Partial<Record<keyof typeof storesText, string>> = {
  "stores.intro":
    "Visit us in person: search by city or ZIP code, or use your location, to find your nearest store.",
  "stores.search.location": "City, town or ZIP code",
  "stores.search.locationBlocked":
    "We can't see your location. Please allow location access in your browser, or search by city or ZIP code.",
  "stores.locationNotFound":
    "We couldn't find {place}. Please check the spelling or try a nearby city or ZIP code.",
};
