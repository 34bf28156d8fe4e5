import { describe, expect, it } from "vitest";
import { distanceInMiles } from "../../core/stores/distance.ts";
import { createCollectionPointFinder } from "./create-collection-point-finder.ts";
import { createSandboxCollectionPoints } from "./sandbox-collection-points.ts";
import { ALL_DAY } from "./sandbox-hosts.ts";
import { SANDBOX_TOWNS } from "./sandbox-towns.ts";

const BATH = { latitude: 51.3811, longitude: -2.359 };
const MID_ATLANTIC = { latitude: 40, longitude: -35 };
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}$/;
const HOURS = /^\d\d:\d\d–\d\d:\d\d$/;
// Highlands and Islands, Channel Islands, Isle of Man, Northern Ireland, Scilly: outside the mainland network.
const RESTRICTED_AREAS = /^(HS|IV|KW|ZE|BT|GY|JE|IM|TR2[1-5]|PA[2-7]\d|PH[2-4]\d|KA2[78])\b/;

const finder = createSandboxCollectionPoints();
const points = finder.all();

describe("the sandbox Collect+ network", () => {
  it("is the same on every instance: ids, names, places and hours", () => {
    expect(createSandboxCollectionPoints().all()).toEqual(points);
  });

  it("gives every town 8 to 15 points, each with its own id, within about three miles of the centre", () => {
    expect(new Set(points.map((p) => p.id)).size).toBe(points.length);
    for (const town of SANDBOX_TOWNS) {
      const own = points.filter((p) => p.id.startsWith(`CP-${town.slug.toUpperCase()}-`));
      expect(own.length, town.slug).toBeGreaterThanOrEqual(8);
      expect(own.length, town.slug).toBeLessThanOrEqual(15);
      for (const point of own) {
        expect(distanceInMiles(town, point), point.id).toBeLessThanOrEqual(3.01);
        expect(point.townCity).toBe(town.townCity);
        expect(town.districts).toContain(point.postcode.split(" ")[0]);
      }
    }
  });

  it("covers some 40 towns beyond the store towns, none in the restricted Highlands and Islands", () => {
    expect(SANDBOX_TOWNS.length).toBeGreaterThanOrEqual(90);
    for (const point of points) {
      expect(point.postcode, point.id).toMatch(UK_POSTCODE);
      expect(point.postcode, point.id).not.toMatch(RESTRICTED_AREAS);
      expect(point.countryIso).toBe("GB");
    }
  });

  it("keeps the points of a coastal town on land (Brighton's north of its seafront)", () => {
    const brighton = SANDBOX_TOWNS.find((town) => town.slug === "brighton");
    const own = points.filter((p) => p.id.startsWith("CP-BRIGHTON-"));
    for (const point of own) expect(point.latitude).toBeGreaterThanOrEqual(brighton?.latitude ?? 90);
  });

  it("names points after real Collect+ hosts on the town's streets", () => {
    const bath = points.filter((p) => p.id.startsWith("CP-BATH-"));
    for (const point of bath) {
      expect(point.line1).toMatch(/^\d{1,3} [A-Z]/);
      expect(point.name.length).toBeGreaterThan(4);
    }
    const brands = new Set(points.map((p) => p.name.split(" ")[0]));
    for (const brand of [
      "Co-op",
      "One",
      "Spar",
      "Londis",
      "McColl's",
      "Morrisons",
      "Budgens",
      "Nisa",
      "Esso",
    ])
      expect(brands).toContain(brand);
  });
});

describe("opening hours", () => {
  it("lists the seven days from Monday, each open for a span of hours or closed", () => {
    for (const point of points) {
      expect(point.openingHours.map((d) => d.day)).toEqual([
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
      ]);
      for (const { hours } of point.openingHours) if (hours !== null) expect(hours).toMatch(HOURS);
    }
  });

  it("closes independent newsagents on Sunday and keeps garages open all day and night", () => {
    const newsagents = points.filter((p) => / (News|Newsagents|News & Post|Convenience Store)$/.test(p.name));
    expect(newsagents.length).toBeGreaterThan(0);
    for (const point of newsagents) expect(point.openingHours[6]?.hours).toBeNull();
    const garages = points.filter((p) => /^(Esso|BP) /.test(p.name));
    expect(garages.length).toBeGreaterThan(0);
    for (const point of garages) expect(point.openingHours.every((d) => d.hours === ALL_DAY)).toBe(true);
  });
});

describe("near()", () => {
  it("finds points within two miles of Bath's centre, nearest first, distances to one decimal", async () => {
    const near = await finder.near(BATH.latitude, BATH.longitude, { limit: 10, radiusMiles: 2 });
    expect(near.length).toBeGreaterThanOrEqual(3);
    expect(near.every((p) => p.townCity === "Bath" && p.distanceMiles <= 2)).toBe(true);
    const distances = near.map((p) => p.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of distances) expect(Math.round(d * 10) / 10).toBe(d);
  });

  it("keeps to the limit and the radius", async () => {
    expect(await finder.near(BATH.latitude, BATH.longitude, { limit: 2, radiusMiles: 50 })).toHaveLength(2);
    const wide = await finder.near(BATH.latitude, BATH.longitude, { limit: 500, radiusMiles: 20 });
    expect(wide.some((p) => p.townCity === "Bristol")).toBe(true);
    expect(wide.every((p) => p.distanceMiles <= 20)).toBe(true);
  });

  it("finds nothing in the middle of the Atlantic", async () => {
    expect(
      await finder.near(MID_ATLANTIC.latitude, MID_ATLANTIC.longitude, { limit: 10, radiusMiles: 10 }),
    ).toEqual([]);
  });

  it("refuses a malformed search, as the carrier's service does", async () => {
    await expect(finder.near(Number.NaN, 0, { limit: 10, radiusMiles: 10 })).rejects.toThrow(RangeError);
    await expect(finder.near(91, 0, { limit: 10, radiusMiles: 10 })).rejects.toThrow(RangeError);
    await expect(finder.near(51, 0, { limit: 0, radiusMiles: 10 })).rejects.toThrow(RangeError);
    await expect(finder.near(51, 0, { limit: 10, radiusMiles: -1 })).rejects.toThrow(RangeError);
  });
});

describe("byId()", () => {
  it("reads a point again by its id, and null for an id it does not know", async () => {
    const [first] = await finder.near(BATH.latitude, BATH.longitude, { limit: 1, radiusMiles: 5 });
    const again = await finder.byId(first?.id ?? "");
    expect(again).toMatchObject({ id: first?.id, name: first?.name, postcode: first?.postcode });
    expect(await finder.byId("CP-NOWHERE-01")).toBeNull();
    expect(await finder.byId("")).toBeNull();
  });
});

describe("createCollectionPointFinder", () => {
  it("makes the sandbox by default and refuses a provider it does not know", async () => {
    const sandbox = createCollectionPointFinder();
    expect(await sandbox.byId("CP-BATH-01")).not.toBeNull();
    expect(() => createCollectionPointFinder("collectplus-live")).toThrow(
      'Unknown collection point provider "collectplus-live": use one of sandbox.',
    );
  });
});
