import type { StockLevelStatus } from "../catalogue/stock-state.ts";

/** The currencies every product is priced in (the `prices` table). */
export const SEARCH_CURRENCIES = ["GBP", "USD", "EUR"] as const;
export type SearchCurrency = (typeof SEARCH_CURRENCIES)[number];

/** One price in minor units; `wasAmount` is set when the variant is on sale. */
export interface SearchPrice {
  amount: number;
  wasAmount: number | null;
}

export interface SearchImage {
  id: string;
  width: number;
  height: number;
  alt: string;
}

/** One sellable size of one colour, as quick add needs it. */
export interface SearchVariant {
  code: string;
  size: string;
  groupCode: string | null;
  status: StockLevelStatus;
  notifyMe: boolean;
}

export interface SearchSwatch {
  code: string;
  name: string;
  hex: string;
  images: readonly SearchImage[];
  variants: readonly SearchVariant[];
}

/**
 * A product as the search index holds it: everything a listing, a facet or a suggestion needs,
 * so a query never goes back to the database.
 */
export interface SearchDocument {
  code: string;
  name: string;
  productType: string;
  /** Default (leaf) category code, also the product URL's first segment. */
  categoryCode: string;
  categoryName: string;
  /** Every category the product is listed in (its own, ancestors, Sale, New In, Gifts). */
  categoryCodes: readonly string[];
  description: string;
  keywords: string;
  colours: readonly string[];
  sizes: readonly string[];
  swatches: readonly SearchSwatch[];
  /** Lowest price per currency across variants, with its was-price when on sale. */
  fromPrice: Record<SearchCurrency, SearchPrice>;
  /** Whether variants differ in price (the price shows as "from"). */
  priceVaries: boolean;
  isNew: boolean;
  onSale: boolean;
  /** Epoch milliseconds, for the newest sort. */
  createdAt: number;
  /** Average review rating 1–5, or null when never reviewed. */
  rating: number | null;
  reviewCount: number;
  stock: ProductStock;
}

export interface ProductStock {
  stockLevelStatus: StockLevelStatus;
  soldOut: boolean;
  notifyMe: boolean;
  preOrder: boolean;
}

/** A category as listings, breadcrumbs and suggestions see it. */
export interface SearchCategory {
  code: string;
  name: string;
  parentCode: string | null;
  /** Site path without the version, e.g. `Bedroom/Bed-Linen/c/Duvet-Covers`. */
  path: string;
  depth: number;
  position: number;
  description: string;
  isVisible: boolean;
}
