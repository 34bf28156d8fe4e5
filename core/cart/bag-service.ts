import { type Refusable, type Refused, refuse } from "../errors/refusal.ts";
import type { GiftingState } from "../gifting/gifting-types.ts";
import { money } from "../money/money.ts";
import type {
  CartPricing,
  CartPricingInput,
  DeliveryPricing,
  PricingCharge,
} from "../pricing/cart-pricing-types.ts";
import { promotionAppliedMessage, promotionRefusalMessage } from "../promotions/promotion-messages.ts";
import type { ApplyPromotionResult, PromotionService } from "../promotions/promotion-service.ts";
import type { Version } from "../site/versions.ts";
import type { WishlistService } from "../wishlist/wishlist-service.ts";
import { bagLineMaxQuantity, bagLineUnitPrice } from "./bag-line-rules.ts";
import type { BagShopper } from "./bag-shopper.ts";
import type { BagView } from "./bag-view.ts";
import { buildBagView, EMPTY_GIFTING } from "./build-bag-view.ts";
import { quantityLimitMessage } from "./cart-messages.ts";
import type { BagLineRow, CartRepository, StoredCart } from "./cart-ports.ts";
import { lineGone, outOfStock, refusalOfCheck } from "./cart-refusals.ts";
import { checkAdd, MAX_QUANTITY_PER_LINE } from "./cart-rules.ts";
import type { CartService, KeepGuid } from "./cart-service.ts";

// The bag page's changes and every read of the bag: one view built from the cart's rows, the
// promotions on it, its gift boxes and the one pricing function, whether a page, cart.json or checkout asks.

interface BagPricingPort {
  priceCart(input: CartPricingInput): CartPricing;
  deliveryFor(version: Version, currency: string): DeliveryPricing;
}

interface BagGiftingPort {
  state(cart: StoredCart): Promise<GiftingState>;
  charges(cart: StoredCart): Promise<PricingCharge[]>;
}

interface BagServiceDeps {
  cart: CartService;
  repository: CartRepository;
  pricing: BagPricingPort;
  promotions: PromotionService;
  gifting: BagGiftingPort;
  wishlist: WishlistService;
  now?: () => Date;
}

