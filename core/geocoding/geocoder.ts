// A place a shopper types, resolved to coordinates (spec 002 "Store finder": search by location).
// Implemented in providers/geocoding/.

export interface GeocodedPlace {
  name: string;
  /** Region or state code, when the source has one. */
  region: string;
  countryIso: string;
  latitude: number;
  longitude: number;
}

export interface GeocodeOptions {
  /** The version's country, preferred when a name exists in several countries (Bath, UK over Bath, Canada). */
  preferredCountry?: string;
}

export interface Geocoder {
  geocode(query: string, options?: GeocodeOptions): Promise<GeocodedPlace | null>;
}
