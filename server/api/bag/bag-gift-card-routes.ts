import { type Context, Hono } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { acceptedOrThrow } from "../../../core/errors/refusal.ts";
import { GIFT_CARD_MESSAGES } from "../../../core/gift-card-purchase/gift-card-messages.ts";
import { GIFT_CARD_CURRENCY } from "../../../core/gift-card-purchase/gift-card-offer.ts";
import {
  CUSTOM_AMOUNT,
  type GiftCardPostedFields,
} from "../../../core/gift-card-purchase/gift-card-purchase-form.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { localeOf } from "../site-visitor.ts";
import { bagJson } from "./bag-json.ts";
import { entryParams, giftCardBody } from "./validators.ts";

/**
 * spec 001 §7 `PUT /bag/giftCard/{id}`: edits a gift card line of the caller's bag (`id` is its entry number),
 * checked by the same rules as the page's form and priced again by the server. Another line of the bag is 400
 * "not a gift card", no line 404; a gift card is never priced outside the UK site or in another currency (400).
 */
const updateGiftCard = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const { entry } = entryParams.parse({ entry: c.req.param("id") });
  const { amount, currency, ...body } = giftCardBody.parse(await c.req.json());
  if (currency !== undefined && currency !== GIFT_CARD_CURRENCY)
    throw new DomainError("invalid", GIFT_CARD_MESSAGES.ukOnly, { currency: GIFT_CARD_MESSAGES.ukOnly });
  const changes: Partial<GiftCardPostedFields> = {
    ...body,
    ...(amount === undefined ? {} : { amount: CUSTOM_AMOUNT, customAmount: (amount / 100).toFixed(2) }),
  };
  const services = c.get("services");
  const shopper = shopperOf(c, version);
  acceptedOrThrow(await services.giftCardPurchases.update(shopper, entry, changes));
  privateAnswer(c);
  return c.json(bagJson(await services.bag.view(shopper), localeOf(version), services.config[version]));
};

export const giftCardRoutes = new Hono<AppEnv>()
  .put("/bag/giftCard/:id", updateGiftCard)
  .put("/:version/bag/giftCard/:id", updateGiftCard);
