import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceInMiles, KM_PER_MILE, milesToKm } from "./distance.ts";
import { nearestWithin, RANGE_CHOICES_MILES, roundMiles } from "./nearest-stores.ts";

const bath = { latitude: 51.3811, longitude: -2.359 };
const bristol = { latitude: 51.4584, longitude: -2.5848 };
const london = { latitude: 51.5074, longitude: -0.1278 };
const newYork = { latitude: 40.7128, longitude: -74.006 };

describe("great-circle distance (spec 002 §4 store finder, §9)", () => {
  it("uses 1.609344 km to the mile", () => {
    expect(KM_PER_MILE).toBe(1.609344);
    expect(milesToKm(10)).toBeCloseTo(16.09344, 6);
  });

  it("measures known distances in miles", () => {
    expect(distanceInMiles(bath, bristol)).toBeCloseTo(11.3, 0);
    expect(distanceInMiles(london, newYork)).toBeGreaterThan(3450);
    expect(distanceInMiles(london, newYork)).toBeLessThan(3475);
  });

  it("is zero from a point to itself and the same both ways", () => {
    const point = fc.record({
      latitude: fc.double({ min: -89, max: 89, noNaN: true }),
      longitude: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceInMiles(a, a)).toBeCloseTo(0, 6);
        expect(distanceInMiles(a, b)).toBeCloseTo(distanceInMiles(b, a), 6);
      }),
    );
  });
});

describe("nearest stores", () => {
  const stores = [
    { code: "london", ...london },
    { code: "bristol", ...bristol },
    { code: "bath", ...bath },
    { code: "new-york", ...newYork },
  ];

  it("sorts the stores in range nearest first and drops the rest", () => {
    const near = nearestWithin(stores, { latitude: 51.3751, longitude: -2.36172 }, 25);
    expect(near.map((s) => s.code)).toEqual(["bath", "bristol"]);
    expect(near[0]!.distanceMiles).toBeLessThan(1);
  });

  it("keeps every store within 600 miles of Bath except New York ('All stores')", () => {
    expect(RANGE_CHOICES_MILES).toEqual([1, 2, 10, 25, 50, 75, 600]);
    expect(nearestWithin(stores, bath, 600).map((s) => s.code)).toEqual(["bath", "bristol", "london"]);
  });

  it("rounds to one decimal under ten miles and to whole miles above", () => {
    expect(roundMiles(0.44)).toBe(0.4);
    expect(roundMiles(11.3)).toBe(11);
  });
});
