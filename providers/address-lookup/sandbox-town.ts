// The sandbox address lookup's towns (docs: README "Sandbox address lookup"). Facts that must be real are written
// by hand: the town, its county or state, its centre's coordinates and its real postcode districts or ZIP codes.
// Everything below the district (sectors, units, streets, house numbers) is generated from them.

/** A postcode the sandbox must hold with a given street, e.g. a seeded store's own "BA1 1DA" on Milsom Street. */
export interface AnchorPostcode {
  postcode: string;
  street: string;
  /** The postcode's centre when it is not near the town's (a store's own coordinates). */
  latitude?: number;
  longitude?: number;
}

export interface SandboxTown {
  countryIso: "GB" | "US";
  /** "streets": houses on streets; "forces": British Forces (BFPO) units, whose line 1 is the unit. */
  kind: "streets" | "forces";
  townCity: string;
  /** UK postal county, or the US state's name. */
  countyName: string | null;
  /** US state or territory code ("NY", "PR"); null in the UK. */
  regionIso: string | null;
  latitude: number;
  longitude: number;
  /** UK: the town's real postcode districts ("BA1"); US: the city's real ZIP codes. */
  districts: readonly string[];
  anchors: readonly AnchorPostcode[];
  /** Street names typical of the place (Welsh, Hawaiian, Spanish…), used before the national list. */
  localStreets: readonly string[];
}

type TownOptions = {
  anchors?: readonly AnchorPostcode[];
  streets?: readonly string[];
  kind?: SandboxTown["kind"];
};

/** A UK town: name, postal county, centre, real postcode districts. */
export function ukTown(
  townCity: string,
  countyName: string | null,
  latitude: number,
  longitude: number,
  districts: readonly string[],
  options: TownOptions = {},
): SandboxTown {
  return {
    countryIso: "GB",
    kind: options.kind ?? "streets",
    townCity,
    countyName,
    regionIso: null,
    latitude,
    longitude,
    districts,
    anchors: options.anchors ?? [],
    localStreets: options.streets ?? [],
  };
}

/** A US city: name, state code and name, centre, real ZIP codes. */
export function usTown(
  townCity: string,
  regionIso: string,
  stateName: string,
  latitude: number,
  longitude: number,
  zips: readonly string[],
  options: TownOptions = {},
): SandboxTown {
  return {
    countryIso: "US",
    kind: "streets",
    townCity,
    countyName: stateName,
    regionIso,
    latitude,
    longitude,
    districts: zips,
    anchors: options.anchors ?? [],
    localStreets: options.streets ?? [],
  };
}

/** A seeded store's postcode, street and coordinates, copied from data/seed/stores (providers cannot import data/). */
export function store(postcode: string, street: string, latitude: number, longitude: number): AnchorPostcode {
  return { postcode, street, latitude, longitude };
}

/**
 * A British Forces Post Office number: the town line is "BFPO 105" and the postcode a BF1 one, as the forces'
 * addresses have been written since 2012. Mail goes through the forces' sorting office at RAF Northolt, whose
 * coordinates stand for the postcode (the units themselves may be anywhere in the world).
 */
export function bfpo(number: number, postcode: string): SandboxTown {
  return ukTown(`BFPO ${number}`, null, 51.553, -0.4183, ["BF1"], {
    kind: "forces",
    anchors: [{ postcode, street: "" }],
  });
}
