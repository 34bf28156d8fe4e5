/** How a store's week usually runs; opening-hours.ts turns it into times. */
export type HoursProfile = "high-street" | "shopping-centre" | "london" | "us";

/** One store as written by hand: the facts that must be real (town, coordinates, street). */
export interface StoreSource {
  code: string;
  name: string;
  version: "uk" | "us";
  countryIso: "GB" | "US";
  line1: string;
  line2: string | null;
  town: string;
  postcode: string;
  /** Town-centre coordinates to 4 decimals (about 10 m). */
  latitude: number;
  longitude: number;
  /** The national-format prefix the phone number starts with: "01225", "0117", "0207", "212". */
  dialPrefix: string;
  hours: HoursProfile;
}
