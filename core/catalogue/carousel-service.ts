import { formatMoney } from "../money/money.ts";
import { productPath } from "./product-url.ts";

// Product carousels on content pages (the home page's productCarousel slot: title, categoryCode,
// url). Real products of the category, priced in the visitor's currency.
const CAROUSEL_PRODUCT_LIMIT = 12;

export interface CarouselProductRow {
  code: string;
  name: string;
  productType: string;
  categoryCode: string;
  swatchCode: string | null;
  image: { id: string; alt: string; width: number; height: number } | null;
  /** Lowest price of the product's variants in the currency, minor units; null when unpriced. */
  amount: number | null;
  /** The matching was-price when the product is reduced. */
  wasAmount: number | null;
}

/** Port: data/repositories/carousel-repository.ts. */
export interface CarouselRepository {
  productsInCategory(categoryCode: string, currency: string, limit: number): Promise<CarouselProductRow[]>;
}

interface CarouselProduct {
  code: string;
  name: string;
  path: string;
  image: CarouselProductRow["image"];
  price: string;
  wasPrice: string | null;
  /** "From" prices when the variants differ in price would need more rows; the lowest is shown. */
}

export interface ProductCarousel {
  title: string;
  url: string;
  products: CarouselProduct[];
}

export function createCarouselService(repository: CarouselRepository) {
  return {
    async carousel(
      slot: { title: string; categoryCode: string; url: string },
      currency: string,
      locale: string,
    ): Promise<ProductCarousel> {
      const rows = await repository.productsInCategory(slot.categoryCode, currency, CAROUSEL_PRODUCT_LIMIT);
      return {
        title: slot.title,
        url: slot.url,
        products: rows
          .filter((row) => row.amount !== null)
          .map((row) => ({
            code: row.code,
            name: row.name,
            path: productPath({
              code: row.code,
              name: row.name,
              productType: row.productType,
              categoryCode: row.categoryCode,
            }),
            image: row.image,
            price: formatMoney({ amount: row.amount!, currency }, locale),
            wasPrice:
              row.wasAmount !== null && row.wasAmount > row.amount!
                ? formatMoney({ amount: row.wasAmount, currency }, locale)
                : null,
          })),
      };
    },
  };
}

export type CarouselService = ReturnType<typeof createCarouselService>;
