// What the cart service needs from storage (implemented in data/repositories/cart-repository.ts).
import type { VariantForCart } from "./cart-rules.ts";

export interface StoredCart {
  id: number;
  guid: string;
  /** Null for a guest's anonymous cart; set for a signed-in shopper's current cart. */
  customerId: string | null;
  currency: string;
}

/** A variant as the cart sees it, priced in one currency (null when the catalogue has no price in it). */
export interface CatalogueVariant extends VariantForCart {
  productCode: string;
  size: string;
  /** Minor units. */
  price: number | null;
}

export interface CartLineRow {
  entryNumber: number;
  variantCode: string;
  quantity: number;
  unitPrice: number;
}

/** A cart line with what the bag preview shows of its product. */
export interface PreviewLineRow extends CartLineRow {
  productCode: string;
  productName: string;
  productType: string;
  categoryCode: string;
  groupCode: string | null;
  swatchCode: string;
  swatchName: string;
  size: string;
  imageId: string | null;
}

export type AddToLineResult = { added: true; quantity: number; entryNumber: number } | { added: false };

export interface CartRepository {
  findByGuid(guid: string): Promise<StoredCart | null>;
  /** The cart with this guid, made if there is none; racing calls with one guid all get the same cart. */
  open(input: { guid: string; currency: string; customerId: string | null; now: Date }): Promise<StoredCart>;
  variant(code: string, currency: string): Promise<CatalogueVariant | null>;
  lineQuantity(cartId: number, variantCode: string): Promise<number>;
  /**
   * Adds `quantity` to the variant's line (creating it) in one conditional write: the line never ends above
   * `limit`, however many adds race. `{ added: false }` when it would.
   */
  addToLine(input: {
    cartId: number;
    variantCode: string;
    quantity: number;
    unitPrice: number;
    limit: number;
    now: Date;
  }): Promise<AddToLineResult>;
  /** Moves the cart to another currency, re-capturing every line's unit price from the catalogue. */
  reprice(cartId: number, currency: string, now: Date): Promise<void>;
  totalUnitCount(cartId: number): Promise<number>;
  previewLines(cartId: number): Promise<PreviewLineRow[]>;
}
