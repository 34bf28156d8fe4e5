import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";

// Find a store (spec 002 §4, §8, §9): the our-stores page, a page per store and GET /api/stores, on both dialects.
let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const get = (path: string) => harness.app.request(`http://localhost${path}`);

interface FinderBody {
  outcome: string;
  origin: { name: string } | null;
  stores: { code: string; slug: string; distanceMiles: number | null }[];
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
}

async function finder(query: string): Promise<FinderBody> {
  const response = await get(`/api/stores?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as FinderBody;
}

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

describe("GET /api/stores", () => {
  it("answers the stores near a postcode nearest first, 15 a page, and page 2 carries on", async () => {
    const first = await finder("location=BA1%201DA&range=600");
    expect(first).toMatchObject({ outcome: "found", page: 1, pageSize: 15 });
    expect(first.stores).toHaveLength(15);
    expect(first.stores[0]!.code).toBe("store-bath");
    const distances = first.stores.map((s) => s.distanceMiles!);
    expect(ascending(distances)).toEqual(distances);
    expect(first.total).toBeGreaterThan(15);

    const second = await finder("location=BA1%201DA&range=600&page=2");
    expect(second.page).toBe(2);
    expect(second.stores[0]!.distanceMiles).toBeGreaterThanOrEqual(distances.at(-1)!);
    const firstCodes = new Set(first.stores.map((s) => s.code));
    expect(second.stores.some((s) => firstCodes.has(s.code))).toBe(false);
  });

  it("drops the stores beyond the range", async () => {
    const near = await finder("location=Bath&range=10");
    expect(near.stores.map((s) => s.code)).toEqual(["store-bath"]);
  });

  it("lists every store by name without a search, the version's country first", async () => {
    const uk = await finder("version=uk");
    expect(uk.outcome).toBe("all");
    expect(uk.stores).toHaveLength(15);
    expect(uk.stores[0]!.distanceMiles).toBeNull();
    const us = await finder("version=us");
    expect(us.stores[0]!.code).not.toMatch(/^store-(bath|bristol)$/);
  });

  it("says when a place cannot be found or has no store in range", async () => {
    expect(await finder("location=Qwxzzy")).toMatchObject({ outcome: "locationNotFound", stores: [] });
    expect(await finder("latitude=50.1&longitude=-30&range=75")).toMatchObject({
      outcome: "noStoresInRange",
      stores: [],
    });
  });

  it("refuses a bad position with 400 and says which coordinate is wrong and what it must be", async () => {
    for (const [query, message] of [
      ["latitude=91&longitude=0", "latitude: must be a number of degrees from -90 to 90"],
      ["latitude=51.5&longitude=-181", "longitude: must be a number of degrees from -180 to 180"],
      ["latitude=north&longitude=0", "latitude: must be a number of degrees from -90 to 90"],
      ["latitude=51.3", "latitude: Give both latitude and longitude, or neither"],
      ["location=Leeds&latitude=51.3&longitude=-1", "location: Give a location or a position, not both"],
    ]) {
      const response = await get(`/api/stores?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message, query).toBe(message);
    }
  });

  it("answers a page past the end with the last page, and an empty list with its outcome when nothing is found", async () => {
    const last = await finder("location=Leeds&range=75&page=9");
    expect(last).toMatchObject({ outcome: "found", page: 1, totalPages: 1, total: 11 });
    expect(await finder("location=Qwxzzy&page=3")).toMatchObject({
      outcome: "locationNotFound",
      stores: [],
      total: 0,
      totalPages: 1,
      page: 1,
    });
  });

  it("refuses bad input with 400", async () => {
    for (const query of [
      "range=3",
      "latitude=51.3",
      "latitude=91&longitude=0",
      "page=0",
      "location=",
      "colour=red",
    ])
      expect((await get(`/api/stores?${query}`)).status, query).toBe(400);
  });
});

describe("the our-stores page", () => {
  it("shows the stores near a postcode, nearest first, with today marked, 15 a page with page links", async () => {
    const response = await get("/uk/our-stores?location=BA1%201DA&range=600");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("stores near BA1 1DA");
    expect(html.match(/class="store-finder-card"/g)).toHaveLength(15);
    expect(html.indexOf('id="store-bath"')).toBeLessThan(html.indexOf('id="store-bristol"'));
    expect(html).toContain('aria-current="date"');
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=51.3811,-2.359");
    expect(html).toMatch(/href="\/uk\/our-stores\?location=BA1\+1DA&amp;range=600&amp;page=2"/);
  });

  it("answers the zero-results wording of spec 002 §8 when no store is in range, and says when a place is unknown", async () => {
    const none = await (await get("/uk/our-stores?latitude=50.1&longitude=-30&range=75")).text();
    expect(none).toContain("No stores found for the location and radius.");
    const unknown = await (await get("/uk/our-stores?location=Qwxzzy")).text();
    expect(unknown).toContain("We couldn&#x27;t find Qwxzzy.");
  });

  it("lists every store without a search, paged from 1", async () => {
    const html = await (await get("/uk/our-stores?page=2")).text();
    expect(html).toContain('aria-current="page" aria-label="Page 2"');
    expect(html.match(/class="store-finder-card"/g)).toHaveLength(15);
  });
});

describe("a store's own page", () => {
  it("answers 200 with its details and schema.org Store data", async () => {
    const response = await get("/uk/our-stores/bath");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("8 Milsom Street");
    expect(html).toContain('href="/uk/our-stores"');
    expect(html).toContain("Returns of online orders");
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/gs;
    const data = [...html.matchAll(block)].map((m) => JSON.parse(m[1]!));
    const store = data.find((d) => d["@type"] === "Store");
    expect(store).toMatchObject({
      address: { streetAddress: "8 Milsom Street", postalCode: "BA1 1DA", addressCountry: "GB" },
      geo: { latitude: 51.3811, longitude: -2.359 },
    });
    expect(store.openingHoursSpecification.length).toBeGreaterThanOrEqual(6);
  });

  it("answers an unknown store with the not-found page and 404", async () => {
    const response = await get("/uk/our-stores/atlantis");
    expect(response.status).toBe(404);
  });
});
