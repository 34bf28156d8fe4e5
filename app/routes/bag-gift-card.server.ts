import { addToCartEvent } from "../../core/cart/added-to-bag-rules.ts";
import type { GiftCardAddAction } from "../../core/cart/bag-action-form.ts";
import type { BagAnswer } from "../../core/cart/bag-answer.ts";
import { bagShopper } from "../../core/cart/bag-shopper.ts";
import { imageUrl } from "../../core/content/image-url.ts";
import { GIFT_CARD_NAMES, giftCardDesign } from "../../core/gift-card-purchase/gift-card-offer.ts";
import { formatMoney, money, toMajorUnits } from "../../core/money/money.ts";
import type { Shopper } from "./bag.server.ts";
import { refusal } from "./bag-add.server.ts";

// `add-gift-card` of the bag's one action: the card is checked and priced by the gift card service in core
// (UK and pounds only); a refusal keeps each field's message and what was posted, so the page that sent it
// shows the form filled in again with the messages by their fields, with JavaScript or without.

export async function addGiftCard(visitor: Shopper, input: GiftCardAddAction): Promise<BagAnswer> {
  const { ctx, version } = visitor;
  const { intent: _intent, ...fields } = input;
  const kind = fields.productCode;
  const result = await ctx.services.giftCardPurchases.add(
    bagShopper(ctx, version),
    ctx.keepInSession("cartGuid"),
    fields,
  );
  if (!result.ok) {
    const answer = await refusal(visitor, "add-gift-card", "error", result.refusal.message);
    if (answer.status === "added") return answer;
    const { giftBox, productCode: _code, ...text } = fields;
    const posted: Record<string, string> = { ...text, ...(giftBox ? { giftBox: "on" } : {}) };
    return { ...answer, fieldErrors: result.refusal.fields ?? {}, fields: posted };
  }
  const { purchase } = result;
  const design = giftCardDesign(purchase.design);
  const name = GIFT_CARD_NAMES[kind].name;
  const value = money(purchase.amount, "GBP");
  return {
    intent: "add-gift-card",
    status: "added",
    totalUnitCount: result.totalUnitCount,
    quantityAdded: 1,
    product: {
      name: `${name} ${formatMoney(value, "en-GB")}`,
      ...(design ? { imageUrl: imageUrl(design.imageId, 320), colour: design.name } : {}),
      quantity: 1,
    },
    events: [
      addToCartEvent({
        price: toMajorUnits(value),
        quantity: 1,
        currency: value.currency,
        sku: purchase.kind,
        size: "One Size",
        name,
      }),
    ],
  };
}
