import type { PostalAddress } from "../addresses/postal-address.ts";

// The Collect+ collection point port (spec 001 §7 findPudos?latitude&longitude). Implemented
// by providers/collection-points/ (an offline sandbox of points around the seeded towns by default).

export interface OpeningHours {
  /** "Monday" … "Sunday". */
  day: string;
  /** "07:00–22:00", or null when closed that day. */
  hours: string | null;
}

export interface CollectionPoint extends Omit<PostalAddress, "countryIso" | "regionIso"> {
  /** The carrier's id of the point, carried to the order. */
  id: string;
  /** The shop that hosts it, e.g. "Co-op Food". */
  name: string;
  countryIso: "GB";
  latitude: number;
  longitude: number;
  /** Straight-line distance from the searched place, miles, one decimal. */
  distanceMiles: number;
  openingHours: readonly OpeningHours[];
}

export interface CollectionPointFinder {
  /** The nearest points to a place, nearest first, at most `limit`, within `radiusMiles`; empty when none. */
  near(
    latitude: number,
    longitude: number,
    options: { limit: number; radiusMiles: number },
  ): Promise<CollectionPoint[]>;
  /** One point by id (the chosen point, read again when the order is placed); null when unknown. */
  byId(id: string): Promise<CollectionPoint | null>;
}
