import type { CatalogueChanged } from "../catalogue/catalogue-changed.ts";
import type { Availability } from "../catalogue/stock-state.ts";
import type {
  AdminProduct,
  CatalogueAdminPage,
  CatalogueAdminRepository,
  VariantPriceChange,
  VariantState,
} from "./catalogue-admin-ports.ts";
import { CATALOGUE_PAGE_SIZE, CURRENCY_BY_VERSION, type PriceChangeInput } from "./catalogue-admin-rules.ts";

// The merchandiser's catalogue (issue 29 point 4): find a product, change its price per version and a size's stock
// and availability. Every change is told through the catalogue's own change event (CatalogueChanged), the one that
// order placement and cancellation already publish: it refreshes the search index, purges the shared page cache
// and, on PostgreSQL, reaches every instance. Bags read the prices table, so a line shows the change at once.

export type CatalogueAdminRefusal = "unknownProduct" | "unknownVariant" | "notSold";

export type CatalogueAdminResult<Change> =
  | { ok: true; change: Change }
  | { ok: false; refusal: CatalogueAdminRefusal };

export interface PriceChange {
  productCode: string;
  currency: string;
  variants: VariantPriceChange[];
}

export interface VariantChange {
  productCode: string;
  variantCode: string;
  before: VariantState;
  after: VariantState;
}

export function createCatalogueAdmin(repository: CatalogueAdminRepository, changed: CatalogueChanged) {
  async function changeVariant(
    variantCode: string,
    change: Partial<VariantState>,
  ): Promise<CatalogueAdminResult<VariantChange>> {
    const written = await repository.changeVariant(variantCode, change);
    if (written === null) return { ok: false, refusal: "unknownVariant" };
    // Resolves once this instance's search index and page cache have followed; other instances hear it too.
    await changed.publish([written.productCode]);
    return { ok: true, change: { variantCode, ...written } };
  }

  return {
    find(query: string, page: number): Promise<CatalogueAdminPage> {
      return repository.find({
        query,
        offset: (Math.max(1, page) - 1) * CATALOGUE_PAGE_SIZE,
        limit: CATALOGUE_PAGE_SIZE,
      });
    },

    product(code: string): Promise<AdminProduct | null> {
      return repository.product(code);
    },

    /** A checked price (priceChangeSchema) for every size of the product in the version, or one size. */
    async changePrice(input: PriceChangeInput): Promise<CatalogueAdminResult<PriceChange>> {
      const currency = CURRENCY_BY_VERSION[input.version];
      const variants = await repository.setPrices(input.productCode, input.variantCode, currency, {
        amount: input.price,
        wasAmount: input.wasPrice,
      });
      if (variants === null)
        return { ok: false, refusal: input.variantCode === null ? "unknownProduct" : "unknownVariant" };
      // A product not sold in a version has no prices there; giving it one would start selling it, which is not
      // a price change.
      if (variants.length === 0) return { ok: false, refusal: "notSold" };
      await changed.publish([input.productCode]);
      return { ok: true, change: { productCode: input.productCode, currency, variants } };
    },

    /** A checked stock level (stockChangeSchema): what the warehouse holds now. */
    changeStock(variantCode: string, stockLevel: number) {
      return changeVariant(variantCode, { stockLevel });
    },

    changeAvailability(variantCode: string, availability: Availability) {
      return changeVariant(variantCode, { availability });
    },
  };
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
