import type { StockLevelStatus } from "./stock-state.ts";

// The product page's read model (spec 002 §3 "Product"): one shape for the page loader, the
// commerce-service API and the bundle entries, so every view reads the same facts.

export interface ProductImage {
  id: string;
  alt: string;
  width: number;
  height: number;
  shape: string;
}

export interface VariantPrice {
  /** Minor units. */
  amount: number;
  /** Minor units; set only when the item is reduced. */
  wasAmount: number | null;
  currency: string;
}

export interface VariantOption {
  code: string;
  size: string;
  groupCode: string | null;
  stockLevel: number;
  stockLevelStatus: StockLevelStatus;
  notifyMe: boolean;
  /** ISO date a pre-order is due, for pre-order variants. */
  preorderDate: string | null;
  price: VariantPrice | null;
}

/** spec 002 §3 "Active swatch flags": exactly one is true for a swatch with variants. */
export interface VariantShapeFlags {
  isSingleSize: boolean;
  isSingleSizeWithGroups: boolean;
  isSizeVariants: boolean;
  isGroupVariants: boolean;
}

export interface ProductSwatch extends VariantShapeFlags {
  code: string;
  name: string;
  hex: string;
  images: ProductImage[];
  variantOptions: VariantOption[];
}

export interface ProductGroup {
  code: string;
  name: string;
}

export interface CategoryLink {
  code: string;
  name: string;
  /** Site path without the version. */
  path: string;
}

export interface ReviewSummary {
  count: number;
  /** Mean rating 1–5 to one decimal; 0 when there are none. */
  average: number;
}

/** What is stored about a product and shown on its page as it is: the stored record and the page share it. */
export interface ProductFacts {
  code: string;
  name: string;
  productType: string;
  variantShape: string;
  description: string;
  sizeAndCare: string;
  sustainableStyle: string;
  deliveryInfo: string;
  isNew: boolean;
  internationalDelivery: boolean;
  restrictedCountries: string[];
  giftWrappable: boolean;
  groups: ProductGroup[];
}

export interface ProductDetail extends ProductFacts {
  defaultCategory: CategoryLink;
  /** Root first, the product's own category last. */
  breadcrumbs: CategoryLink[];
  swatches: ProductSwatch[];
  reviewSummary: ReviewSummary;
  /** Currency the prices are in. */
  currency: string;
}

export interface Review {
  id: string;
  rating: number;
  design: number;
  fit: number;
  title: string;
  body: string;
  author: string;
  createdAt: string;
  verified: boolean;
  colour: string;
  size: string;
}

export interface ReviewPage {
  reviews: Review[];
  summary: ReviewSummary;
  pagination: Pagination;
}

export interface Pagination {
  currentPage: number;
  pageSize: number;
  totalPages: number;
  totalResults: number;
}

/** A product in a recommendation strip or a collection grid. */
export interface ProductCard {
  code: string;
  name: string;
  path: string;
  image: ProductImage | null;
  price: VariantPrice | null;
  swatchCount: number;
}
