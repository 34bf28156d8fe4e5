import { type Context, Hono } from "hono";
import { MAX_QUANTITY_PER_LINE } from "../../../core/cart/cart-rules.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer, shopperOf, versionOf } from "../cart/visitor.ts";
import { localeOf } from "../site-visitor.ts";
import { priceJson } from "./bag-json.ts";

/** spec 001 §9: the bag overlay shows only for counts under 30. */
const BAG_OVERLAY_MAX_COUNT = 30;
/** spec 001 §5, §9: gift message length. */
const GIFT_MESSAGE_MAX_LENGTH = 250;

/**
 * spec 001 §7 `GET /bag/configuration`: what the bag page's script needs to know of the version, in the
 * visitor's currency (hence private): limits, delivery estimate and threshold, and which express payments the
 * version's toggles allow on the bag. PayPal, Apple Pay and Google Pay buttons arrive with the payments issue;
 * until then they are reported as not available here, so no client shows a dead button.
 */
const configuration = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const shopper = shopperOf(c, version);
  const services = c.get("services");
  const config = services.config[version];
  const delivery = services.bagPricing.deliveryFor(version, shopper.currency);
  const locale = localeOf(version);
  const price = (amount: number) => priceJson({ amount, currency: shopper.currency }, locale);
  privateAnswer(c);
  return c.json({
    currencyIso: shopper.currency,
    maxQuantityPerLine: MAX_QUANTITY_PER_LINE,
    bagOverlayMaxCount: BAG_OVERLAY_MAX_COUNT,
    giftMessageMaxLength: GIFT_MESSAGE_MAX_LENGTH,
    sideDrawer: config.sideDrawer,
    standardDeliveryCost: price(delivery.standardCharge),
    freeDeliveryThreshold: delivery.freeThreshold === null ? null : price(delivery.freeThreshold),
    expressPayments: { applePay: false, googlePay: false, paypal: false },
    toggles: { applePay: config.applePay.bag, googlePay: config.googlePay.bag },
  });
};

/** spec 001 §7 `GET /bag/paypalBagConfig`: PayPal from the bag is not offered until the payments issue. */
const paypalBagConfig = (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  return c.json({ paypalEnabled: false, currencyIso: shopperOf(c, version).currency });
};

export const configurationRoutes = new Hono<AppEnv>()
  .get("/bag/configuration", configuration)
  .get("/:version/bag/configuration", configuration)
  .get("/bag/paypalBagConfig", paypalBagConfig)
  .get("/:version/bag/paypalBagConfig", paypalBagConfig);
