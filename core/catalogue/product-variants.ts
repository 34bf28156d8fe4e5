import type { ProductDetail, VariantOption } from "./product-types.ts";

/** Every variant of a product, over all its swatches. */
export function productVariants(product: ProductDetail): VariantOption[] {
  return product.swatches.flatMap((swatch) => swatch.variantOptions);
}
