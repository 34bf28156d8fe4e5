import type { PostalAddress } from "../addresses/postal-address.ts";

// The address lookup port (spec 001 §7 api/address-suggestions, api/address-lookup.json).
// A shopper types a postcode or the start of an address, picks one suggestion, and the full address is read.
// Implemented by providers/address-lookup/ (an offline sandbox by default; a real service is a configuration
// change: ADDRESS_LOOKUP_PROVIDER).

export interface AddressSuggestion {
  /** Opaque to the shopper: handed back to `address()` to read the whole address. */
  id: string;
  /** One line as the shopper picks it, e.g. "12 Milsom Street, Bath, BA1 1DN". */
  text: string;
}

/** A whole address, as the checkout's address fields take it. */
export interface LookedUpAddress extends PostalAddress {
  /** County or state name, when the country has one. */
  countyName: string | null;
}

export interface AddressLookup {
  /** At most `limit` suggestions for a country, best first; empty when nothing matches. */
  suggest(query: string, countryIso: string, limit: number): Promise<AddressSuggestion[]>;
  /** The address of a suggestion's id; null when the id is unknown or expired. */
  address(id: string): Promise<LookedUpAddress | null>;
}

/** A point on the map, in degrees (WGS 84). */
export interface PostcodeCoordinates {
  latitude: number;
  longitude: number;
}

/**
 * Where a postcode is (its centroid), for searches that start from one (the Collect+ point search, spec 001 §7
 * findPudos?latitude&longitude). Implemented by the address lookup's provider, which knows every postcode.
 */
export interface PostcodeLocator {
  /** The postcode's coordinates, or null when the country has no such postcode. */
  locate(postcode: string, countryIso: string): Promise<PostcodeCoordinates | null>;
}
