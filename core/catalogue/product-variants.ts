import type { ProductDetail, ProductSwatch, VariantOption } from "./product-types.ts";

/** Every variant of a product, over all its swatches. */
export function productVariants(product: ProductDetail): VariantOption[] {
  return product.swatches.flatMap((swatch) => swatch.variantOptions);
}

/** The swatch (colour) a variant belongs to. */
export function swatchWithVariant(product: ProductDetail, variantCode: string): ProductSwatch | undefined {
  return product.swatches.find((swatch) => swatch.variantOptions.some((v) => v.code === variantCode));
}
