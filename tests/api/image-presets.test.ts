import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";

// spec 002 §7 "Product data fetch": typeOfImage chooses the PORTRAIT or SQUARE picture of the product data call.

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

/** A product of the clothing range (portrait pictures) and one of the home range (square pictures). */
async function productWithShape(shape: "portrait" | "square"): Promise<{ code: string }> {
  const row = await harness.database.db
    .selectFrom("images")
    .innerJoin("swatches", "swatches.code", "images.ownerCode")
    .innerJoin("products", "products.code", "swatches.productCode")
    .select("products.code")
    .where("images.ownerType", "=", "swatch")
    .where("images.shape", "=", shape)
    .where("images.position", "=", 1)
    .where("products.productType", "=", "standard")
    .orderBy("products.code")
    .orderBy("swatches.code")
    .executeTakeFirstOrThrow();
  return { code: row.code };
}

async function imageOf(code: string, query: string, status = 200) {
  const response = await harness.app.request(
    `http://localhost/TWCcommercewebservices/v2/twc-uk/products/${code}?${query}`,
  );
  expect(response.status, query).toBe(status);
  return ((await response.json()) as { images?: { url: string }[]; image?: { url: string } }) ?? {};
}

describe("typeOfImage on the product data call", () => {
  it("answers the product's picture for either preset, and refuses other values", async () => {
    for (const shape of ["portrait", "square"] as const) {
      const { code } = await productWithShape(shape);
      for (const preset of ["PORTRAIT", "SQUARE"]) {
        const body = JSON.stringify(await imageOf(code, `&typeOfImage=${preset}`));
        // Each product is shot in one shape: the preset falls back to the first picture there is.
        expect(body, `${code} ${preset}`).toMatch(new RegExp(`/images/${code}-[a-z-]+-1/`));
      }
    }
    const { code } = await productWithShape("square");
    await imageOf(code, "&typeOfImage=WIDE", 400);
  });
});
