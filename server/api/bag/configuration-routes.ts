import { type Context, Hono } from "hono";
import type { BagShopper } from "../../../core/cart/bag-shopper.ts";
import type { BagView } from "../../../core/cart/bag-view.ts";
import { MAX_QUANTITY_PER_LINE } from "../../../core/cart/cart-rules.ts";
import { type BagExpressPayments, bagExpressPayments } from "../../../core/payments/bag-express-payments.ts";
import { walletOffer } from "../../../core/payments/wallet-availability.ts";
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
 * visitor's currency (hence private): limits, delivery estimate and threshold, the version's express-payment
 * toggles, and which express payments the caller's bag offers now, by the rules the bag page's buttons follow
 * (core/payments/bag-express-payments.ts).
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
    expressPayments: await expressPaymentsOf(c, shopper),
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
  privateAnswer(c);
  const { paypal } = await expressPaymentsOf(c, shopper);
  return c.json({ paypalEnabled: paypal, currencyIso: shopper.currency });
};

/** The caller's bag, or null without one (an unreadable bag offers nothing, as the page then shows no buttons). */
async function bagOf(c: Context<AppEnv>, shopper: BagShopper): Promise<BagView | null> {
  if (!shopper.ownerGuid) return null;
  return c
    .get("services")
    .bag.view(shopper)
    .catch(() => null);
}

/** What the bag page offers this shopper: the same wallet offer (customer type, A/B bucket) and PayPal rule. */
async function expressPaymentsOf(c: Context<AppEnv>, shopper: BagShopper): Promise<BagExpressPayments> {
  const services = c.get("services");
  const config = services.config[shopper.version];
  const bag = await bagOf(c, shopper);
  const wallets = services.walletPage.scriptUrl
    ? walletOffer(config, "bag", await services.wallets.shopperOf(shopper))
    : null;
  return bagExpressPayments(config, bag, wallets);
}

export const configurationRoutes = new Hono<AppEnv>()
  .get("/bag/configuration", configuration)
  .get("/:version/bag/configuration", configuration)
  .get("/bag/paypalBagConfig", paypalBagConfig)
  .get("/:version/bag/paypalBagConfig", paypalBagConfig);