export function createBagService(deps: BagServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function viewOf(shopper: BagShopper, cart: StoredCart | null): Promise<BagView> {
    const rows = cart ? await deps.repository.bagLines(cart.id, cart.currency) : [];
    const [promotions, gifting, charges] = cart
      ? await Promise.all([
          deps.promotions.applied(cart.id),
          deps.gifting.state(cart),
          deps.gifting.charges(cart),
        ])
      : [[], EMPTY_GIFTING, []];
    const currency = cart?.currency ?? shopper.currency;
    const pricing = deps.pricing.priceCart({
      currency,
      lines: rows.map((row) => ({
        entryNumber: row.entryNumber,
        productCode: row.productCode,
        unitPrice: bagLineUnitPrice(row),
        quantity: row.quantity,
      })),
      charges,
      promotions,
      delivery: deps.pricing.deliveryFor(shopper.version, currency),
      now: now(),
    });
    return buildBagView({
      cart,
      rows,
      pricing,
      gifting,
      promotionCodes: promotions.map((p) => p.code),
      inactivePromotions: pricing.inactivePromotions.map(({ code, reason }) => {
        const promotion = promotions.find((p) => p.code === code);
        const threshold =
          promotion?.threshold != null
            ? money(promotion.threshold, promotion.currency ?? currency)
            : undefined;
        return { code, message: promotionRefusalMessage(reason, { locale: shopper.locale, threshold }) };
      }),
      version: shopper.version,
    });
  }

  async function cartWithLine(shopper: BagShopper, entryNumber: number) {
    const cart = await deps.cart.existingCart(shopper);
    const rows = cart ? await deps.repository.bagLines(cart.id, cart.currency) : [];
    const row = rows.find((r) => r.entryNumber === entryNumber);
    if (!cart || !row) return lineGone();
    return { ok: true, cart, row } as const;
  }

  /** Refuses a quantity the line cannot hold now, with the same wording as an add (spec 001 §8). */
  function lineQuantityRefusal(row: BagLineRow, quantity: number): Refused | null {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY_PER_LINE) {
      const message = quantityLimitMessage(MAX_QUANTITY_PER_LINE);
      return refuse("invalid", message, { quantity: message });
    }
    if (bagLineMaxQuantity(row) === 0) return outOfStock();
    const check = checkAdd(
      { code: row.variantCode, stockLevel: row.stockLevel, availability: row.availability },
      0,
      quantity,
    );
    return check.ok ? null : refusalOfCheck(check);
  }

  return {
    /** The shopper's bag on the version; an empty bag when they have no cart there. */
    async view(shopper: BagShopper): Promise<BagView> {
      return viewOf(shopper, await deps.cart.existingCart(shopper));
    },

    /** The cart's last change, read without pricing anything (cart.json's `modifiedTime` check). */
    async modifiedTimestamp(shopper: BagShopper): Promise<string | null> {
      if (!shopper.ownerGuid) return null;
      const cart = await deps.repository.findForOwner(shopper.ownerGuid, shopper.version);
      return cart?.modifiedAt ?? null;
    },

    /**
     * spec 001 §4: keyed by entry number. Re-checks stock and re-captures the price in one write. A line gone, a
     * quantity past the line's limit or the stock are answered as refusals; only a fault throws.
     */
    async updateQuantity(
      shopper: BagShopper,
      entryNumber: number,
      quantity: number,
    ): Promise<Refusable<{ view: BagView }>> {
      const found = await cartWithLine(shopper, entryNumber);
      if (!found.ok) return found;
      const { cart, row } = found;
      const refused = lineQuantityRefusal(row, quantity);
      if (refused) return refused;
      const written = await deps.repository.setLineQuantity({
        cartId: cart.id,
        entryNumber,
        quantity,
        unitPrice: bagLineUnitPrice(row),
        stockAtLeast: row.availability === "online" ? quantity : null,
        now: now(),
      });
      if (!written) return outOfStock();
      return { ok: true, view: await viewOf(shopper, cart) };
    },

    /** The line goes; a line already gone is answered as a refusal. */
    async removeEntry(shopper: BagShopper, entryNumber: number): Promise<Refusable<{ view: BagView }>> {
      const cart = await deps.cart.existingCart(shopper);
      if (!cart || !(await deps.repository.removeLine(cart.id, entryNumber, now()))) return lineGone();
      return { ok: true, view: await viewOf(shopper, cart) };
    },

    /**
     * spec 002 §4 "Move from bag to saved items": the item is saved (the oldest saved item makes room when
     * the list is full), then the line leaves the bag. Saved first, so a failure loses nothing.
     */
    async moveToSavedItems(
      shopper: BagShopper,
      entryNumber: number,
      savedItems: { guid: string | undefined; keepGuid: KeepGuid; maxItems: number },
    ): Promise<Refusable<{ view: BagView; productName: string }>> {
      const found = await cartWithLine(shopper, entryNumber);
      if (!found.ok) return found;
      const { cart, row } = found;
      await deps.wishlist.save(
        savedItems.guid,
        { code: row.productCode, groupCode: row.groupCode ?? "", name: row.productName },
        {
          maxItems: savedItems.maxItems,
          replaceOldest: true,
          customerId: shopper.customerId ?? null,
          keepGuid: savedItems.keepGuid,
        },
      );
      await deps.repository.removeLine(cart.id, entryNumber, now());
      return { ok: true, view: await viewOf(shopper, cart), productName: row.productName };
    },

    async applyPromotion(
      shopper: BagShopper,
      code: string,
    ): Promise<{ ok: boolean; view: BagView; message: string }> {
      const cart = await deps.cart.existingCart(shopper);
      const rows = cart ? await deps.repository.bagLines(cart.id, cart.currency) : [];
      const currency = cart?.currency ?? shopper.currency;
      const result: ApplyPromotionResult = cart
        ? await deps.promotions.apply({
            cartId: cart.id,
            code,
            currency,
            subtotal: rows.reduce((sum, row) => sum + bagLineUnitPrice(row) * row.quantity, 0),
            now: now(),
          })
        : { ok: false, reason: "emptyBag" };
      if (cart && result.ok) await deps.repository.touch(cart.id, now());
      const view = await viewOf(shopper, cart);
      return result.ok
        ? { ok: true, view, message: promotionAppliedMessage(result.promotion.code) }
        : {
            ok: false,
            view,
            message: promotionRefusalMessage(result.reason, { ...result, locale: shopper.locale }),
          };
    },

    async removePromotion(shopper: BagShopper, code: string): Promise<BagView> {
      const cart = await deps.cart.existingCart(shopper);
      if (cart) {
        await deps.promotions.remove(cart.id, code);
        await deps.repository.touch(cart.id, now());
      }
      return viewOf(shopper, cart);
    },
  };
}

export type BagService = ReturnType<typeof createBagService>;
