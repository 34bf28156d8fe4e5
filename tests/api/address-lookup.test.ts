import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressSuggestion } from "../../core/address-lookup/address-lookup.ts";
import { UK_STORES } from "../../data/seed/stores/uk-stores.ts";
import { US_STORES } from "../../data/seed/stores/us-stores.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";

// Issue 15 point 3; spec 001 §7 "Checkout" api/address-suggestions and api/address-lookup.json, §5 "Please
// select an address". Answered by the sandbox lookup (the default ADDRESS_LOOKUP_PROVIDER).
let harness: Awaited<ReturnType<typeof createTestApp>>;
let shopper: Shopper;

beforeAll(async () => {
  harness = await createTestApp();
  shopper = await new Shopper(harness.app).begin();
});
afterAll(async () => {
  await harness.close();
});

function post(path: string, body: unknown, init: { csrf?: boolean; raw?: boolean } = {}) {
  return shopper.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: init.raw ? String(body) : JSON.stringify(body),
    csrf: init.csrf,
  });
}

async function suggest(query: string, countryIso = "GB", version = "/uk"): Promise<AddressSuggestion[]> {
  const response = await post(`${version}/checkout/secure/api/address-suggestions`, { query, countryIso });
  expect(response.status, query).toBe(200);
  return ((await response.json()) as { suggestions: AddressSuggestion[] }).suggestions;
}

describe("POST api/address-suggestions", () => {
  it("lists a postcode's addresses, at most ten, as a personal answer", async () => {
    const response = await post("/uk/checkout/secure/api/address-suggestions", {
      query: "BA1 1DA",
      countryIso: "GB",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { suggestions } = (await response.json()) as { suggestions: AddressSuggestion[] };
    expect(suggestions).toHaveLength(10);
    for (const suggestion of suggestions) {
      expect(suggestion.id).toEqual(expect.any(String));
      expect(suggestion.text).toMatch(/, Bath, BA1 1DA$/);
    }
  });

  it("answers with and without a version, in the US by ZIP code and by street", async () => {
    expect((await suggest("ba11da", "gb", ""))[0]?.text).toMatch(/Bath, BA1 1DA$/);
    expect((await suggest("10065", "US", "/us"))[0]?.text).toMatch(/New York, NY 10065$/);
    expect((await suggest("Newbury", "US", "/us"))[0]?.text).toMatch(/Newbury Street, Boston, MA 02116$/);
    expect((await suggest("Anchorage", "US", "/us"))[0]?.text).toMatch(/Anchorage, AK 995\d\d$/);
  });

  it("finds every seeded store's town by the store's postcode", async () => {
    for (const store of [...UK_STORES, ...US_STORES]) {
      const town = store.countryIso === "US" ? store.town.replace(/, ([A-Z]{2})$/, ", $1") : store.town;
      const [first] = await suggest(store.postcode, store.countryIso);
      expect(first?.text, store.code).toContain(`, ${town}`);
      expect(first?.text, store.code).toContain(store.postcode);
    }
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await suggest("qqqq")).toEqual([]);
    expect(await suggest("Rue de Rivoli", "FR")).toEqual([]);
  });

  it("treats hostile text as text: SQL, HTML and stray characters find nothing and break nothing", async () => {
    for (const query of [
      "'; DROP TABLE carts; --",
      "<script>alert(1)</script>",
      "\u202e%00",
      "%' OR 1=1 --",
    ]) {
      // Only the words count ("or 1 1" may well start an address); nothing typed comes back in an answer.
      const suggestions = await suggest(query);
      expect(suggestions.length).toBeLessThanOrEqual(10);
      for (const suggestion of suggestions) expect(suggestion.text).not.toMatch(/[<>;%]/);
    }
    expect(await suggest("<script>alert(1)</script>")).toEqual([]);
    // The edge refuses a NUL in any JSON string before the call sees it.
    const nul = await post("/uk/checkout/secure/api/address-suggestions", {
      query: "BA1\u0000",
      countryIso: "GB",
    });
    expect(nul.status).toBe(400);
  });

  it("refuses a missing, empty, too long or wrongly typed query, or a bad country, with a clear message", async () => {
    const path = "/uk/checkout/secure/api/address-suggestions";
    const cases: [unknown, RegExp][] = [
      [{ countryIso: "GB" }, /query/],
      [{ query: "   ", countryIso: "GB" }, /Please type a postcode or the start of an address/],
      [{ query: "a".repeat(81), countryIso: "GB" }, /at most 80 characters/],
      [{ query: 12, countryIso: "GB" }, /query/],
      [{ query: "BA1", countryIso: "GBR" }, /two-letter country code/],
      [{ query: "BA1", countryIso: "GB", extra: true }, /extra/],
      [["BA1"], /./],
    ];
    for (const [body, message] of cases) {
      const response = await post(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    const notJson = await post(path, "{query:", { raw: true });
    expect(notJson.status).toBe(400);
  });

  it("refuses a 10 kB query as a bad request, never a server error", async () => {
    const response = await post("/uk/checkout/secure/api/address-suggestions", {
      query: "x".repeat(10_000),
      countryIso: "GB",
    });
    expect(response.status).toBe(400);
  });

  it("refuses a call without the session's CSRF token", async () => {
    const response = await post(
      "/uk/checkout/secure/api/address-suggestions",
      { query: "BA1 1DA", countryIso: "GB" },
      { csrf: false },
    );
    expect(response.status).toBe(403);
  });
});

describe("POST api/address-lookup.json", () => {
  it("reads the whole address of a picked suggestion, with the country's name", async () => {
    const [picked] = await suggest("BA1 1DA");
    const response = await post("/uk/checkout/secure/api/address-lookup.json", { id: picked?.id });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { address } = (await response.json()) as { address: Record<string, unknown> };
    expect(address).toMatchObject({
      townCity: "Bath",
      countyName: "Somerset",
      regionIso: null,
      postcode: "BA1 1DA",
      countryIso: "GB",
      countryName: "United Kingdom",
    });
    expect(picked?.text.startsWith(String(address.line1))).toBe(true);
  });

  it("reads a US address with its state, without a version", async () => {
    const [picked] = await suggest("20007", "US", "/us");
    const response = await post("/checkout/secure/api/address-lookup.json", { id: picked?.id });
    const { address } = (await response.json()) as { address: Record<string, unknown> };
    expect(address).toMatchObject({
      townCity: "Washington",
      regionIso: "DC",
      postcode: "20007",
      countryIso: "US",
      countryName: "United States",
    });
  });

  it("answers 404 'Please select an address' for an id that names no address", async () => {
    for (const id of ["GB|BA11DA|999", "nothing", "' OR 1=1 --", "<img src=x onerror=alert(1)>"]) {
      const response = await post("/uk/checkout/secure/api/address-lookup.json", { id });
      expect(response.status, id).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe("Please select an address");
    }
  });

  it("refuses a missing, empty or oversized id with 400", async () => {
    for (const body of [{}, { id: "" }, { id: 7 }, { id: "x".repeat(10_000) }]) {
      const response = await post("/uk/checkout/secure/api/address-lookup.json", body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });

  it("refuses a call without the session's CSRF token", async () => {
    const response = await post(
      "/uk/checkout/secure/api/address-lookup.json",
      { id: "GB|BA11DA|1" },
      { csrf: false },
    );
    expect(response.status).toBe(403);
  });
});
