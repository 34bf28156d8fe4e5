import type {
  CollectionPoint,
  CollectionPointFinder,
} from "../../core/collection-points/collection-points.ts";
import { distanceInMiles } from "../../core/stores/distance.ts";
import { COMMON_STREETS, NEWSAGENT_NAMES, SANDBOX_HOSTS, type SandboxHost } from "./sandbox-hosts.ts";
import { SANDBOX_TOWNS, type SandboxTown } from "./sandbox-towns.ts";

// The SANDBOX Collect+ network: an offline stand-in for the carrier's collection point search, used by default
// (COLLECTION_POINT_PROVIDER=sandbox). Each town of sandbox-towns.ts gets 8 to 15 points within about three
// miles of its centre, generated from the town's own seed: the same points, ids and hours on every instance and
// every run, and adding a town never moves another's. Like the real service it refuses a malformed search.

/** Letters Royal Mail uses in the inward code of a postcode (never C, I, K, M, O or V). */
const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const MILES_PER_DEGREE_OF_LATITUDE = 69.05;
const MIN_POINTS_PER_TOWN = 8;
const MAX_POINTS_PER_TOWN = 15;
/** The first points of a town stand within this distance of its centre, so every town has some close by. */
const NEAR_CENTRE_MILES = 1.5;
const OUTER_MILES = 3;

/** FNV-1a hash of a text: a town's seed. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast generator whose sequence depends only on its seed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function pointName(host: SandboxHost, street: string, pick: <T>(list: readonly T[]) => T): string {
  // "High Street, Weston" names the shop after its street alone.
  const streetName = street.split(",")[0] ?? street;
  if (host.kind === "newsagent") return `${streetName} ${pick(NEWSAGENT_NAMES)}`;
  return `${host.brand} ${streetName}`;
}

function pointsOfTown(town: SandboxTown): CollectionPoint[] {
  const next = generator(seedOf(town.slug));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const streets = town.streets ?? COMMON_STREETS;
  const count = MIN_POINTS_PER_TOWN + Math.floor(next() * (MAX_POINTS_PER_TOWN - MIN_POINTS_PER_TOWN + 1));
  const firstHost = Math.floor(next() * SANDBOX_HOSTS.length);
  const milesPerDegreeOfLongitude = MILES_PER_DEGREE_OF_LATITUDE * Math.cos((town.latitude * Math.PI) / 180);
  const points: CollectionPoint[] = [];
  for (let index = 0; index < count; index += 1) {
    // Hosts in turn from a town's own starting place: every town has a mix of chains, newsagents and garages.
    const host = SANDBOX_HOSTS[(firstHost + index) % SANDBOX_HOSTS.length] as SandboxHost;
    const miles =
      index < 3 ? 0.2 + next() * (NEAR_CENTRE_MILES - 0.2) : 0.3 + Math.sqrt(next()) * (OUTER_MILES - 0.3);
    const [fromDegrees, toDegrees] = town.landward ?? [0, 360];
    const bearing = ((fromDegrees + next() * (toDegrees - fromDegrees)) * Math.PI) / 180;
    const street = pick(streets);
    const houseNumber = 1 + Math.floor(next() * 180);
    const inward = `${1 + Math.floor(next() * 9)}${pick([...INWARD_LETTERS])}${pick([...INWARD_LETTERS])}`;
    points.push({
      id: `CP-${town.slug.toUpperCase()}-${String(index + 1).padStart(2, "0")}`,
      name: pointName(host, street, pick),
      line1: `${houseNumber} ${street}`,
      line2: null,
      townCity: town.townCity,
      postcode: `${pick(town.districts)} ${inward}`,
      countryIso: "GB",
      latitude: roundTo(town.latitude + (miles * Math.cos(bearing)) / MILES_PER_DEGREE_OF_LATITUDE, 4),
      longitude: roundTo(town.longitude + (miles * Math.sin(bearing)) / milesPerDegreeOfLongitude, 4),
      distanceMiles: 0,
      openingHours: host.openingHours,
    });
  }
  return points;
}

function assertSearch(latitude: number, longitude: number, limit: number, radiusMiles: number): void {
  const valid =
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    Number.isInteger(limit) &&
    limit >= 1 &&
    Number.isFinite(radiusMiles) &&
    radiusMiles > 0;
  if (!valid)
    throw new RangeError(
      `Collection point search refused: latitude ${latitude}, longitude ${longitude}, limit ${limit}, radius ${radiusMiles}`,
    );
}

/** The sandbox finder over the given towns (every sandbox town by default). */
export function createSandboxCollectionPoints(
  towns: readonly SandboxTown[] = SANDBOX_TOWNS,
): CollectionPointFinder & { all(): readonly CollectionPoint[] } {
  let points: CollectionPoint[] | null = null;
  let byId: Map<string, CollectionPoint> | null = null;
  // Built on the first search (about a thousand points), then kept.
  const all = (): CollectionPoint[] => {
    points ??= towns.flatMap(pointsOfTown);
    return points;
  };
  return {
    all,
    async near(latitude, longitude, { limit, radiusMiles }) {
      assertSearch(latitude, longitude, limit, radiusMiles);
      const origin = { latitude, longitude };
      return all()
        .map((point) => ({ point, miles: distanceInMiles(origin, point) }))
        .filter(({ miles }) => miles <= radiusMiles)
        .sort((a, b) => a.miles - b.miles || a.point.id.localeCompare(b.point.id))
        .slice(0, limit)
        .map(({ point, miles }) => ({ ...point, distanceMiles: roundTo(miles, 1) }));
    },
    async byId(id) {
      byId ??= new Map(all().map((point) => [point.id, point]));
      return byId.get(id) ?? null;
    },
  };
}
