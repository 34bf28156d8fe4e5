import { DomainError } from "../errors/domain-error.ts";
import { type Money, money } from "../money/money.ts";
import { CART_MESSAGES, quantityLimitMessage } from "./cart-messages.ts";
import type { CartRepository, StoredCart } from "./cart-ports.ts";
import {
  type AddCheck,
  checkAdd,
  lineQuantityLimit,
  MAX_QUANTITY_PER_LINE,
  quantityThatFits,
} from "./cart-rules.ts";

export interface AddEntryInput {
  /** The caller's cart guid from the session; a cart is made when it has none (or it is gone). */
  cartGuid: string | undefined;
  /** Has the session keep a new cart's guid; answers the guid it keeps (see `cartFor`). */
  keepGuid: KeepGuid;
  customerId?: string | null;
  /** The visitor's currency; the cart follows it. */
  currency: string;
  variantCode: string;
  quantity: number;
}

/**
 * Offered a new guid, the shopper's session keeps it unless a racing request of the same session got there
 * first, and answers the guid it holds: every request then works on that one cart.
 */
export type KeepGuid = (candidate: string) => Promise<string>;

export interface AddEntryResult {
  cart: StoredCart;
  quantityAdded: number;
  /** The line's quantity after the add. */
  lineQuantity: number;
  entryNumber: number;
  totalUnitCount: number;
  variant: { code: string; productCode: string; size: string; basePrice: Money };
}

export interface BulkEntryResult {
  productCode: string;
  quantity: number;
  quantityAdded: number;
  size: string;
  basePrice: Money | null;
  statusCode: "success" | "lowStock" | "noStock" | "unknownProduct";
}

/**
 * The bag on the server. The unit price always comes from the catalogue in the cart's currency; the price a
 * client sends is never used (docs/decisions/008-cart-and-saved-items.md).
 */
export function createCartService(
  repository: CartRepository,
  options: { newGuid(): string; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());

  /**
   * The caller's cart, made if needed. Concurrent first adds of one new session agree on one guid through
   * the session (`keepGuid`), and the cart is opened by that guid with a unique constraint, so they all end
   * in the same cart (issue 12 point 3). A guid whose cart is gone is opened afresh under the same guid.
   */
  async function cartFor(
    guid: string | undefined,
    currency: string,
    customerId: string | null,
    keepGuid: KeepGuid,
  ): Promise<StoredCart> {
    const target = guid ?? (await keepGuid(options.newGuid()));
    const found = await repository.findByGuid(target);
    if (!found) return repository.open({ guid: target, currency, customerId, now: now() });
    if (found.currency !== currency) {
      await repository.reprice(found.id, currency, now());
      return { ...found, currency };
    }
    return found;
  }

  function checkQuantity(quantity: number): void {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY_PER_LINE) {
      throw new DomainError("invalid", quantityLimitMessage(MAX_QUANTITY_PER_LINE), {
        quantity: `Quantity must be a whole number from 1 to ${MAX_QUANTITY_PER_LINE}.`,
      });
    }
  }

  function refuseUnless(check: AddCheck): { limit: number } {
    if (check.ok) return check;
    if (check.reason === "outOfStock") throw new DomainError("outOfStock", CART_MESSAGES.outOfStock);
    const message = quantityLimitMessage(check.max);
    throw new DomainError("invalid", message, { quantity: message });
  }

  return {
    /** Adds one variant; refuses (never trims) when the line would pass the stock or the per-line maximum. */
    async addEntry(input: AddEntryInput): Promise<AddEntryResult> {
      checkQuantity(input.quantity);
      const variant = await repository.variant(input.variantCode, input.currency);
      if (!variant || variant.price === null) throw new DomainError("notFound", CART_MESSAGES.unableToAdd);
      // Refuse before making a cart, so a failed first add leaves no empty cart behind.
      refuseUnless(checkAdd(variant, 0, input.quantity));
      const cart = await cartFor(input.cartGuid, input.currency, input.customerId ?? null, input.keepGuid);
      const inBag = await repository.lineQuantity(cart.id, variant.code);
      const check = refuseUnless(checkAdd(variant, inBag, input.quantity));
      const written = await repository.addToLine({
        cartId: cart.id,
        variantCode: variant.code,
        quantity: input.quantity,
        unitPrice: variant.price,
        limit: check.limit,
        now: now(),
      });
      // Another add to the same line got there first and left no room.
      if (!written.added) throw new DomainError("outOfStock", CART_MESSAGES.outOfStock);
      return {
        cart,
        quantityAdded: input.quantity,
        lineQuantity: written.quantity,
        entryNumber: written.entryNumber,
        totalUnitCount: await repository.totalUnitCount(cart.id),
        variant: {
          code: variant.code,
          productCode: variant.productCode,
          size: variant.size,
          basePrice: money(variant.price, cart.currency),
        },
      };
    },

    /**
     * spec 002 §4 "Bundle add": every entry is placed as far as stock allows; what did not fit is reported by a
     * `quantityAdded` short of `quantity` rather than refusing the whole set.
     */
    async addBulk(
      cart: StoredCart,
      entries: { productCode: string; quantity: number }[],
    ): Promise<BulkEntryResult[]> {
      const results: BulkEntryResult[] = [];
      for (const entry of entries) {
        checkQuantity(entry.quantity);
        const variant = await repository.variant(entry.productCode, cart.currency);
        if (!variant || variant.price === null) {
          results.push({
            ...entry,
            quantityAdded: 0,
            size: "",
            basePrice: null,
            statusCode: "unknownProduct",
          });
          continue;
        }
        const limit = lineQuantityLimit(variant);
        let added = 0;
        // Two tries: a racing add may take the room between reading the line and writing it.
        for (let attempt = 0; attempt < 2 && added === 0; attempt++) {
          const inBag = await repository.lineQuantity(cart.id, variant.code);
          const fits = quantityThatFits(variant, inBag, entry.quantity);
          if (fits === 0) break;
          const written = await repository.addToLine({
            cartId: cart.id,
            variantCode: variant.code,
            quantity: fits,
            unitPrice: variant.price,
            limit,
            now: now(),
          });
          if (written.added) added = fits;
        }
        results.push({
          ...entry,
          quantityAdded: added,
          size: variant.size,
          basePrice: money(variant.price, cart.currency),
          statusCode: added === entry.quantity ? "success" : added > 0 ? "lowStock" : "noStock",
        });
      }
      return results;
    },

    /** The caller's cart, made on demand for the bulk add of a guest who has none yet. */
    openCart: (
      guid: string | undefined,
      currency: string,
      keepGuid: KeepGuid,
      customerId: string | null = null,
    ) => cartFor(guid, currency, customerId, keepGuid),

    findCart: (guid: string) => repository.findByGuid(guid),

    async totalUnitCount(guid: string | undefined): Promise<number> {
      if (!guid) return 0;
      const cart = await repository.findByGuid(guid);
      return cart ? repository.totalUnitCount(cart.id) : 0;
    },

    async previewLines(guid: string | undefined) {
      const cart = guid ? await repository.findByGuid(guid) : null;
      return cart ? { cart, lines: await repository.previewLines(cart.id) } : null;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
