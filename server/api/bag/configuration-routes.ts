import { type Context, Hono } from "hono";
import { MAX_QUANTITY_PER_LINE } from "../../../core/cart/cart-rules.ts";
import { paypalEnabled, paypalEnabledForBag } from "../../../core/payments/paypal-availability.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { localeOf } from "../site-visitor.ts";
import { priceJson } from "./bag-json.ts";

/** spec 001 §9: the bag overlay shows only for counts under 30. */
const BAG_OVERLAY_MAX_COUNT = 30;
/** spec 001 §5, §9: gift message length. */
const GIFT_MESSAGE_MAX_LENGTH = 250;

/**
 * spec 001 §7 `GET /bag/configuration`: what the bag page's script needs to know of the version, in the
 * visitor's currency (hence private): limits, delivery estimate and threshold, and which express payments the
 * version's toggles allow on the bag. PayPal follows the version's configuration; the Apple Pay and Google Pay
 * buttons arrive with the payments issue, until then reported as not available, so no client shows a dead button.
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
    expressPayments: { applePay: false, googlePay: false, paypal: paypalEnabled(config) },
    toggles: { applePay: config.applePay.bag, googlePay: config.googlePay.bag },
  });
};

/**
 * spec 001 §7 `GET /bag/paypalBagConfig`: whether the bag offers PayPal Express (the version takes PayPal and the
 * caller's bag can be checked out as it is; core/payments/paypal-availability.ts).
 */
const paypalBagConfig = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const shopper = shopperOf(c, version);
  const services = c.get("services");
  privateAnswer(c);
  const bag = shopper.ownerGuid ? await services.bag.view(shopper).catch(() => null) : null;
  const enabled = bag !== null && paypalEnabledForBag(services.config[version], bag);
  return c.json({ paypalEnabled: enabled, currencyIso: shopper.currency });
};

export const configurationRoutes = new Hono<AppEnv>()
  .get("/bag/configuration", configuration)
  .get("/:version/bag/configuration", configuration)
  .get("/bag/paypalBagConfig", paypalBagConfig)
  .get("/:version/bag/paypalBagConfig", paypalBagConfig);
