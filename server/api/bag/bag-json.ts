import type { BagLine, BagView } from "../../../core/cart/bag-view.ts";
import { imageUrl } from "../../../core/content/image-url.ts";
import { GIFT_CARD_CURRENCY, giftCardDesign } from "../../../core/gift-card-purchase/gift-card-offer.ts";
import type { GiftCardPurchase } from "../../../core/gift-card-purchase/gift-card-purchase-form.ts";
import { formatMoney, type Money, money, toMajorUnits } from "../../../core/money/money.ts";
import { paypalEnabledForBag } from "../../../core/payments/paypal-availability.ts";
import type { SiteConfig } from "../../../core/site/site-config.ts";

// The cart as the bag's JSON calls answer it (cart.json, checkout's cart.json, the commerce-service carts): the
// spec's Cart fields (001 §3) with our shapes where it gives none (README "Bag API"). Every price carries
// its integer minor units beside the major value and the locale's formatting.

interface PriceJson {
  value: number;
  minorUnits: number;
  currencyIso: string;
  formattedValue: string;
}

export function priceJson(value: Money, locale: string): PriceJson {
  return {
    value: toMajorUnits(value),
    minorUnits: value.amount,
    currencyIso: value.currency,
    formattedValue: formatMoney(value, locale),
  };
}

function entryJson(line: BagLine, locale: string) {
  return {
    entryNumber: line.entryNumber,
    quantity: line.quantity,
    maxQuantity: line.maxQuantity,
    product: {
      code: line.variantCode,
      baseProductCode: line.productCode,
      name: line.name,
      url: line.url,
      imageUrl: line.imageId ? imageUrl(line.imageId, 320) : null,
      colour: line.colour,
      size: line.size,
      group: line.group,
      giftWrappable: line.giftWrappable,
    },
    basePrice: priceJson(line.unitPrice, locale),
    wasPrice: line.wasPrice ? priceJson(line.wasPrice, locale) : null,
    totalPrice: priceJson(line.linePrice, locale),
    discount: priceJson(line.discount, locale),
    priceChange: line.priceChange
      ? { was: priceJson(line.priceChange.was, locale), now: priceJson(line.priceChange.now, locale) }
      : null,
    problem: line.problem,
    // A gift card line's purchase fields (spec 001 §3), its amount in pence as every price here.
    ...(line.giftCard ? { giftCard: giftCardJson(line.giftCard, locale) } : {}),
  };
}

function giftCardJson(card: GiftCardPurchase, locale: string) {
  return {
    ...card,
    amount: priceJson(money(card.amount, GIFT_CARD_CURRENCY), locale),
    design: { code: card.design, name: giftCardDesign(card.design)?.name ?? card.design },
  };
}

/** `config` is the version's: Cart.paypalEnabled follows the rule the bag page's PayPal button follows. */
export function bagJson(view: BagView, locale: string, config: Pick<SiteConfig, "paymentIcons">) {
  const { summary, gifting } = view;
  return {
    cartGuid: view.cartGuid ?? "",
    currencyIso: view.currency,
    totalUnitCount: view.totalUnitCount,
    modifiedTimestamp: view.modifiedTimestamp,
    entries: view.lines.map((line) => entryJson(line, locale)),
    subTotal: priceJson(summary.subtotal, locale),
    totalDiscounts: priceJson(summary.totalDiscount, locale),
    appliedVouchers: summary.discounts.map((d) => ({
      code: d.code,
      description: d.description,
      value: priceJson(d.amount, locale),
    })),
    inactiveVouchers: view.inactivePromotions,
    giftCharges: priceJson(summary.charges, locale),
    // The bag shows the standard delivery estimate; checkout chooses the mode.
    deliveryMode: { code: "STD", free: summary.delivery.free },
    deliveryCost: priceJson(summary.delivery.amount, locale),
    freeDeliveryRemaining: summary.freeDeliveryRemaining
      ? priceJson(summary.freeDeliveryRemaining, locale)
      : null,
    totalPrice: priceJson(summary.total, locale),
    giftWrappable: gifting.giftWrappable,
    giftMessage: gifting.orderLevelGiftMessage !== "",
    giftMessageText: gifting.orderLevelGiftMessage,
    giftBoxes: gifting.boxes.map((box) => ({
      ...box,
      price: priceJson({ amount: box.price, currency: view.currency }, locale),
    })),
    freeGiftMessageDisabledProducts: gifting.freeGiftMessageDisabledProducts,
    giftWrapDisabledProducts: gifting.giftWrapDisabledProducts,
    // spec 001 §3 Cart.paypalEnabled: as the bag page offers PayPal Express (core/payments/paypal-availability.ts).
    paypalEnabled: paypalEnabledForBag(config, view),
    hasInvalidEntries: view.hasProblems,
  };
}

/** spec 001 §7 `invalid-cart-entries.json` and `bag/validate`: the lines checkout cannot take, and why. */
export function invalidEntriesJson(view: BagView) {
  return view.lines
    .filter((line) => line.problem !== null)
    .map((line) => ({
      entryNumber: line.entryNumber,
      productCode: line.variantCode,
      name: line.name,
      quantity: line.quantity,
      reason: line.problem?.kind,
      available: line.problem?.kind === "insufficientStock" ? line.problem.available : line.maxQuantity,
    }));
}
