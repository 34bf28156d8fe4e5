import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STORE_SERVICES } from "../../../core/stores/store-services.ts";
import { type DatabaseHandle, openDatabase } from "../../db.ts";
import { migrateToLatest } from "../../migrate.ts";
import { fromJson } from "../../normalise.ts";
import { Random } from "../random.ts";
import { WEEKDAYS } from "./opening-hours.ts";
import { STORES, seedStores } from "./seed-stores.ts";

async function seededDatabase(): Promise<DatabaseHandle> {
  const handle = openDatabase(":memory:");
  await migrateToLatest(handle.db);
  await seedStores(handle.db, new Random(7));
  return handle;
}

// Great Britain and Northern Ireland with their islands, generously.
const UK_BOUNDS = { south: 49.8, north: 60.9, west: -8.7, east: 1.8 };
const CONTIGUOUS_US_BOUNDS = { south: 24.4, north: 49.4, west: -124.8, east: -66.9 };

describe("seedStores", () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await seededDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  it("opens at least 40 UK stores inside the UK", async () => {
    const stores = await handle.db.selectFrom("stores").selectAll().where("version", "=", "uk").execute();
    expect(stores.length).toBeGreaterThanOrEqual(40);
    for (const store of stores) {
      expect(store.countryIso).toBe("GB");
      expect(store.latitude, store.code).toBeGreaterThan(UK_BOUNDS.south);
      expect(store.latitude, store.code).toBeLessThan(UK_BOUNDS.north);
      expect(store.longitude, store.code).toBeGreaterThan(UK_BOUNDS.west);
      expect(store.longitude, store.code).toBeLessThan(UK_BOUNDS.east);
      expect(store.postcode).toMatch(/^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/);
      expect(store.phone).toMatch(/^0(\d{2} \d{4} \d{4}|\d{3} \d{3} \d{4}|\d{4} \d{6})$/);
    }
  });

  it("puts Bath where Bath is", async () => {
    const bath = await handle.db
      .selectFrom("stores")
      .selectAll()
      .where("code", "=", "store-bath")
      .executeTakeFirstOrThrow();
    expect([bath.name, bath.latitude, bath.longitude]).toEqual(["Bath", 51.3811, -2.359]);
  });

  it("opens a handful of US stores with US phone numbers and ZIP codes", async () => {
    const stores = await handle.db.selectFrom("stores").selectAll().where("version", "=", "us").execute();
    expect(stores.length).toBeGreaterThanOrEqual(4);
    expect(stores.length).toBeLessThanOrEqual(6);
    for (const store of stores) {
      expect(store.countryIso).toBe("US");
      expect(store.postcode).toMatch(/^\d{5}$/);
      expect(store.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(store.latitude).toBeGreaterThan(CONTIGUOUS_US_BOUNDS.south);
      expect(store.latitude).toBeLessThan(CONTIGUOUS_US_BOUNDS.north);
      expect(store.longitude).toBeGreaterThan(CONTIGUOUS_US_BOUNDS.west);
      expect(store.longitude).toBeLessThan(CONTIGUOUS_US_BOUNDS.east);
    }
  });

  it("gives every store opening hours from Monday to Sunday", async () => {
    const stores = await handle.db.selectFrom("stores").select(["code", "openingHours"]).execute();
    for (const store of stores) {
      const hours = fromJson<Record<string, string | null>>(store.openingHours, {});
      expect(Object.keys(hours)).toEqual([...WEEKDAYS]);
      for (const day of WEEKDAYS) {
        const value = hours[day];
        if (value !== null)
          expect(value, `${store.code} ${day}`).toMatch(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/);
      }
      expect(hours.mon, store.code).not.toBeNull();
    }
  });

  it("lets some stores take WhatsApp messages", async () => {
    const stores = await handle.db.selectFrom("stores").select("whatsapp").execute();
    const withWhatsapp = stores.filter((store) => store.whatsapp !== null);
    expect(withWhatsapp.length).toBeGreaterThan(0);
    expect(withWhatsapp.length).toBeLessThan(stores.length);
  });

  it("exports the same stores it seeds, with unique codes", async () => {
    const codes = await handle.db.selectFrom("stores").select("code").orderBy("code").execute();
    expect(codes.map((row) => row.code)).toEqual(STORES.map((store) => store.code).sort());
    for (const store of STORES) expect(store.code).toMatch(/^store-[a-z0-9-]+$/);
  });

  it("makes the same rows every time", async () => {
    const other = await seededDatabase();
    try {
      const read = (db: DatabaseHandle) => db.db.selectFrom("stores").selectAll().orderBy("code").execute();
      expect(await read(other)).toEqual(await read(handle));
    } finally {
      await other.close();
    }
  });

  it("lists what each store offers: every store takes returns, the London stores everything", async () => {
    const rows = await handle.db.selectFrom("stores").select(["code", "services"]).execute();
    const services = new Map(rows.map((row) => [row.code, fromJson<string[]>(row.services, [])]));
    for (const list of services.values()) {
      expect(list).toContain("returns");
      for (const service of list) expect(STORE_SERVICES).toContain(service);
    }
    const london = STORES.filter((store) => store.hours === "london");
    expect(london.length).toBeGreaterThan(0);
    for (const store of london) expect(services.get(store.code)).toEqual([...STORE_SERVICES]);
  });
});
