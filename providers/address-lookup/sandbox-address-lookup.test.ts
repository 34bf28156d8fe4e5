import { describe, expect, it } from "vitest";
import { buildAddressBook, SANDBOX_TOWNS } from "./sandbox-address-book.ts";
import { createSandboxAddressLookup, postcodeCentroid } from "./sandbox-address-lookup.ts";

const lookup = createSandboxAddressLookup();

describe("the sandbox address book", () => {
  it("is the same on every build, address for address", () => {
    const first = buildAddressBook();
    const second = buildAddressBook();
    for (const country of ["GB", "US"]) {
      const texts = (book: typeof first) =>
        book.postcodes(country).flatMap((postcode) => postcode.addresses.map((a) => `${a.id} ${a.text}`));
      expect(texts(second)).toEqual(texts(first));
    }
  });

  it("gives every postcode 10 to 25 addresses with unique ids, each near its postcode's centre", () => {
    const book = buildAddressBook();
    const ids = new Set<string>();
    for (const country of ["GB", "US"])
      for (const postcode of book.postcodes(country)) {
        expect(postcode.addresses.length).toBeGreaterThanOrEqual(10);
        expect(postcode.addresses.length).toBeLessThanOrEqual(25);
        for (const address of postcode.addresses) {
          expect(ids.has(address.id)).toBe(false);
          ids.add(address.id);
          expect(Math.abs(address.latitude - postcode.latitude)).toBeLessThan(0.01);
          expect(Math.abs(address.longitude - postcode.longitude)).toBeLessThan(0.01);
        }
      }
    expect(ids.size).toBeGreaterThan(10_000);
  });

  it("writes UK postcodes as district, sector and unit, and US ones as five-digit ZIP codes", () => {
    const book = buildAddressBook();
    for (const postcode of book.postcodes("GB"))
      expect(postcode.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
    for (const postcode of book.postcodes("US")) expect(postcode.postcode).toMatch(/^\d{5}$/);
  });

  it("covers more than forty UK and forty US towns beyond the stores', Alaska, Hawaii and Puerto Rico included", () => {
    const towns = (country: string) =>
      new Set(SANDBOX_TOWNS.filter((t) => t.countryIso === country).map((t) => t.townCity));
    expect(towns("GB").size).toBeGreaterThan(55 + 40);
    expect(towns("US").size).toBeGreaterThan(6 + 40);
    const states = new Set(SANDBOX_TOWNS.map((town) => town.regionIso));
    for (const state of ["AK", "HI", "PR"]) expect(states).toContain(state);
  });
});

describe("suggestions for a postcode", () => {
  it("lists the addresses of a whole postcode, however it is spaced or cased", async () => {
    for (const query of ["BA1 1DA", "ba11da", "  Ba1   1dA "]) {
      const suggestions = await lookup.suggest(query, "GB", 50);
      expect(suggestions.length).toBeGreaterThanOrEqual(10);
      for (const suggestion of suggestions) expect(suggestion.text).toMatch(/, Bath, BA1 1DA$/);
    }
  });

  it("matches postcodes starting with a partial one, and keeps a typed space between district and sector", async () => {
    const district = await lookup.suggest("BA1", "GB", 500);
    const postcodes = new Set(district.map((s) => s.text.split(", ").at(-1)));
    expect(postcodes.size).toBeGreaterThan(1);
    for (const postcode of postcodes) expect(postcode).toMatch(/^BA1\d? /);
    const sector = await lookup.suggest("BA1 1", "GB", 500);
    for (const suggestion of sector) expect(suggestion.text).toMatch(/BA1 1[A-Z]{2}$/);
  });

  it("finds a US ZIP code and a ZIP+4", async () => {
    for (const query of ["10065", "10065-1234"]) {
      const suggestions = await lookup.suggest(query, "US", 10);
      expect(suggestions.length).toBe(10);
      for (const suggestion of suggestions) expect(suggestion.text).toMatch(/, New York, NY 10065$/);
    }
  });

  it("has the Bath store's postcode on Milsom Street and other Bath postcodes besides", async () => {
    const store = await lookup.suggest("BA1 1DA", "GB", 1);
    expect(store[0]?.text).toMatch(/Milsom Street, Bath, BA1 1DA$/);
    const bath = buildAddressBook()
      .postcodes("GB")
      .filter((postcode) => postcode.addresses[0]?.townCity === "Bath");
    expect(bath.length).toBeGreaterThanOrEqual(4);
  });

  it("can look up the postcodes delivery restricts: islands, Highlands, Channel Islands, Isle of Man, BFPO", async () => {
    const restricted: [postcode: string, town: string][] = [
      ["IV2", "Inverness"],
      ["HS1", "Stornoway"],
      ["KW15", "Kirkwall"],
      ["JE2", "St Helier"],
      ["GY1", "St Peter Port"],
      ["IM1", "Douglas"],
      ["BT1", "Belfast"],
      ["TR21", "Hugh Town"],
      ["BFPO 105", "BFPO 105"],
    ];
    for (const [query, town] of restricted) {
      const [first] = await lookup.suggest(query, "GB", 1);
      expect(first?.text, query).toContain(`, ${town}, `);
    }
  });
});

describe("suggestions for the start of an address", () => {
  it("puts a house number and street first, then streets, then towns", async () => {
    const milsom = await lookup.suggest("Milsom", "GB", 10);
    expect(milsom.length).toBe(10);
    for (const suggestion of milsom) expect(suggestion.text).toContain("Milsom Street, Bath");
    const numbered = milsom[0]?.text.match(/^(\d+) Milsom Street/)?.[1];
    expect(numbered).toBeDefined();
    const [exact] = await lookup.suggest(`${numbered} milsom street`, "GB", 1);
    expect(exact?.text).toMatch(new RegExp(`^${numbered} Milsom Street, Bath`));
  });

  it("ranks a street named like a town before the town's own addresses", async () => {
    const suggestions = await lookup.suggest("york", "GB", 1_000);
    const firstInYork = suggestions.findIndex(
      (s) => s.text.includes(", York, YO") && !s.text.includes("York Road"),
    );
    const lastYorkRoad = suggestions.findLastIndex((s) => s.text.includes("York Road"));
    expect(firstInYork).toBeGreaterThan(0);
    expect(lastYorkRoad).toBeGreaterThanOrEqual(0);
    expect(lastYorkRoad).toBeLessThan(firstInYork);
  });

  it("ignores case, accents and apostrophes", async () => {
    const [hawaii] = await lookup.suggest("KALAKAUA", "US", 1);
    expect(hawaii?.text).toMatch(/Kalākaua Avenue, (Apt \w+, |Suite \d+, )?Honolulu, HI/);
    const [puerto] = await lookup.suggest("calle loiza", "US", 1);
    expect(puerto?.text).toContain("Calle Loíza, San Juan, PR");
    const [chelsea] = await lookup.suggest("kings road", "GB", 1);
    expect(chelsea?.text).toContain("King's Road, London, SW3");
  });

  it("finds words in any order: a street with its town", async () => {
    const suggestions = await lookup.suggest("high street oxford", "GB", 10);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) expect(suggestion.text).toContain("High Street, Oxford, OX");
  });

  it("never gives more than the limit, and nothing for a limit of 0", async () => {
    expect((await lookup.suggest("High", "GB", 7)).length).toBe(7);
    expect(await lookup.suggest("High", "GB", 0)).toEqual([]);
  });

  it("finds nothing for nonsense, punctuation alone, or a country it does not cover", async () => {
    expect(await lookup.suggest("zzqx", "GB", 10)).toEqual([]);
    expect(await lookup.suggest("'; drop table--", "GB", 10)).toEqual([]);
    expect(await lookup.suggest("!!!", "GB", 10)).toEqual([]);
    expect(await lookup.suggest("Rue de Rivoli", "FR", 10)).toEqual([]);
  });
});

