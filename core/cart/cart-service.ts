import { type Refusable, type Refused, refusalError, refuse } from "../errors/refusal.ts";
import { type Money, money } from "../money/money.ts";
import type { Version } from "../site/versions.ts";
import { CART_MESSAGES, quantityLimitMessage } from "./cart-messages.ts";
import type { CartRepository, StoredCart } from "./cart-ports.ts";
import { outOfStock, refusalOfCheck } from "./cart-refusals.ts";
import {
  checkAdd,
  lineQuantityLimit,
  MAX_QUANTITY_PER_LINE,
  quantityThatFits,
  totalUnitCount,
} from "./cart-rules.ts";

/**
 * Whose cart on which version: the owner key the session keeps (`cartGuid`; undefined before the first add),
 * the version, and the visitor's currency there. Every version has its own cart under one owner key.
 */
export interface CartOwner {
  ownerGuid: string | undefined;
  version: Version;
  currency: string;
  customerId?: string | null;
}

interface AddEntryInput extends CartOwner {
  /** Has the session keep a new cart's guid; answers the guid it keeps (see `cartFor`). */
  keepGuid: KeepGuid;
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

interface BulkEntryResult {
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
   * The caller's cart on the version, made if needed. Concurrent first adds of one new session agree on one
   * owner key through the session (`keepGuid`), and the cart is opened by (owner, version) with a unique
   * constraint, so they all end in the same cart. A cart is never shown in another
   * currency: when the visitor's currency on the version changes, its lines are re-priced in the new one.
   */
  async function cartFor(owner: CartOwner, keepGuid: KeepGuid): Promise<StoredCart> {
    const ownerGuid = owner.ownerGuid ?? (await keepGuid(options.newGuid()));
    const found = await repository.findForOwner(ownerGuid, owner.version);
    if (!found)
      return repository.open({
        ownerGuid,
        version: owner.version,
        guid: options.newGuid(),
        currency: owner.currency,
        customerId: owner.customerId ?? null,
        now: now(),
      });
    if (found.currency !== owner.currency) {
      await repository.reprice(found.id, owner.currency, now());
      return { ...found, currency: owner.currency };
    }
    return found;
  }

  /** The caller's cart on the version as it stands (re-priced if the currency moved); null when none. */
  async function existingCart(owner: CartOwner): Promise<StoredCart | null> {
    if (!owner.ownerGuid) return null;
    const found = await repository.findForOwner(owner.ownerGuid, owner.version);
    if (!found || found.currency === owner.currency) return found;
    await repository.reprice(found.id, owner.currency, now());
    return { ...found, currency: owner.currency };
  }

  function quantityRefusal(quantity: number): Refused | null {
    if (Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY_PER_LINE) return null;
    return refuse("invalid", quantityLimitMessage(MAX_QUANTITY_PER_LINE), {
      quantity: `Quantity must be a whole number from 1 to ${MAX_QUANTITY_PER_LINE}.`,
    });
  }

  return {
    /**
     * Adds one variant; refuses (never trims) when the line would pass the stock or the per-line maximum. The
     * refusals are answered, not thrown; only a fault (the database) throws.
     */
    async addEntry(input: AddEntryInput): Promise<Refusable<AddEntryResult>> {
      const badQuantity = quantityRefusal(input.quantity);
      if (badQuantity) return badQuantity;
      const variant = await repository.variant(input.variantCode, input.currency);
      if (!variant || variant.price === null) return refuse("notFound", CART_MESSAGES.unableToAdd);
      // Refuse before making a cart, so a failed first add leaves no empty cart behind.
      const fitsEmpty = checkAdd(variant, 0, input.quantity);
      if (!fitsEmpty.ok) return refusalOfCheck(fitsEmpty);
      const cart = await cartFor(input, input.keepGuid);
      const inBag = await repository.lineQuantity(cart.id, variant.code);
      const check = checkAdd(variant, inBag, input.quantity);
      if (!check.ok) return refusalOfCheck(check);
      const written = await repository.addToLine({
        cartId: cart.id,
        variantCode: variant.code,
        quantity: input.quantity,
        unitPrice: variant.price,
        limit: check.limit,
        now: now(),
      });
      // Another add to the same line got there first and left no room.
      if (!written.added) return outOfStock();
      return {
        ok: true,
        cart,
        quantityAdded: input.quantity,
        lineQuantity: written.quantity,
        entryNumber: written.entryNumber,
        totalUnitCount: totalUnitCount(await repository.lineQuantities(cart.id)),
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
        // Every caller bounds the quantities first (zod at the call, the bundle's plan, lines already in a bag),
        // so one out of range here is a fault rather than a shopper's refusal, and is thrown.
        const badQuantity = quantityRefusal(entry.quantity);
        if (badQuantity) throw refusalError(badQuantity.refusal);
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
    openCart: (owner: CartOwner, keepGuid: KeepGuid) => cartFor(owner, keepGuid),

    existingCart,

    findCart: (guid: string) => repository.findByGuid(guid),

    async totalUnitCount(owner: Pick<CartOwner, "ownerGuid" | "version">): Promise<number> {
      if (!owner.ownerGuid) return 0;
      const cart = await repository.findForOwner(owner.ownerGuid, owner.version);
      return cart ? totalUnitCount(await repository.lineQuantities(cart.id)) : 0;
    },

    /** The caller's cart and its lines with their products (newest first); null when there is no cart. */
    async lines(owner: CartOwner) {
      const cart = await existingCart(owner);
      return cart ? { cart, lines: await repository.bagLines(cart.id, cart.currency) } : null;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
