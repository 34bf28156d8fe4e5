import type { CategoryLink, ProductDetail, ProductSwatch } from "../../../core/catalogue/product-types.ts";
import type { StockLevelStatus } from "../../../core/catalogue/stock-state.ts";
import { imageUrl, JPEG_IMAGE_WIDTH } from "../../../core/content/image-url.ts";
import { toDecimalString } from "../../../core/money/money.ts";

const AVAILABILITY: Record<StockLevelStatus, string> = {
  inStock: "https://schema.org/InStock",
  LowInStockAtVariant: "https://schema.org/LimitedAvailability",
  inStockInStore: "https://schema.org/InStoreOnly",
  InStockForBackOrder: "https://schema.org/PreOrder",
  outOfStock: "https://schema.org/OutOfStock",
};

interface JsonLdInput {
  product: ProductDetail;
  swatch: ProductSwatch;
  /** Absolute address of this page. */
  url: string;
  origin: string;
  /** Version prefix for breadcrumb addresses, e.g. `/uk`. */
  prefix: string;
}

/** schema.org Product (offers per size, availability, aggregate rating) for search engines. */
export function productJsonLd({ product, swatch, url, origin }: JsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.code,
    description: product.description,
    brand: { "@type": "Brand", name: "The White Cove" },
    color: swatch.name,
    image: swatch.images.map((image) => `${origin}${imageUrl(image.id, JPEG_IMAGE_WIDTH, "jpg")}`),
    offers: swatch.variantOptions.flatMap((v) =>
      v.price
        ? [
            {
              "@type": "Offer",
              sku: v.code,
              name: `${product.name} – ${v.size}`,
              price: toDecimalString(v.price),
              priceCurrency: v.price.currency,
              availability: AVAILABILITY[v.stockLevelStatus],
              url,
            },
          ]
        : [],
    ),
    ...(product.reviewSummary.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.reviewSummary.average,
            reviewCount: product.reviewSummary.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(
  trail: readonly CategoryLink[],
  current: { name: string; url: string },
  origin: string,
  prefix: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      ...trail.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: `${origin}${prefix}${crumb.path}`,
      })),
      { "@type": "ListItem", position: trail.length + 1, name: current.name, item: current.url },
    ],
  };
}

/** A JSON-LD data block; `<` is escaped so copy can never close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped, a data block the browser never runs.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
