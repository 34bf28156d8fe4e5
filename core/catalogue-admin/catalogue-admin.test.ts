import { describe, expect, it } from "vitest";
import type { CatalogueChanged } from "../catalogue/catalogue-changed.ts";
import { createCatalogueAdmin } from "./catalogue-admin.ts";
import type { AdminPrice, CatalogueAdminRepository, VariantState } from "./catalogue-admin-ports.ts";

// The service over an in-memory catalogue: every change that is made is told once through the catalogue's change
// event, and a refused one is not told at all.

function harness() {
  const variants = new Map<
    string,
    VariantState & { productCode: string; prices: Record<string, AdminPrice> }
  >([
    [
      "P1-S",
      {
        productCode: "P1",
        stockLevel: 4,
        availability: "online",
        prices: { GBP: { amount: 1000, wasAmount: null } },
      },
    ],
    [
      "P1-L",
      {
        productCode: "P1",
        stockLevel: 9,
        availability: "online",
        prices: { GBP: { amount: 1200, wasAmount: null } },
      },
    ],
  ]);
  const told: string[][] = [];
  const changed: CatalogueChanged = {
    publish: async (codes) => {
      told.push([...codes]);
    },
    subscribe: () => {},
    close: async () => {},
  };
  const repository: CatalogueAdminRepository = {
    find: async () => ({ products: [], total: 0 }),
    product: async () => null,
    async setPrices(productCode, variantCode, currency, price) {
      const sizes = [...variants].filter(
        ([code, v]) => v.productCode === productCode && (variantCode === null || code === variantCode),
      );
      if (sizes.length === 0) return null;
      return sizes.flatMap(([code, v]) => {
        const before = v.prices[currency];
        if (!before) return [];
        v.prices[currency] = price;
        return [{ variantCode: code, before, after: price }];
      });
    },
    async changeVariant(variantCode, change) {
      const v = variants.get(variantCode);
      if (!v) return null;
      const before = { stockLevel: v.stockLevel, availability: v.availability };
      Object.assign(v, change);
      return {
        productCode: v.productCode,
        before,
        after: { stockLevel: v.stockLevel, availability: v.availability },
      };
    },
  };
  return { admin: createCatalogueAdmin(repository, changed), told, variants };
}

describe("the merchandiser's catalogue changes", () => {
  it("prices every size of a product in the version's currency, and tells the product changed once", async () => {
    const { admin, told, variants } = harness();
    const result = await admin.changePrice({
      productCode: "P1",
      version: "uk",
      variantCode: null,
      price: 1500,
      wasPrice: null,
    });
    expect(result.ok && result.change.currency).toBe("GBP");
    expect(result.ok && result.change.variants.map((v) => [v.variantCode, v.before.amount])).toEqual([
      ["P1-S", 1000],
      ["P1-L", 1200],
    ]);
    expect(variants.get("P1-L")?.prices.GBP?.amount).toBe(1500);
    expect(told).toEqual([["P1"]]);
  });

  it("refuses a version the product is not sold in, an unknown product or size, and tells nothing", async () => {
    const { admin, told } = harness();
    const input = { productCode: "P1", variantCode: null, price: 1500, wasPrice: null } as const;
    expect(await admin.changePrice({ ...input, version: "us" })).toEqual({ ok: false, refusal: "notSold" });
    expect(await admin.changePrice({ ...input, version: "uk", productCode: "P9" })).toEqual({
      ok: false,
      refusal: "unknownProduct",
    });
    expect(await admin.changePrice({ ...input, version: "uk", variantCode: "P1-X" })).toEqual({
      ok: false,
      refusal: "unknownVariant",
    });
    expect(await admin.changeStock("P9-S", 3)).toEqual({ ok: false, refusal: "unknownVariant" });
    expect(told).toEqual([]);
  });

  it("sets a size's stock and availability with what it was before, and tells its product changed", async () => {
    const { admin, told } = harness();
    const stock = await admin.changeStock("P1-S", 0);
    expect(stock.ok && [stock.change.before.stockLevel, stock.change.after.stockLevel]).toEqual([4, 0]);
    const sold = await admin.changeAvailability("P1-S", "preorder");
    expect(sold.ok && sold.change.after).toEqual({ stockLevel: 0, availability: "preorder" });
    expect(told).toEqual([["P1"], ["P1"]]);
  });
});
