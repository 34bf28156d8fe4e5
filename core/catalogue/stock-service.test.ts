import { describe, expect, it } from "vitest";
import type { CatalogueChanged } from "./catalogue-changed.ts";
import { createStockService, type StockRepository } from "./stock-service.ts";

function fakes() {
  const published: string[][] = [];
  const levels = new Map<string, number>();
  const productOf: Record<string, string> = { "P1-S": "P1", "P1-M": "P1", "P2-S": "P2" };
  const repository: StockRepository = {
    async setStockLevel(variantCode, level) {
      if (!productOf[variantCode]) return null;
      levels.set(variantCode, level);
      return productOf[variantCode];
    },
    async setPrice(variantCode) {
      return productOf[variantCode] ?? null;
    },
  };
  const changed: CatalogueChanged = {
    async publish(codes) {
      published.push([...codes]);
    },
    subscribe() {},
    async close() {},
  };
  return { service: createStockService(repository, changed), published, levels };
}

describe("stock service", () => {
  it("tells every instance which product changed after writing a size's stock or price", async () => {
    const { service, published, levels } = fakes();
    await service.setStockLevel("P1-S", 0);
    await service.setPrice("P2-S", "GBP", { amount: 1500, wasAmount: 2000 });
    expect(levels.get("P1-S")).toBe(0);
    expect(published).toEqual([["P1"], ["P2"]]);
  });

  it("writes several sizes and tells once, each product once", async () => {
    const { service, published } = fakes();
    await service.setStockLevels([
      { variantCode: "P1-S", stockLevel: 3 },
      { variantCode: "P1-M", stockLevel: 0 },
      { variantCode: "P2-S", stockLevel: 9 },
    ]);
    expect(published).toEqual([["P1", "P2"]]);
  });

  it("still tells about the sizes written before one that does not exist", async () => {
    const { service, published } = fakes();
    await expect(
      service.setStockLevels([
        { variantCode: "P1-S", stockLevel: 3 },
        { variantCode: "NOPE", stockLevel: 1 },
      ]),
    ).rejects.toMatchObject({ kind: "notFound" });
    expect(published).toEqual([["P1"]]);
  });

  it("refuses negative or fractional stock and amounts, and an unknown size, telling no one", async () => {
    const { service, published } = fakes();
    await expect(service.setStockLevel("P1-S", -1)).rejects.toThrow(/0 or more/);
    await expect(service.setStockLevel("P1-S", 1.5)).rejects.toThrow(/whole number/);
    await expect(service.setPrice("P1-S", "GBP", { amount: 10.5, wasAmount: null })).rejects.toThrow(/whole/);
    await expect(service.setStockLevel("NOPE", 1)).rejects.toMatchObject({ kind: "notFound" });
    expect(published).toEqual([]);
  });
});
