import { describe, expect, it } from "vitest";
import type { CollectionPoint } from "../collection-points/collection-points.ts";
import { describeOrderDelivery } from "./order-delivery-description.ts";
import type { OrderDelivery } from "./order-types.ts";

// The order's delivery as the e-mail and the order pages tell it: the service by its shopper's name, the day in
// the locale's words, the country by name; UK and US English by the version the order was sold on.

const ANN = { title: "", firstName: "Ann", lastName: "Lee", phoneNumber: "01225 123456" };
const MILSOM = {
  line1: "1 Milsom Street",
  line2: null,
  townCity: "Bath",
  postcode: "BA1 1DA",
  countryIso: "GB",
  regionIso: null,
  savedAddressId: null,
};

function home(mode: OrderDelivery["mode"], date: string | null = null): OrderDelivery {
  return {
    type: "homeDelivery",
    mode,
    modeName: "Choose your delivery day",
    date,
    person: ANN,
    address: MILSOM,
    point: null,
  };
}

const POINT: CollectionPoint = {
  id: "CP1",
  name: "Milsom News",
  line1: "12 Milsom Street",
  line2: null,
  townCity: "Bath",
  postcode: "BA1 1BZ",
  countryIso: "GB",
  latitude: 51.38,
  longitude: -2.36,
  distanceMiles: 0.1,
  openingHours: [],
};

describe("describeOrderDelivery", () => {
  it("names a nominated day with its day in UK words, and the country by name (uk)", () => {
    const described = describeOrderDelivery(home("NOMINATE", "2026-12-04"), { version: "uk" });
    expect(described.service).toBe("Nominated day: Friday 4 December");
    expect(described.place).toEqual(["1 Milsom Street", "Bath", "BA1 1DA", "United Kingdom"]);
    expect(described.sentence).toBe(
      "Nominated day: Friday 4 December, to Ann Lee, 1 Milsom Street, Bath, BA1 1DA, United Kingdom.",
    );
  });

  it("names each uk mode as a shopper would, never by checkout's button label", () => {
    const names = (["STD", "NEXTDAY", "SAT", "SUN"] as const).map(
      (mode) => describeOrderDelivery(home(mode), { version: "uk" }).service,
    );
    expect(names).toEqual(["Standard delivery", "Next day delivery", "Saturday delivery", "Sunday delivery"]);
    expect(describeOrderDelivery(home("STD"), { version: "row" }).sentence).toBe(
      "Standard delivery to Ann Lee, 1 Milsom Street, Bath, BA1 1DA, United Kingdom.",
    );
  });

  it("says shipping on the us site, with US dates and the state without its country prefix", () => {
    const nyc = {
      ...home("NEXTDAY"),
      person: { ...ANN, title: "Ms" },
      address: {
        ...MILSOM,
        line1: "350 Fifth Avenue",
        townCity: "New York",
        postcode: "10118",
        countryIso: "US",
        regionIso: "US-NY",
      },
    };
    expect(describeOrderDelivery(nyc, { version: "us" }).sentence).toBe(
      "Express shipping to Ms Ann Lee, 350 Fifth Avenue, New York, NY, 10118, United States.",
    );
    expect(describeOrderDelivery({ ...nyc, mode: "STD" }, { version: "us" }).service).toBe(
      "Standard shipping",
    );
    expect(describeOrderDelivery(home("NOMINATE", "2026-12-04"), { version: "us" }).service).toBe(
      "Nominated day: Friday, December 4",
    );
  });

  it("writes days and countries in the page's locale when it is given", () => {
    const described = describeOrderDelivery(home("NOMINATE", "2026-12-04"), {
      version: "uk",
      locale: "en-US",
    });
    expect(described.service).toBe("Nominated day: Friday, December 4");
  });

  it("tells a Collect+ order by its point, for the person collecting", () => {
    const collect: OrderDelivery = { ...home("COLLECT+"), type: "collectPlus", address: null, point: POINT };
    const described = describeOrderDelivery(collect, { version: "uk" });
    expect(described.service).toBe("Collect+");
    expect(described.place).toEqual(["Milsom News", "12 Milsom Street", "Bath", "BA1 1BZ", "United Kingdom"]);
    expect(described.sentence).toBe(
      "Collect+ from Milsom News, 12 Milsom Street, Bath, BA1 1BZ, United Kingdom, for Ann Lee.",
    );
  });
});
