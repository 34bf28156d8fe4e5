import { describe, expect, it } from "vitest";
import { chosenCollectionPoint } from "./chosen-collection-point.ts";
import type { CollectionPoint } from "./collection-points.ts";

describe("chosenCollectionPoint", () => {
  it("carries the point's id, address and opening hours as the checkout state names them", () => {
    const hours = [{ day: "Sunday", hours: null }];
    const point: CollectionPoint = {
      id: "CP-BATH-01",
      name: "One Stop Bloomfield Road",
      line1: "56 Bloomfield Road",
      line2: null,
      townCity: "Bath",
      postcode: "BA2 7QE",
      countryIso: "GB",
      latitude: 51.364,
      longitude: -2.3687,
      distanceMiles: 1.3,
      openingHours: hours,
    };
    expect(chosenCollectionPoint(point)).toEqual({
      collectPlusCollectionDetails: {
        id: "CP-BATH-01",
        name: "One Stop Bloomfield Road",
        line1: "56 Bloomfield Road",
        line2: null,
        townCity: "Bath",
        postcode: "BA2 7QE",
        countryIso: "GB",
      },
      collectPlusStoreHours: hours,
    });
  });
});
