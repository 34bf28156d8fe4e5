import type { Availability } from "../catalogue/stock-state.ts";

// What the back office's catalogue needs from storage (data/repositories/catalogue-admin-repository.ts).

export interface CatalogueAdminListed {
  code: string;
  name: string;
  variantCount: number;
  /** Warehouse units over every size. */
  stockLevel: number;
}

export interface CatalogueAdminPage {
  products: CatalogueAdminListed[];
  total: number;
}

export interface AdminPrice {
  amount: number;
  wasAmount: number | null;
}

export interface AdminVariant {
  code: string;
  colour: string;
  size: string;
  group: string | null;
  stockLevel: number;
  availability: Availability;
  /** Keyed by currency; a currency the size has no price in is not sold in that version. */
  prices: Record<string, AdminPrice>;
}

export interface AdminProduct {
  code: string;
  name: string;
  productType: string;
  variants: AdminVariant[];
}

/** One size's price before and after a change, for the audit log. */
export interface VariantPriceChange {
  variantCode: string;
  before: AdminPrice;
  after: AdminPrice;
}

/** The parts of a size a merchandiser may change. */
export interface VariantState {
  stockLevel: number;
  availability: Availability;
}

export interface CatalogueAdminRepository {
  /** Products whose code is `query` or whose name holds it (any case), by name; every product when empty. */
  find(options: { query: string; offset: number; limit: number }): Promise<CatalogueAdminPage>;
  product(code: string): Promise<AdminProduct | null>;
  /**
   * In one transaction: the price in `currency` of every size of the product (or only `variantCode`) that has
   * one. Null when there is no such product (or size of it); an empty list when none has a price there.
   */
  setPrices(
    productCode: string,
    variantCode: string | null,
    currency: string,
    price: AdminPrice,
  ): Promise<VariantPriceChange[] | null>;
  /** In one transaction: reads the size, writes `change` over it. Null when there is no such size. */
  changeVariant(
    variantCode: string,
    change: Partial<VariantState>,
  ): Promise<{ productCode: string; before: VariantState; after: VariantState } | null>;
}
