import { DomainError } from "../errors/domain-error.ts";
import { z } from "../validation/zod.ts";
import type { CatalogueChanged } from "./catalogue-changed.ts";

/** Writes of a size's stock and price; each answers the size's product code, or null when there is no such size. */
export interface StockRepository {
  setStockLevel(variantCode: string, stockLevel: number): Promise<string | null>;
  setPrice(
    variantCode: string,
    currency: string,
    price: { amount: number; wasAmount: number | null },
  ): Promise<string | null>;
}

const stockLevel = z
  .number()
  .int("stock level must be a whole number")
  .min(0, "stock level must be 0 or more");
const minorUnits = z.number().int("amounts are whole minor units").min(0, "amounts must be 0 or more");

/**
 * Stock and price changes (the order workflow and any back-office writer go through here): each
 * write tells every instance which product changed, so listings and suggestions follow it
 * (CatalogueChanged; docs/decisions/011-search-provider.md).
 */
export function createStockService(repository: StockRepository, changed: CatalogueChanged) {
  const written = async (productCode: string | null, variantCode: string) => {
    if (productCode === null) throw new DomainError("notFound", `No size ${variantCode}.`);
    await changed.publish([productCode]);
  };
  return {
    async setStockLevel(variantCode: string, level: number): Promise<void> {
      const checked = stockLevel.parse(level);
      await written(await repository.setStockLevel(variantCode, checked), variantCode);
    },
    /** Several sizes at once (an order, a delivery): every instance is told once, when all are written. */
    async setStockLevels(changes: readonly { variantCode: string; stockLevel: number }[]): Promise<void> {
      const checked = changes.map((c) => ({
        variantCode: c.variantCode,
        level: stockLevel.parse(c.stockLevel),
      }));
      const products = new Set<string>();
      try {
        for (const { variantCode, level } of checked) {
          const productCode = await repository.setStockLevel(variantCode, level);
          if (productCode === null) throw new DomainError("notFound", `No size ${variantCode}.`);
          products.add(productCode);
        }
      } finally {
        // What was written before a failure is still told, so no instance keeps showing the old stock.
        if (products.size > 0) await changed.publish([...products]);
      }
    },
    async setPrice(
      variantCode: string,
      currency: string,
      price: { amount: number; wasAmount: number | null },
    ): Promise<void> {
      const amount = minorUnits.parse(price.amount);
      const wasAmount = price.wasAmount === null ? null : minorUnits.parse(price.wasAmount);
      await written(await repository.setPrice(variantCode, currency, { amount, wasAmount }), variantCode);
    },
  };
}
