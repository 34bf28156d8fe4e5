// What the cart service needs from storage (implemented in data/repositories/cart-repository.ts).
import type { Availability } from "../catalogue/stock-state.ts";
import type { GiftCardPurchase } from "../gift-card-purchase/gift-card-purchase-form.ts";
import type { Version } from "../site/versions.ts";
import type { VariantForCart } from "./cart-rules.ts";

export interface StoredCart {
  id: number;
  /** The cart's own public id (cartGuid in the spec's answers). */
  guid: string;
  /** The session's owner key the cart belongs to (a cart per version under one key); null for none. */
  ownerGuid: string | null;
  version: Version;
  /** Null for a guest's anonymous cart; set for a signed-in shopper's current cart. */
  customerId: string | null;
  currency: string;
  /** ISO instant of the last change (spec 001 §3 modifiedTimestamp). */
  modifiedAt: string;
}

/** A variant as the cart sees it, priced in one currency (null when the catalogue has no price in it). */
interface CatalogueVariant extends VariantForCart {
  productCode: string;
  size: string;
  /** Minor units. */
  price: number | null;
}

interface CartLineRow {
  entryNumber: number;
  variantCode: string;
  quantity: number;
  /** The unit price captured when the line was last added to or changed (minor units, cart currency). */
  unitPrice: number;
}

/** A cart line with its product as the catalogue holds it now: what every view of the bag reads. */
export interface BagLineRow extends CartLineRow {
  productCode: string;
  productName: string;
  productType: string;
  categoryCode: string;
  groupCode: string | null;
  /** The chosen type's name (e.g. "Oxford"), when the product has groups. */
  groupName: string | null;
  swatchCode: string;
  swatchName: string;
  size: string;
  imageId: string | null;
  stockLevel: number;
  availability: Availability;
  /** The catalogue's price now, in the cart's currency; null when it is no longer sold in it. */
  currentPrice: number | null;
  wasPrice: number | null;
  giftWrappable: boolean;
  /** Set on a gift card line (one card, quantity 1): what was bought, with its recipient. */
  giftCard?: GiftCardPurchase;
}

type AddToLineResult = { added: true; quantity: number; entryNumber: number } | { added: false };

export interface CartRepository {
  findByGuid(guid: string): Promise<StoredCart | null>;
  /** The owner's cart on one version, if there is one. */
  findForOwner(ownerGuid: string, version: Version): Promise<StoredCart | null>;
  /**
   * The owner's cart on the version, made (with `guid`) if there is none; racing calls all get the same cart.
   */
  open(input: {
    ownerGuid: string;
    version: Version;
    guid: string;
    currency: string;
    customerId: string | null;
    now: Date;
  }): Promise<StoredCart>;
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
  /** Each line's quantity, for the count (cart-rules.ts `totalUnitCount`) without reading the products. */
  lineQuantities(cartId: number): Promise<{ quantity: number }[]>;
  /** The cart's lines with their products, newest first. */
  bagLines(cartId: number, currency: string): Promise<BagLineRow[]>;
  /**
   * Sets a line's quantity and re-captures its price, and moves the cart's modified time, in one transaction;
   * the write holds only while the variant's stock still allows it (`stockAtLeast`, null for no stock check).
   * False when the line is gone or the stock no longer allows it.
   */
  setLineQuantity(input: {
    cartId: number;
    entryNumber: number;
    quantity: number;
    unitPrice: number;
    stockAtLeast: number | null;
    now: Date;
  }): Promise<boolean>;
  /** Removes a line and moves the cart's modified time; false when there is no such line. */
  removeLine(cartId: number, entryNumber: number, now: Date): Promise<boolean>;
  /** Moves the cart's modified time (a change elsewhere: a promotion, a gift box). */
  touch(cartId: number, now: Date): Promise<void>;
  /** Gives the cart to another owner (a guest's cart becoming the customer's at sign-in). */
  reassign(cartId: number, owner: { ownerGuid: string; customerId: string | null }, now: Date): Promise<void>;
  /** Moves a cart's gift card lines to another cart, with new entry numbers there; answers how many moved. */
  moveGiftCards(fromCartId: number, toCartId: number, now: Date): Promise<number>;
  /** Deletes a cart with its lines, promotions and gift boxes. */
  deleteCart(cartId: number): Promise<void>;
}
