// The store map's offline base map (docs/decisions/046): the land of the countries around our stores, taken
// from Natural Earth through the `world-atlas` package, so the map needs no tile server, no key and no network.
// The British Isles, where most stores are, come from the 1:10 million shapes; the rest of the two regions from
// the 1:50 million ones. `npm run map:base` writes it; a unit test keeps the committed file equal to this output.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import { feature, quantize } from "topojson-client";
import { topology } from "topojson-server";
import { presimplify, simplify } from "topojson-simplify";
import type { Objects, Topology } from "topojson-specification";

const require = createRequire(import.meta.url);

/** West, south, east, north in degrees: north-west Europe and the contiguous United States with its neighbours. */
const REGIONS = [
  [-12, 47, 9, 62],
  [-128, 23, -64, 51],
] as const;
const FINE_DETAIL = new Set(["United Kingdom", "Ireland", "Isle of Man", "Jersey", "Guernsey"]);
/** Islands smaller than this (square degrees, about 15 km²) are dropped: at the zooms that show them, a dot. */
const SMALLEST_ISLAND = 2e-3;
/** Points whose triangle is smaller than this (square degrees) go: invisible below zoom 10. */
const SIMPLIFY_WEIGHT = 4e-6;

type Country = Feature<MultiPolygon, { name: string }>;

function ringArea(ring: Position[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    twice += x1! * y2! - x2! * y1!;
  }
  return Math.abs(twice / 2);
}

const inRegions = (ring: Position[]) =>
  REGIONS.some(([west, south, east, north]) =>
    ring.some(([x, y]) => x! >= west && x! <= east && y! >= south && y! <= north),
  );

function countriesOf(file: string, keep: (name: string) => boolean): Country[] {
  const atlas = JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), "utf8")) as Topology;
  const all = feature(atlas, atlas.objects.countries!) as FeatureCollection<
    Polygon | MultiPolygon | null,
    { name: string }
  >;
  return all.features.flatMap((country) => {
    const { geometry, properties } = country;
    if (!geometry || !keep(properties.name)) return [];
    const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
    const kept = polygons.filter(
      (polygon) => inRegions(polygon[0]!) && ringArea(polygon[0]!) > SMALLEST_ISLAND,
    );
    if (kept.length === 0) return [];
    return [
      {
        type: "Feature",
        properties: { name: properties.name },
        geometry: { type: "MultiPolygon", coordinates: kept },
      } satisfies Country,
    ];
  });
}

/** The base map as compact TopoJSON text (one object, `land`, a country per geometry). */
export function buildStoreBaseMap(): string {
  const countries = [
    ...countriesOf("countries-10m.json", (name) => FINE_DETAIL.has(name)),
    ...countriesOf("countries-50m.json", (name) => !FINE_DETAIL.has(name)),
  ].sort((a, b) => a.properties.name.localeCompare(b.properties.name, "en"));
  const land: FeatureCollection = { type: "FeatureCollection", features: countries };
  // The typings of topojson-server and topojson-simplify disagree on a topology's properties type.
  const weighted = presimplify(
    topology({ land }, 1e6) as unknown as Topology<Objects<Record<string, never>>>,
  );
  const simplified = simplify(weighted, SIMPLIFY_WEIGHT);
  // presimplify adds each point's weight as a third number; the browser needs only the position.
  for (const arc of simplified.arcs) for (const point of arc) point.length = 2;
  return `${JSON.stringify(quantize(simplified, 1e5))}\n`;
}
