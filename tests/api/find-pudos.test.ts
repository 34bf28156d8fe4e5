import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, Shopper } from "../setup/api-app.ts";

// Issue 15 point 5: `GET /checkout/secure/findPudos` (spec 001 §7) over the sandbox Collect+ network, on SQLite
// and PostgreSQL. Errors are answered with a status other than 200, as the spec's caller expects.
let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

interface PointsBody {
  points: {
    id: string;
    name: string;
    townCity: string;
    postcode: string;
    distanceMiles: number;
    openingHours: { day: string; hours: string | null }[];
  }[];
}

const get = (path: string) => harness.app.request(`http://localhost${path}`);
const find = (query: string, version = "") => get(`${version}/checkout/secure/findPudos?${query}`);

describe("findPudos by position", () => {
  it("answers the nearest points to Bath, nearest first, with their opening hours, shareable", async () => {
    const response = await find("latitude=51.3811&longitude=-2.359");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.getSetCookie()).toEqual([]);
    const { points } = (await response.json()) as PointsBody;
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.length).toBeLessThanOrEqual(10);
    expect(points[0]?.townCity).toBe("Bath");
    expect(points[0]?.distanceMiles).toBeLessThanOrEqual(2);
    const distances = points.map((p) => p.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(points[0]?.openingHours.map((d) => d.day)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
  });

  it("answers the same under each version's prefix", async () => {
    const bare = await (await find("latitude=51.3811&longitude=-2.359")).json();
    for (const version of ["/uk", "/us", "/row"])
      expect(await (await find("latitude=51.3811&longitude=-2.359", version)).json()).toEqual(bare);
  });

  it("answers 404 zeroResults in the middle of the Atlantic", async () => {
    const response = await find("latitude=40&longitude=-35");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      type: "NotFoundError",
      error: "zeroResults",
      message:
        "There are no Collect+ points near there. Please try another postcode or town, or choose home delivery.",
    });
  });

  it("gives a signed-in shopper the same shareable answer, without touching their cookie", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/uk/checkout/secure/findPudos?latitude=51.3811&longitude=-2.359");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).not.toContain(shopper.csrfToken);
  });
});

describe("findPudos by postcode or town", () => {
  it.each(["BA1 1DA", "ba11da", "BA2", "Bath", "bath, uk"])("finds points in Bath for %s", async (place) => {
    const response = await find(`query=${encodeURIComponent(place)}`, "/uk");
    expect(response.status).toBe(200);
    const { points } = (await response.json()) as PointsBody;
    expect(points[0]?.townCity).toBe("Bath");
  });

  it("finds points in a town beyond the store towns (Swindon)", async () => {
    const { points } = (await (await find("query=Swindon")).json()) as PointsBody;
    expect(points.every((p) => p.postcode.startsWith("SN"))).toBe(true);
  });

  it.each([
    ["a place that does not exist", "Atlantis Prime"],
    ["a town outside Great Britain", "Paris, France"],
    ["a postcode outside the network", "ZZ9 9ZZ"],
  ])("answers 400 invalidAddress for %s", async (_name, place) => {
    const response = await find(`query=${encodeURIComponent(place)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      type: "ValidationError",
      error: "invalidAddress",
      message: "We couldn't find that place. Please check the postcode or town and try again.",
    });
  });
});

describe("findPudos refuses bad and hostile queries with 400 and a clear message", () => {
  it.each([
    ["nothing to search by", "", /either a postcode or town/],
    ["latitude alone", "latitude=51.38", /both latitude and longitude/],
    ["empty coordinates", "latitude=&longitude=", /latitude must be a number/],
    ["words for a latitude", "latitude=north&longitude=-2.3", /latitude must be a number/],
    ["an exponent", "latitude=1e1&longitude=-2.3", /latitude must be a number/],
    ["Infinity", "latitude=Infinity&longitude=-2.3", /latitude must be a number/],
    ["a latitude off the Earth", "latitude=91&longitude=0", /latitude must be between -90 and 90/],
    ["a longitude off the Earth", "latitude=0&longitude=-181", /longitude must be between -180 and 180/],
    ["both a place and a position", "query=Bath&latitude=51.38&longitude=-2.36", /either a postcode or town/],
    ["an empty place", "query=%20%20", /query must be a postcode or town/],
    ["a place too long", `query=${"a".repeat(61)}`, /at most 60 characters/],
    ["a very long place", `query=${"x".repeat(10_000)}`, /at most 60 characters/],
    ["HTML", `query=${encodeURIComponent("<script>alert(1)</script>")}`, /query must be a postcode or town/],
    ["SQL", `query=${encodeURIComponent("' OR 1=1 --")}`, /query must be a postcode or town/],
    ["SQL after a town", `query=${encodeURIComponent("Bath'; DROP TABLE carts; --")}`, /postcode or town/],
    ["a parameter it does not know", "latitude=51.38&longitude=-2.36&radius=500", /radius/i],
  ])("refuses %s", async (_name, query, message) => {
    const response = await find(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { type: string; message: string };
    expect(body.type).toBe("ValidationError");
    expect(body.message).toMatch(message);
    expect(response.headers.get("cache-control") ?? "").not.toMatch(/public/);
  });

  it("refuses a NUL character before the search sees it", async () => {
    expect((await find("query=Bath%00")).status).toBe(400);
  });

  it("knows no version but uk, us and row", async () => {
    expect((await find("latitude=51.38&longitude=-2.36", "/xx")).status).toBe(404);
  });
});
