import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db.ts";
import { migrateToLatest } from "../../migrate.ts";
import { Random } from "../random.ts";
import { seedReference } from "./seed-reference.ts";

async function seededDatabase(): Promise<DatabaseHandle> {
  const handle = openDatabase(":memory:");
  await migrateToLatest(handle.db);
  await seedReference(handle.db, new Random(1));
  return handle;
}

describe("seedReference", () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await seededDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  it("sells in pounds, dollars and euros with their symbols", async () => {
    const currencies = await handle.db.selectFrom("currencies").selectAll().orderBy("isocode").execute();
    expect(currencies.map((c) => [c.isocode, c.symbol])).toEqual([
      ["EUR", "€"],
      ["GBP", "£"],
      ["USD", "$"],
    ]);
  });

  it("has one base store per version with its default currency", async () => {
    const stores = await handle.db.selectFrom("baseStores").selectAll().orderBy("uid").execute();
    expect(stores).toEqual([
      { uid: "twc-row", version: "row", defaultCurrency: "EUR" },
      { uid: "twc-uk", version: "uk", defaultCurrency: "GBP" },
      { uid: "twc-us", version: "us", defaultCurrency: "USD" },
    ]);
  });

  it("lists every ISO 3166-1 country once", async () => {
    const countries = await handle.db.selectFrom("countries").selectAll().execute();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(new Set(countries.map((c) => c.isocode)).size).toBe(countries.length);
    for (const country of countries) expect(country.isocode).toMatch(/^[A-Z]{2}$/);
  });

  it("maps GB to uk, US to us and every other country to row (spec 000 §9)", async () => {
    const rows = await handle.db.selectFrom("countries").selectAll().execute();
    const byIso = new Map(rows.map((row) => [row.isocode, row]));
    expect(byIso.get("GB")).toMatchObject({
      name: "United Kingdom",
      version: "uk",
      baseStore: "twc-uk",
      currencyIso: "GBP",
    });
    expect(byIso.get("US")).toMatchObject({
      name: "United States",
      version: "us",
      baseStore: "twc-us",
      currencyIso: "USD",
    });
    expect(byIso.get("FR")).toMatchObject({
      name: "France",
      version: "row",
      baseStore: "twc-row",
      currencyIso: "EUR",
    });
    expect(byIso.get("JP")).toMatchObject({ version: "row", currencyIso: "EUR" });
    const others = rows.filter((row) => row.isocode !== "GB" && row.isocode !== "US");
    expect(others.every((row) => row.version === "row" && row.baseStore === "twc-row")).toBe(true);
  });

  it("points every country at a currency that exists", async () => {
    const missing = await handle.db
      .selectFrom("countries")
      .leftJoin("currencies", "currencies.isocode", "countries.currencyIso")
      .select("countries.isocode")
      .where("currencies.isocode", "is", null)
      .execute();
    expect(missing).toEqual([]);
  });

  it("checks real postcodes for the countries it has patterns for", async () => {
    const rows = await handle.db.selectFrom("countries").select(["isocode", "postCodeRegex"]).execute();
    const pattern = (iso: string) =>
      new RegExp(rows.find((row) => row.isocode === iso)?.postCodeRegex ?? "^$");
    const valid: Record<string, string[]> = {
      GB: ["BA1 1DA", "SW3 4LY", "ec1a1bb", "GIR 0AA"],
      US: ["10065", "20007-1234"],
      IE: ["D02 X285", "D6W 1234", "A65F4E2"],
      FR: ["75008"],
      DE: ["10117"],
      NL: ["1012 AB", "1012AB"],
      CA: ["K1A 0B1", "m5v3l9"],
      AU: ["2000"],
    };
    for (const [iso, codes] of Object.entries(valid)) {
      for (const code of codes) expect(pattern(iso).test(code), `${iso} ${code}`).toBe(true);
    }
    expect(pattern("GB").test("12345")).toBe(false);
    expect(pattern("US").test("SW3 4LY")).toBe(false);
    expect(pattern("CA").test("D1A 0B1")).toBe(false);
    expect(rows.filter((row) => row.postCodeRegex === null).length).toBeGreaterThan(200);
  });

  it("makes the same rows every time", async () => {
    const other = await seededDatabase();
    try {
      const read = (db: DatabaseHandle) =>
        db.db.selectFrom("countries").selectAll().orderBy("isocode").execute();
      expect(await read(other)).toEqual(await read(handle));
    } finally {
      await other.close();
    }
  });
});
