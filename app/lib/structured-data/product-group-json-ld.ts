import type { OfferTerms } from "../../../core/catalogue/offer-terms.ts";
import type { ProductDetail, ProductSwatch, VariantOption } from "../../../core/catalogue/product-types.ts";
import type { StockLevelStatus } from "../../../core/catalogue/stock-state.ts";
import { imageUrl, JPEG_IMAGE_WIDTH } from "../../../core/content/image-url.ts";
import { toDecimalString } from "../../../core/money/money.ts";
import { offerTermsJsonLd } from "./offer-terms-json-ld.ts";

// A product page's schema.org description (spec 002 §3 product data): one ProductGroup on the canonical page, with
// every colour and size a variant of its own: its sku, colour, size, price, stock and an address that selects it.

const SCHEMA = "https://schema.org/";

/** spec 002 §4 stock states in schema.org's words. */
export const AVAILABILITY: Record<StockLevelStatus, string> = {
  inStock: `${SCHEMA}InStock`,
  LowInStockAtVariant: `${SCHEMA}LimitedAvailability`,
  inStockInStore: `${SCHEMA}InStoreOnly`,
  // Sold now and sent when it comes in (on its pre-order date).
  InStockForBackOrder: `${SCHEMA}BackOrder`,
  outOfStock: `${SCHEMA}OutOfStock`,
};

export const BRAND = { "@type": "Brand", name: "The White Cove" } as const;

/** The product page address that opens on this colour with this size chosen (the `size` parameter). */
function variantAddress(canonical: string, swatchCode: string, variantCode: string): string {
  const query = new URLSearchParams({ swatch: swatchCode, size: variantCode });
  return `${canonical}?${query.toString()}`;
}

/** Absolute addresses of the swatch's pictures as the image pipeline's JPEG. */
export function jpegImages(images: readonly { id: string }[], origin: string): string[] {
  return images.map((image) => `${origin}${imageUrl(image.id, JPEG_IMAGE_WIDTH, "jpg")}`);
}

/** The size a shopper picks, in the words of the page: the type (group) and the size, as the swatch offers them. */
function sizeOf(product: ProductDetail, swatch: ProductSwatch, variant: VariantOption): string | null {
  const group = product.groups.find((g) => g.code === variant.groupCode)?.name ?? null;
  if (swatch.isSingleSize) return null;
  if (swatch.isSingleSizeWithGroups) return group;
  if (swatch.isGroupVariants && group) return `${group} ${variant.size}`;
  return variant.size;
}

interface ProductGroupInput {
  product: ProductDetail;
  /** The page's canonical address (absolute, no query). */
  canonical: string;
  origin: string;
  terms: OfferTerms | null;
}

function variantJsonLd(
  { product, canonical, origin, terms }: ProductGroupInput,
  swatch: ProductSwatch,
  variant: VariantOption & { price: NonNullable<VariantOption["price"]> },
) {
  const size = sizeOf(product, swatch, variant);
  return {
    "@type": "Product",
    sku: variant.code,
    name: `${product.name} – ${[swatch.name, size].filter(Boolean).join(", ")}`,
    color: swatch.name,
    ...(size ? { size } : {}),
    image: jpegImages(swatch.images, origin),
    offers: {
      "@type": "Offer",
      url: variantAddress(canonical, swatch.code, variant.code),
      price: toDecimalString(variant.price),
      priceCurrency: variant.price.currency,
      itemCondition: `${SCHEMA}NewCondition`,
      availability: AVAILABILITY[variant.stockLevelStatus],
      ...(variant.stockLevelStatus === "InStockForBackOrder" && variant.preorderDate
        ? { availabilityStarts: variant.preorderDate }
        : {}),
      ...offerTermsJsonLd(terms, variant.price.amount, variant.price.currency),
    },
  };
}

function aggregateRating(product: ProductDetail) {
  const { count, average } = product.reviewSummary;
  if (count === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: average,
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/**
 * The schema.org ProductGroup of a product page, every priced variant in `hasVariant`; a product with one colour
 * in one size varies by nothing, and is a plain Product with its one offer.
 */
export function productGroupJsonLd(input: ProductGroupInput) {
  const { product, canonical, origin } = input;
  const variants = product.swatches.flatMap((swatch) =>
    swatch.variantOptions.flatMap((variant) =>
      variant.price ? [variantJsonLd(input, swatch, { ...variant, price: variant.price })] : [],
    ),
  );
  const variesBy = [
    ...(product.swatches.length > 1 ? [`${SCHEMA}color`] : []),
    ...(product.swatches.some((swatch) => !swatch.isSingleSize) ? [`${SCHEMA}size`] : []),
  ];
  const about = {
    "@context": "https://schema.org",
    "@id": `${canonical}#product`,
    name: product.name,
    description: product.description,
    url: canonical,
    brand: BRAND,
    ...aggregateRating(product),
  };
  const [only] = variants;
  if (variesBy.length === 0 && only && variants.length === 1)
    return { ...only, ...about, "@type": "Product", offers: { ...only.offers, url: canonical } };
  return {
    ...about,
    "@type": "ProductGroup",
    productGroupID: product.code,
    image: jpegImages(product.swatches[0]?.images ?? [], origin),
    variesBy,
    hasVariant: variants,
  };
}
