import { type Context, Hono } from "hono";
import type { CheckoutView } from "../../../core/checkout/checkout-service.ts";
import type { AppliedGiftCard } from "../../../core/gift-cards/gift-card-types.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { bagJson, priceJson } from "../bag/bag-json.ts";
import { cartJsonQuery } from "../bag/validators.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { localeOf } from "../site-visitor.ts";
import { isNoCart } from "./checkout-call-errors.ts";
import { giftCardPaymentJson } from "./gift-card-json.ts";

// spec 001 §3 "Cart data in checkout", §7 `/checkout/secure/cart.json`: the bag's cart.json with what checkout adds
// to it, the chosen delivery, its date, and on /us/ the sales tax and its taxRegion (spec 001 §8: the values
// ADDRESS_VALIDATION_ERROR and API_FAILURE raise the address-error event), the gift cards paying for the order
// (giftCardAndVouchers) and the metadata-updated flag.

/** The checkout's part: the order's totals with the chosen mode (or the default's estimate) and tax. */
function checkoutJson(view: CheckoutView, locale: string, giftCards: AppliedGiftCard[]) {
  const { totals, chosenMode } = view;
  // The earliest delivery: the parcel, or the first furniture or made-to-order delivery of a bag without one.
  const dates = view.quote.groups.map((group) => group.deliveryDate).sort();
  return {
    deliveryType: view.deliveryType,
    deliveryMode: chosenMode?.code ?? null,
    nominatedDate: chosenMode?.code === "NOMINATE" ? view.state.nominatedDate : null,
    deliveryDate: dates[0] ?? null,
    taxRegion: view.tax?.taxRegion ?? null,
    addressError: view.addressError,
    totalTax: totals.tax ? priceJson(totals.tax, locale) : null,
    deliveryCost: priceJson(totals.delivery, locale),
    deliveryChosen: totals.deliveryChosen,
    splitDeliveryCost: priceJson(totals.splitDelivery, locale),
    totalPrice: priceJson(totals.total, locale),
    // The gift cards applied at the payment step and what they leave to pay by card.
    ...giftCardPaymentJson(giftCards, totals.total, locale),
  };
}

/**
 * spec 001 §3 "a metadata-updated flag": whether the cart changed after the `modifiedTime` the caller holds (true
 * when it sent none). This answer is always whole, so the flag is how a caller holding the bag's copy knows that
 * the lines, prices or gifting under the checkout moved since, and must be shown again.
 */
function metadataUpdated(modifiedTimestamp: string | null, modifiedTime: string | undefined): boolean {
  if (!modifiedTime || !modifiedTimestamp) return true;
  return Date.parse(modifiedTimestamp) !== Date.parse(modifiedTime);
}

/**
 * `GET /checkout/secure/cart.json[?modifiedTime&resetDeliveryMode]`: `{...the bag's cart.json, metadataUpdated,
 * checkout}`, or `checkout: null` for a caller with no cart. Always the whole answer: the checkout's part changes
 * without the cart changing (a mode chosen, an address given, a cut-off passed), so `modifiedTime` cannot vouch for
 * it; it sets `metadataUpdated` instead.
 * `resetDeliveryMode` stores nothing, as on the bag: the part is worked out afresh on every call, and a stored
 * mode the bag or address no longer allows is already answered as null with the default's estimate.
 */
const checkoutCartJson = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const query = cartJsonQuery.parse(c.req.query());
  const shopper = shopperOf(c, version);
  const services = c.get("services");
  const locale = localeOf(version);
  privateAnswer(c);
  try {
    const view = await services.checkout.view(shopper);
    const cart = await services.cart.existingCart(shopper);
    const giftCards = cart ? await services.giftCards.applied(cart.id) : [];
    return c.json({
      ...bagJson(view.bag, locale, services.config[version]),
      metadataUpdated: metadataUpdated(view.bag.modifiedTimestamp, query.modifiedTime),
      checkout: checkoutJson(view, locale, giftCards),
    });
  } catch (error) {
    if (!isNoCart(error)) throw error;
    const bag = await services.bag.view(shopper);
    return c.json({
      ...bagJson(bag, locale, services.config[version]),
      metadataUpdated: metadataUpdated(bag.modifiedTimestamp, query.modifiedTime),
      checkout: null,
    });
  }
};

export const checkoutCartJsonRoutes = new Hono<AppEnv>()
  .get("/checkout/secure/cart.json", checkoutCartJson)
  .get("/:version/checkout/secure/cart.json", checkoutCartJson);
