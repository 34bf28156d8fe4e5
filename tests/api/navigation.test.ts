import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, Shopper } from "../setup/api-app.ts";

// Issue 27 point 5: the addresses that stand for another page (spec 000 §2) and the region selector's grouping
// (spec 002 §7), over HTTP on both dialects.

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  harness.app.request(`http://localhost${path}`, { headers, redirect: "manual" });

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
  body: new URLSearchParams(fields).toString(),
});

async function shopperWhoChose(countryCode: string, currency: string): Promise<Shopper> {
  const shopper = await new Shopper(harness.app).begin();
  const chosen = await shopper.request(
    "/_s/currency_country_xhr/",
    form({ code: currency, countryCode, path: "/uk/" }),
  );
  expect(chosen.status).toBe(200);
  return shopper;
}

describe("a route without a version (spec 000 §2: to the current version)", () => {
  it("goes to the version of the country the shopper chose, keeping the query, and is never shared", async () => {
    const american = await shopperWhoChose("US", "USD");
    const response = await american.request("/foo?colour=sage");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/us/foo?colour=sage");
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const french = await shopperWhoChose("FR", "EUR");
    // The bag page's address, though /bag/… are the bag's calls.
    expect((await french.request("/bag")).headers.get("location")).toBe("/row/bag");
    expect((await french.request("/")).headers.get("location")).toBe("/row/");
  });

  it("goes to the version of the page of ours the shopper came from, before their country", async () => {
    const british = await shopperWhoChose("GB", "GBP");
    const response = await british.request("/bag", {
      headers: { referer: "http://localhost/us/help/delivery" },
    });
    expect(response.headers.get("location")).toBe("/us/bag");
    // Another site's page says nothing about the shopper's version.
    const foreign = await british.request("/bag", { headers: { referer: "http://elsewhere.example/row/" } });
    expect(foreign.headers.get("location")).toBe("/uk/bag");
  });

  it("goes to uk for a shopper who has chosen nothing", async () => {
    const response = await get("/xx/whatever");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/uk/xx/whatever");
  });

  it("leaves a client navigation's data request for a version's home page (/row.data) to that version", async () => {
    for (const version of ["uk", "us", "row"]) {
      const response = await get(`/${version}.data`);
      await response.text();
      expect(response.status, version).toBe(200);
    }
  });

  it("still refuses a state-changing call to an address without a version", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/foo", { method: "POST", body: "" });
    expect(response.status).toBe(404);
  });
});

describe("help aliases at the top of a version (spec 000 §2)", () => {
  it.each([
    ["/uk/wedding-list", "/uk/help/wedding-list"],
    ["/us/brilliant-breakfast?from=banner", "/us/help/brilliant-breakfast?from=banner"],
    ["/row/black-friday-2026", "/row/help/black-friday-2026"],
    ["/uk/business-to-business", "/uk/help/business-to-business"],
    ["/uk/giving-tuesday", "/uk/help/giving-tuesday"],
    ["/uk/international-womens-day", "/uk/help/international-womens-day"],
    ["/uk/gift-cards", "/uk/help/gift-cards"],
  ])("sends %s to its help page, which answers", async (alias, help) => {
    const response = await get(alias);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(help);
    expect((await get(help)).status).toBe(200);
  });

  it("leaves the pages that own an address under an alias", async () => {
    expect((await get("/uk/gift-cards/balance")).status).toBe(200);
    const subscription = await get("/uk/subscription");
    expect(subscription.headers.get("location")).toBeNull();
  });
});

interface CountryAnswer {
  data: {
    baseStoreCountries: { isocode: string; name: string }[];
    regionsForCountries: { code: string; name: string; countries: string[] }[];
  };
}

describe("GET /header/countryCurrency/ regionsForCountries (spec 002 §7 region selector fetch)", () => {
  it("groups every country by region, each once, in the order of the list", async () => {
    const response = await get("/header/countryCurrency/");
    expect(response.status).toBe(200);
    const { baseStoreCountries, regionsForCountries } = ((await response.json()) as CountryAnswer).data;
    expect(regionsForCountries.map((region) => region.code)).toEqual([
      "europe",
      "north-america",
      "south-america",
      "middle-east",
      "asia",
      "africa",
      "oceania",
      "antarctica",
    ]);
    const grouped = regionsForCountries.flatMap((region) => region.countries);
    expect([...grouped].sort()).toEqual(baseStoreCountries.map((country) => country.isocode).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    const order = baseStoreCountries.map((country) => country.isocode);
    for (const region of regionsForCountries) {
      const positions = region.countries.map((isocode) => order.indexOf(isocode));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    const europe = regionsForCountries.find((region) => region.code === "europe");
    expect(europe?.name).toBe("Europe");
    expect(europe?.countries).toEqual(expect.arrayContaining(["GB", "FR", "DE", "NL"]));
    expect(regionsForCountries.find((region) => region.code === "north-america")?.countries).toContain("US");
  });
});

describe("GET /api/navigation/{version}/menu.json (the main menu's submenus, fetched on first use)", () => {
  interface MenuAnswer {
    sections: {
      id: string;
      label: string;
      url: string;
      columns: { id: string; title: string; links: { linkName: string; url: string }[] }[];
      underNavigation: { linkName: string; url: string }[];
    }[];
  }

  it("answers every top item with its columns, the same for everyone, for a few minutes", async () => {
    const response = await get("/api/navigation/uk/menu.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("set-cookie")).toBeNull();
    const { sections } = (await response.json()) as MenuAnswer;
    expect(sections.length).toBeGreaterThan(3);
    const withColumns = sections.filter((section) => section.columns.length > 0);
    expect(withColumns.length).toBeGreaterThan(0);
    for (const section of withColumns) {
      for (const column of section.columns) {
        expect(column.links.length).toBeGreaterThan(0);
        for (const link of column.links) expect(link.url).toMatch(/^\//);
      }
    }
  });

  it("leaves the submenus out of every page, which carries only the top items", async () => {
    const { sections } = (await (await get("/api/navigation/uk/menu.json")).json()) as MenuAnswer;
    const columnTitles = sections.flatMap((section) => section.columns.map((column) => column.title));
    // The page's data as its hydration reads it, for the layout and the page: a string as JSON, in the router's data
    // or inside one of its JSON texts (decision 069, where it is escaped once more).
    const data = await (await get("/uk/our-stores.data")).text();
    const carries = (text: string) =>
      data.includes(JSON.stringify(text)) || data.includes(JSON.stringify(JSON.stringify(text)).slice(1, -1));
    for (const section of sections) expect(carries(section.label), section.label).toBe(true);
    expect(columnTitles.length).toBeGreaterThan(0);
    const carried = columnTitles.filter(carries);
    expect(carried).toEqual([]);
  });

  it("refuses a version that does not exist", async () => {
    const response = await get("/api/navigation/fr/menu.json");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("version must be uk, us or row");
  });
});