describe("reading an address", () => {
  it("reads back the whole address of a suggestion, the same every time", async () => {
    const [suggestion] = await lookup.suggest("10065", "US", 1);
    const address = await lookup.address(suggestion?.id ?? "");
    expect(address).toMatchObject({
      townCity: "New York",
      countyName: "New York",
      regionIso: "NY",
      postcode: "10065",
      countryIso: "US",
    });
    expect(suggestion?.text.startsWith(address?.line1 ?? "?")).toBe(true);
    expect(await createSandboxAddressLookup(() => buildAddressBook()).address(suggestion?.id ?? "")).toEqual(
      address,
    );
  });

  it("gives a UK address its county and no region", async () => {
    const address = await lookup.address("GB|BA11DA|1");
    expect(address).toMatchObject({
      townCity: "Bath",
      countyName: "Somerset",
      regionIso: null,
      postcode: "BA1 1DA",
    });
  });

  it("answers null for an unknown or malformed id", async () => {
    for (const id of ["GB|BA11DA|999", "GB|ZZ99ZZ|1", "", "<script>", "x".repeat(10_000)])
      expect(await lookup.address(id)).toBeNull();
  });
});

describe("postcode coordinates", () => {
  it("places a store's postcode on the store and a district at the middle of its postcodes", async () => {
    expect(postcodeCentroid("BA1 1DA")).toEqual({ latitude: 51.3811, longitude: -2.359 });
    expect(postcodeCentroid("ba11da", "GB")).toEqual({ latitude: 51.3811, longitude: -2.359 });
    const district = postcodeCentroid("BA1");
    expect(district?.latitude).toBeCloseTo(51.38, 1);
    expect(postcodeCentroid("10065")).toEqual({ latitude: 40.7695, longitude: -73.9668 });
    expect(await lookup.locate("10065-1234", "us")).toEqual({ latitude: 40.7695, longitude: -73.9668 });
  });

  it("answers null for a postcode it does not know", async () => {
    expect(postcodeCentroid("ZZ9 9ZZ")).toBeNull();
    expect(await lookup.locate("BA1 1DA", "US")).toBeNull();
    expect(await lookup.locate("not a postcode", "GB")).toBeNull();
  });
});
