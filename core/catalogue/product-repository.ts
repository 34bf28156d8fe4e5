import type { DeliveryGroup } from "../delivery/delivery-types.ts";
import type { CategoryLink, ProductFacts, ProductImage, Review, VariantPrice } from "./product-types.ts";
import type { Availability } from "./stock-state.ts";

// The catalogue's read port for product pages, implemented in data/repositories/product-repository.ts.

export interface ProductRecord extends ProductFacts {
  categoryCode: string;
  swatches: { code: string; name: string; hex: string; images: ProductImage[] }[];
  variants: VariantRecord[];
}

export interface VariantRecord {
  code: string;
  productCode: string;
  swatchCode: string;
  groupCode: string | null;
  size: string;
  stockLevel: number;
  availability: Availability;
  preorderDate: string | null;
  notifyMe: boolean;
  /** Units held across all stores. */
  storeStock: number;
  /** Prices keyed by currency. */
  prices: Record<string, VariantPrice>;
}

export interface SetEntryRecord {
  position: number;
  productCode: string;
  /** entry | giftbox */
  role: string;
  quantity: number;
}

export interface CardRecord {
  code: string;
  name: string;
  productType: string;
  categoryCode: string;
  image: ProductImage | null;
  swatchCount: number;
  /** Lowest price by currency over the product's variants. */
  prices: Record<string, VariantPrice>;
}

export type ReviewSort = "newest" | "oldest" | "highest" | "lowest";

export interface NewProductAlert {
  email: string;
  productCode: string;
  variantCode: string;
  countryIso: string;
  createdAt: string;
}

/** How a product travels and where it may go: what delivery needs of a cart line (spec 001 §9, spec 002 §5). */
export interface ProductDeliveryFacts {
  deliveryGroup: DeliveryGroup;
  internationalDelivery: boolean;
  restrictedCountries: string[];
}

export interface ProductRepository {
  product(code: string): Promise<ProductRecord | null>;
  /** Root first; empty when the category is unknown. */
  categoryTrail(categoryCode: string): Promise<CategoryLink[]>;
  reviews(productCode: string, offset: number, limit: number, sort: ReviewSort): Promise<Review[]>;
  reviewStats(productCode: string): Promise<{ count: number; average: number }>;
  cards(codes: readonly string[]): Promise<CardRecord[]>;
  setEntries(setCode: string): Promise<SetEntryRecord[]>;
  variants(codes: readonly string[]): Promise<VariantRecord[]>;
  variantsOfProducts(productCodes: readonly string[]): Promise<VariantRecord[]>;
  countryName(isocode: string): Promise<string | null>;
  /** Keyed by product code; codes of no product are left out. */
  deliveryFacts(productCodes: readonly string[]): Promise<Map<string, ProductDeliveryFacts>>;
  /** Saves a notify-me request; false when this e-mail already waits for this variant. */
  saveAlert(alert: NewProductAlert): Promise<boolean>;
}
