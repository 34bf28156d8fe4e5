import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ListingResponse } from "../../core/search/search-service.ts";
import { createProductRepository } from "../../data/repositories/product-repository.ts";
import { createTestApp } from "../setup/api-app.ts";

// Furniture and made-to-order pieces on a real database of each dialect (migration 0018, the furniture seed):
// the delivery facts of a bag's products in one shape whatever the dialect, and the pieces listed and found.

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const get = (path: string) => harness.app.request(`http://localhost${path}`, { redirect: "manual" });
async function listing(path: string): Promise<ListingResponse> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as ListingResponse;
}

describe(`delivery facts on ${inject("dialect")}`, () => {
  it("reads each product's delivery group, international delivery and restricted countries as one shape", async () => {
    const repository = createProductRepository(harness.database.db);
    const restricted = await harness.database.db
      .selectFrom("products")
      .select("code")
      // JSON text on SQLite, jsonb on PostgreSQL: compared as text on both.
      .where((eb) => eb(eb.cast("restrictedCountries", "text"), "like", "%US%"))
      .orderBy("code")
      .executeTakeFirstOrThrow();
    const facts = await repository.deliveryFacts([
      "P20000001",
      "P20000008",
      "P20000011",
      "P20000012",
      "P20000013",
      "P10000001",
      restricted.code,
      "P20000001",
      "NO-SUCH-PRODUCT",
    ]);
    expect([...facts.keys()].sort()).toEqual(
      ["P10000001", "P20000001", "P20000008", "P20000011", "P20000012", "P20000013", restricted.code].sort(),
    );
    expect(facts.get("P20000001")).toEqual({
      deliveryGroup: "furniture",
      internationalDelivery: false,
      restrictedCountries: [],
    });
    expect(facts.get("P20000008")?.deliveryGroup).toBe("furnitureBackOrder");
    expect(facts.get("P20000011")?.deliveryGroup).toBe("madeToOrder6");
    expect(facts.get("P20000012")?.deliveryGroup).toBe("madeToOrder9");
    expect(facts.get("P20000013")?.deliveryGroup).toBe("madeToOrder11");
    expect(facts.get("P10000001")).toEqual({
      deliveryGroup: "standard",
      internationalDelivery: true,
      restrictedCountries: [],
    });
    const fragrance = facts.get(restricted.code);
    expect(fragrance?.deliveryGroup).toBe("standard");
    expect(fragrance?.restrictedCountries).toContain("US");
    expect(typeof fragrance?.internationalDelivery).toBe("boolean");
  });

  it("answers an empty map for no codes, and the product service passes the facts through", async () => {
    const repository = createProductRepository(harness.database.db);
    expect((await repository.deliveryFacts([])).size).toBe(0);
    const facts = await harness.services.product.deliveryFacts(["P20000014"]);
    expect(facts.get("P20000014")?.deliveryGroup).toBe("madeToOrder6");
  });
});

describe("furniture in listings and search", () => {
  it("lists the bedroom pieces in Bedroom Furniture and the sofas in Home Furniture", async () => {
    const bedroom = await listing("/uk/Bedroom/c/Bedroom-Furniture/search");
    const bedroomCodes = bedroom.results.map((r) => r.code);
    expect(bedroomCodes).toEqual(
      expect.arrayContaining(["P20000001", "P20000008", "P20000014", "P20000016"]),
    );
    expect(bedroom.breadcrumbs.map((b) => b.name)).toEqual(["Home", "Bedroom", "Bedroom Furniture"]);
    const home = await listing("/uk/Home/c/Home-Furniture/search");
    expect(home.results.map((r) => r.code)).toEqual(
      expect.arrayContaining(["P20000009", "P20000012", "P20000013"]),
    );
  });

  it("shows the made-to-order time in the delivery information of the product page", async () => {
    const response = await get("/uk/Home-Furniture/p/P20000012");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Hampton Scroll Arm Sofa");
    expect(html).toContain("delivered in about 9 weeks by our two-person team");
  });

  it("finds a made-to-order sofa by name", async () => {
    const found = await listing("/uk/search/search?text=scroll%20arm%20sofa");
    expect(found.results.map((r) => r.code)).toContain("P20000012");
  });
});
