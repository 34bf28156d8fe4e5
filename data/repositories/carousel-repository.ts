import type { CarouselProductRow, CarouselRepository } from "../../core/catalogue/carousel-service.ts";
import type { Db } from "../db.ts";
import { toNumber } from "../normalise.ts";

/** Products for a content carousel: newest first, with the first swatch's main image and the lowest price. */
export function createCarouselRepository(db: Db): CarouselRepository {
  return {
    async productsInCategory(categoryCode, currency, limit) {
      const products = await db
        .selectFrom("products")
        .innerJoin("productCategories", "productCategories.productCode", "products.code")
        .select(["products.code", "products.name", "products.productType", "products.categoryCode"])
        .where("productCategories.categoryCode", "=", categoryCode)
        .orderBy("products.isNew", "desc")
        .orderBy("products.createdAt", "desc")
        .orderBy("products.code")
        .limit(limit)
        .execute();
      if (!products.length) return [];
      const codes = products.map((p) => p.code);
      const [swatches, prices] = await Promise.all([
        db
          .selectFrom("swatches")
          .select(["code", "productCode", "position"])
          .where("productCode", "in", codes)
          .orderBy("position")
          .execute(),
        db
          .selectFrom("variants")
          .innerJoin("prices", "prices.variantCode", "variants.code")
          .select(["variants.productCode", "prices.amount", "prices.wasAmount"])
          .where("variants.productCode", "in", codes)
          .where("prices.currency", "=", currency)
          .execute(),
      ]);
      const firstSwatch = new Map<string, string>();
      for (const swatch of swatches)
        if (!firstSwatch.has(swatch.productCode)) firstSwatch.set(swatch.productCode, swatch.code);
      const swatchCodes = [...firstSwatch.values()];
      const images = swatchCodes.length
        ? await db
            .selectFrom("images")
            .select(["id", "ownerCode", "alt", "width", "height"])
            .where("ownerType", "=", "swatch")
            .where("ownerCode", "in", swatchCodes)
            .where("position", "=", 1)
            .execute()
        : [];
      const imageBySwatch = new Map(images.map((image) => [image.ownerCode, image]));
      const lowest = new Map<string, { amount: number; wasAmount: number | null }>();
      for (const price of prices) {
        const amount = toNumber(price.amount);
        const current = lowest.get(price.productCode);
        if (!current || amount < current.amount)
          lowest.set(price.productCode, {
            amount,
            wasAmount: price.wasAmount === null ? null : toNumber(price.wasAmount),
          });
      }
      return products.map((product): CarouselProductRow => {
        const swatchCode = firstSwatch.get(product.code) ?? null;
        const image = swatchCode ? imageBySwatch.get(swatchCode) : undefined;
        const price = lowest.get(product.code);
        return {
          code: product.code,
          name: product.name,
          productType: product.productType,
          categoryCode: product.categoryCode,
          swatchCode,
          image: image
            ? { id: image.id, alt: image.alt, width: toNumber(image.width), height: toNumber(image.height) }
            : null,
          amount: price?.amount ?? null,
          wasAmount: price?.wasAmount ?? null,
        };
      });
    },
  };
}
