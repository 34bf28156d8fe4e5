import { Hono } from "hono";
import { imageUrl } from "../../../core/content/image-url.ts";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { GIFT_CARD_MESSAGES } from "../../../core/gift-card-purchase/gift-card-messages.ts";
import { GIFT_CARD_VERSION, isGiftCardKind } from "../../../core/gift-card-purchase/gift-card-offer.ts";
import { giftCardProductData } from "../../../core/gift-card-purchase/gift-card-product.ts";
import { money } from "../../../core/money/money.ts";
import type { AppEnv } from "../../app-env.ts";
import { priceJson } from "../bag/bag-json.ts";
import { localeOf, versionForSite } from "../site-visitor.ts";

// spec 001 §7 `GET …/{site}/giftcards/{code}`: the gift card products (ECARD, GCARD) with their giftCardConfig
// and designs as swatches, from the offer the pages sell. Gift cards are priced on the UK site in pounds only:
// another site is answered 400 with the reason, never with prices in its currency.
export const giftCardProductRoutes = new Hono<AppEnv>().get(
  "/TWCcommercewebservices/v2/:site/giftcards/:code",
  async (c) => {
    const version = versionForSite(c.req.param("site"));
    const code = c.req.param("code").toUpperCase();
    if (!isGiftCardKind(code))
      throw new DomainError("invalid", "No such gift card: the codes are ECARD and GCARD.", {
        code: "UnknownIdentifierError",
      });
    if (version !== GIFT_CARD_VERSION)
      throw new DomainError("invalid", GIFT_CARD_MESSAGES.ukOnly, { site: GIFT_CARD_MESSAGES.ukOnly });
    const data = giftCardProductData(code, new Date());
    const locale = localeOf(version);
    const price = (pence: number) => priceJson(money(pence, data.giftCardConfig.currency), locale);
    const config = data.giftCardConfig;
    // The same for every shopper; the send date window moves at UK midnight, so it is kept a few minutes only.
    c.header("Cache-Control", "public, max-age=300");
    return c.json({
      ...data,
      giftCardConfig: {
        ...config,
        imageSelector: c.get("services").config[version].giftCard.imageSelector,
        fixedAmounts: config.fixedAmounts.map(price),
        customAmount: config.customAmount
          ? { min: price(config.customAmount.min), max: price(config.customAmount.max) }
          : null,
        giftBox: config.giftBox
          ? { price: price(config.giftBox.charge), freeAbove: price(config.giftBox.freeAbove) }
          : null,
      },
      swatches: data.swatches.map((swatch) => ({
        ...swatch,
        imageUrl: imageUrl(swatch.secondId, 640),
        variantOptions: swatch.variantOptions.map((option) => ({
          code: option.code,
          priceData: price(option.amount),
        })),
      })),
    });
  },
);
