import { Hono } from "hono";
import {
  GIFT_CARD_CURRENCY,
  GIFT_CARD_NAMES,
  GIFT_CARD_OFFER,
  GIFT_CARD_VERSION,
} from "../../../core/gift-card-purchase/gift-card-offer.ts";
import { money } from "../../../core/money/money.ts";
import { BASE_SITE_BY_VERSION, DEFAULT_CURRENCY_BY_VERSION } from "../../../core/site/versions.ts";
import type { AppEnv } from "../../app-env.ts";
import { priceJson } from "../bag/bag-json.ts";
import { localeOf, versionForSite } from "../site-visitor.ts";
import { siteConfigQuery } from "./validators.ts";

// spec 001 §7 `GET …/{site}/config?fields=FULL`: the site's configuration as other clients read it. BASIC and
// DEFAULT give the site, its currency and locale; FULL adds the checkout config of spec 001 §3 (mandatory
// postcode and state countries, the Google Pay lists), the field validation rules, the toggles a client acts on,
// and where gift cards are sold. Nothing in it is secret or personal, so it is public for a few minutes.
export const siteConfigRoutes = new Hono<AppEnv>().get("/TWCcommercewebservices/v2/:site/config", (c) => {
  const version = versionForSite(c.req.param("site"));
  const { fields } = siteConfigQuery.parse(c.req.query());
  const config = c.get("services").config[version];
  const locale = localeOf(version);
  c.header("Cache-Control", "public, max-age=300");
  const basic = {
    site: BASE_SITE_BY_VERSION[version],
    currency: DEFAULT_CURRENCY_BY_VERSION[version],
    locale,
  };
  if (fields !== "FULL") return c.json(basic);
  const pounds = (pence: number) => priceJson(money(pence, GIFT_CARD_CURRENCY), localeOf(GIFT_CARD_VERSION));
  return c.json({
    ...basic,
    checkout: {
      mandatory: { countries: config.checkout.mandatoryCountries },
      googlePayAllowedAuthMethods: config.checkout.googlePayAllowedAuthMethods,
      googlePayAllowedCardNetworks: config.checkout.googlePayAllowedCardNetworks,
    },
    validation: config.validation,
    toggles: {
      wishlist: config.wishlist,
      checkoutSignInNewView: config.checkoutSignInNewView,
      passwordLessLoginLink: config.passwordLessLoginLink,
      applePay: config.applePay,
      googlePay: config.googlePay,
      seahorse: config.seahorse,
      configApiEnabled: config.configApiEnabled,
    },
    paymentIcons: config.paymentIcons,
    giftCard: {
      imageSelector: config.giftCard.imageSelector,
      soldOnSite: BASE_SITE_BY_VERSION[GIFT_CARD_VERSION],
      currency: GIFT_CARD_CURRENCY,
      products: Object.entries(GIFT_CARD_NAMES).map(([code, { name, slug }]) => ({
        code,
        name,
        url: `/${GIFT_CARD_VERSION}/${slug}/p/${code}`,
      })),
      fixedAmounts: GIFT_CARD_OFFER.fixedAmounts.map(pounds),
      customAmount: { min: pounds(GIFT_CARD_OFFER.customMin), max: pounds(GIFT_CARD_OFFER.customMax) },
      sendDateMonthsAhead: GIFT_CARD_OFFER.sendDateMonthsAhead,
      giftBox: {
        price: pounds(GIFT_CARD_OFFER.giftBoxCharge),
        freeAbove: pounds(GIFT_CARD_OFFER.freeGiftBoxAbove),
      },
    },
  });
});
