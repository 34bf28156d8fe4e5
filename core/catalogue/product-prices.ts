import type { ProductDetail, VariantPrice } from "./product-types.ts";

/** Every variant's price of a product, over all its swatches: what its page can show. */
export function variantPrices(product: ProductDetail): (VariantPrice | null)[] {
  return product.swatches.flatMap((swatch) => swatch.variantOptions.map((variant) => variant.price));
}
