import { productPath } from "../catalogue/product-url.ts";
import type { GiftingState } from "../gifting/gifting-types.ts";
import { type Money, money } from "../money/money.ts";
import type { CartPricing } from "../pricing/cart-pricing-types.ts";
import { type Version, withVersion } from "../site/versions.ts";
import {
  bagLineColour,
  bagLineMaxQuantity,
  bagLineProblem,
  bagLineSize,
  bagLineUnitPrice,
} from "./bag-line-rules.ts";
import type { BagLine, BagView } from "./bag-view.ts";
import type { BagLineRow, StoredCart } from "./cart-ports.ts";
import { totalUnitCount } from "./cart-rules.ts";

export const EMPTY_GIFTING: GiftingState = {
  boxes: [],
  orderLevelGiftMessage: "",
  giftWrapDisabledProducts: [],
  freeGiftMessageDisabledProducts: [],
  giftWrappable: false,
};

interface BagViewInput {
  cart: StoredCart | null;
  /** Newest first. */
  rows: readonly BagLineRow[];
  pricing: CartPricing;
  gifting: GiftingState;
  promotionCodes: string[];
  inactivePromotions: { code: string; message: string }[];
  version: Version;
}

/** The bag as every view shows it, from the cart's rows and the one pricing function's answer. */
export function buildBagView(input: BagViewInput): BagView {
  const { pricing, version } = input;
  const currency = pricing.currency;
  const of = (amount: number): Money => money(amount, currency);
  const priced = new Map(pricing.lines.map((line) => [line.entryNumber, line]));
  const lines = input.rows.map((row): BagLine => {
    const unit = bagLineUnitPrice(row);
    const share = priced.get(row.entryNumber);
    return {
      entryNumber: row.entryNumber,
      variantCode: row.variantCode,
      productCode: row.productCode,
      name: row.productName,
      url: withVersion(
        version,
        productPath({
          code: row.productCode,
          name: row.productName,
          productType: row.productType,
          categoryCode: row.categoryCode,
          groupCode: row.groupCode,
          swatchCode: row.swatchCode,
        }),
      ),
      imageId: row.imageId,
      // A gift card's design is told as such on its line, not as a colour.
      colour: row.giftCard ? null : bagLineColour(row.swatchName),
      size: bagLineSize(row.size),
      group: row.groupName,
      quantity: row.quantity,
      maxQuantity: bagLineMaxQuantity(row),
      unitPrice: of(unit),
      wasPrice: row.wasPrice !== null && row.wasPrice > unit ? of(row.wasPrice) : null,
      linePrice: of(unit * row.quantity),
      discount: of(share?.discount ?? 0),
      priceChange:
        row.currentPrice !== null && row.currentPrice !== row.unitPrice
          ? { was: of(row.unitPrice), now: of(row.currentPrice) }
          : null,
      problem: bagLineProblem(row),
      giftWrappable: row.giftWrappable,
      ...(row.giftCard ? { giftCard: row.giftCard } : {}),
    };
  });
  return {
    cartGuid: input.cart?.guid ?? null,
    currency,
    totalUnitCount: totalUnitCount(lines),
    modifiedTimestamp: input.cart?.modifiedAt ?? null,
    lines,
    summary: {
      subtotal: of(pricing.subtotal),
      discounts: pricing.discounts.map((d) => ({
        code: d.code,
        description: d.description,
        amount: of(d.amount),
      })),
      totalDiscount: of(pricing.totalDiscount),
      charges: of(pricing.chargesTotal),
      delivery: { amount: of(pricing.delivery.charge), free: pricing.delivery.free },
      freeDeliveryRemaining:
        pricing.freeDeliveryRemaining === null ? null : of(pricing.freeDeliveryRemaining),
      total: of(pricing.total),
    },
    promotionCodes: input.promotionCodes,
    inactivePromotions: input.inactivePromotions,
    gifting: input.gifting,
    hasProblems: lines.some((line) => line.problem !== null),
  };
}
