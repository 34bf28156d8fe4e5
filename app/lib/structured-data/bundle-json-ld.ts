import type { OfferTerms } from "../../../core/catalogue/offer-terms.ts";
import type { BundleDetail } from "../../../core/catalogue/product-service.ts";
import { productPath } from "../../../core/catalogue/product-url.ts";
import { toDecimalString } from "../../../core/money/money.ts";
import { offerTermsJsonLd } from "./offer-terms-json-ld.ts";
import { BRAND, jpegImages } from "./product-group-json-ld.ts";

const SCHEMA = "https://schema.org/";

interface BundleJsonLdInput {
  bundle: BundleDetail;
  /** The page's canonical address (absolute, no query). */
  canonical: string;
  origin: string;
  /** Version prefix of the pieces' addresses, e.g. `/uk`. */
  prefix: string;
  terms: OfferTerms | null;
}

/**
 * A bundle page's schema.org description: a Product that is a ProductCollection of its pieces (each with its
 * quantity and page), offered at the set's price (each piece in its first size) while every piece can be had.
 */
export function bundleJsonLd({ bundle, canonical, origin, prefix, terms }: BundleJsonLdInput) {
  const { product, entries, price } = bundle;
  const everyPieceInStock = entries.every((entry) =>
    entry.product.swatches.some((swatch) =>
      swatch.variantOptions.some((v) => v.stockLevelStatus !== "outOfStock"),
    ),
  );
  return {
    "@context": "https://schema.org",
    "@type": ["Product", "ProductCollection"],
    "@id": `${canonical}#product`,
    name: product.name,
    description: product.description,
    sku: product.code,
    url: canonical,
    brand: BRAND,
    image: jpegImages(product.swatches[0]?.images ?? [], origin),
    includesObject: entries.map((entry) => ({
      "@type": "TypeAndQuantityNode",
      amountOfThisGood: entry.quantity,
      typeOfGood: {
        "@type": "Product",
        name: entry.product.name,
        sku: entry.product.code,
        url: `${origin}${prefix}${productPath({ ...entry.product, categoryCode: entry.product.defaultCategory.code })}`,
      },
    })),
    ...(price
      ? {
          offers: {
            "@type": "Offer",
            url: canonical,
            price: toDecimalString(price),
            priceCurrency: price.currency,
            itemCondition: `${SCHEMA}NewCondition`,
            availability: `${SCHEMA}${everyPieceInStock ? "InStock" : "OutOfStock"}`,
            ...offerTermsJsonLd(terms, price.amount, price.currency),
          },
        }
      : {}),
  };
}
