import { type Context, Hono } from "hono";
import { DomainError, isDomainError } from "../../../core/errors/domain-error.ts";
import type { PlacementAnswer } from "../../../core/orders/placement-answer.ts";
import { answerPlacement } from "../../../core/orders/placement-answer.ts";
import { type PaymentErrorKey, paymentErrorMessage } from "../../../core/payments/payment-errors.ts";
import { PAYPAL_INTENT, paypalEnabled } from "../../../core/payments/paypal-availability.ts";
import { PAYPAL_MESSAGES, type PayPalFlow } from "../../../core/payments/paypal-checkout.ts";
import { bagPath, checkoutPath, orderConfirmationPath } from "../../../core/site/page-addresses.ts";
import type { Version } from "../../../core/site/versions.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { saveSession } from "../../middleware/session.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { localeOf } from "../site-visitor.ts";
import { approvedBody, deliveryBody, fromPayPalQuery, startBody } from "./paypal-validators.ts";

// spec 001 §7 "Checkout" PayPal calls, each under /checkout/secure/ with or without a version.
// A native form post (JavaScript off) is answered with a 303 to where the shopper goes next; a script's call with
// JSON. Every call works on the caller's own cart only: a PayPal order is bound to it by its reference
// (core/payments/paypal-checkout.ts), so another shopper's token places and reveals nothing.

/** The notice the checkout or the bag shows after PayPal sent the shopper back (app/lib/text/en-GB/paypal.ts). */
type PayPalNotice =
  | "cancelled"
  | "notReady"
  | "nothingToPay"
  | Extract<PaymentErrorKey, "Failure" | "Error" | "PayPalAddressFailure_Bag">;

const UNREADABLE_BODY = "The request could not be read.";

function isFormPost(c: Context<AppEnv>): boolean {
  const type = c.req.header("content-type") ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** A form's fields or a JSON body; one that cannot be read is the caller's mistake (400), never a 500. */
async function bodyOf(c: Context<AppEnv>): Promise<unknown> {
  try {
    if (isFormPost(c)) return Object.fromEntries(await c.req.formData());
    const text = await c.req.text();
    return text ? JSON.parse(text) : {};
  } catch {
    throw new DomainError("invalid", UNREADABLE_BODY);
  }
}

/** Where PayPal sends the buyer back: this store's own origin, the return call of this version. */
function returnAddresses(c: Context<AppEnv>, version: Version, flow: PayPalFlow) {
  const base = `${new URL(c.req.url).origin}${checkoutPath(version)}/fromPayPal`;
  const express = flow === "bag" ? "&express=true" : "";
  return { returnUrl: `${base}?agree=true${express}`, cancelUrl: `${base}?agree=false${express}` };
}

function placementSession(c: Context<AppEnv>) {
  return {
    session: c.get("session"),
    updateSession: (data: object) => saveSession(c, data).then(() => undefined),
  };
}

/** The page a placement answer sends the shopper to. */
function nextPage(version: Version, answer: PlacementAnswer): string {
  if (answer.kind === "placed") return orderConfirmationPath(version, answer.orderNumber);
  if (answer.kind === "outOfStock") return bagPath(version);
  return `${checkoutPath(version)}?paypal=${answer.errorKey}`;
}

function placementJson(version: Version, answer: PlacementAnswer) {
  const redirect = nextPage(version, answer);
  if (answer.kind === "placed") return { status: "placed", orderNumber: answer.orderNumber, redirect };
  if (answer.kind === "outOfStock")
    return { status: "outOfStock", variantCodes: answer.variantCodes, message: answer.message, redirect };
  return { status: "declined", errorKey: answer.errorKey, message: answer.message, redirect };
}

/** `GET paypalConfig.json`: whether this version takes PayPal, in which currency, and with which intent. */
const paypalConfig = (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  return c.json({
    enabled: paypalEnabled(c.get("services").config[version]),
    currencyIso: shopperOf(c, version).currency,
    intent: PAYPAL_INTENT,
  });
};

/**
 * Why a native post could not start PayPal, as the notice the page it returns to shows: nothing left to pay (gift
 * cards pay it all), PayPal unreachable ("Error"), or a checkout or bag not ready to pay.
 */
function startRefusal(error: unknown): PayPalNotice | null {
  if (!isDomainError(error)) return null;
  if (error.kind === "unavailable") return "Error";
  if (error.message === PAYPAL_MESSAGES.nothingToPay) return "nothingToPay";
  return error.kind === "invalid" || error.kind === "notFound" ? "notReady" : null;
}

/** toPayPal and fromPayPalBag (forms: 303 to PayPal), toSmartPayPal and toSmartPayPalFromBag (JSON). */
function startPayPal(flow: PayPalFlow) {
  return async (c: Context<AppEnv>) => {
    const version = versionOf(c);
    privateAnswer(c);
    const { requestId } = startBody.parse(await bodyOf(c));
    try {
      const created = await c.get("services").paypalCheckout.start(shopperOf(c, version), {
        flow,
        ...returnAddresses(c, version, flow),
        requestId: requestId ? `${flow}:${requestId}` : undefined,
      });
      if (isFormPost(c)) return c.redirect(created.approveUrl, 303);
      return c.json({ token: created.id, approveUrl: created.approveUrl });
    } catch (error) {
      // A script gets the shared error body; a shopper without one goes back to the page with a notice.
      const notice = isFormPost(c) ? startRefusal(error) : null;
      if (!notice) throw error;
      const back = flow === "bag" ? bagPath(version) : checkoutPath(version);
      return c.redirect(`${back}?paypal=${notice}`, 303);
    }
  };
}

/** `GET fromPayPal?agree=true&token&PayerID`: PayPal's return after approving (agree=false: cancelled). */
const fromPayPal = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  const query = fromPayPalQuery.parse(c.req.query());
  const express = query.express === "true";
  const back = express ? bagPath(version) : checkoutPath(version);
  // Cancelled: nothing was authorised; the bag and the checkout are as they were.
  if (query.agree === "false" || !query.token) return c.redirect(`${back}?paypal=cancelled`, 303);
  const services = c.get("services");
  const shopper = shopperOf(c, version);
  if (express) {
    const answer = await services.paypalCheckout.expressReturn(shopper, query.token, query.PayerID);
    if (!answer.ok) return c.redirect(`${back}?paypal=${answer.errorKey}`, 303);
    return c.redirect(`${checkoutPath(version)}?paypalToken=${encodeURIComponent(query.token)}`, 303);
  }
  const result = await services.paypalCheckout.complete(shopper, query.token, query.PayerID);
  const answer = await answerPlacement(placementSession(c), localeOf(version), result, "Failure");
  return c.redirect(nextPage(version, answer), 303);
};

/** `POST fromPayPalBag` from the smart button: the bag's approved order; its address becomes the checkout's. */
const smartBagReturn = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  const { token, PayerID } = approvedBody.parse(await bodyOf(c));
  const answer = await c.get("services").paypalCheckout.expressReturn(shopperOf(c, version), token, PayerID);
  if (answer.ok)
    return c.json({ status: "ready", redirect: `${checkoutPath(version)}?paypalToken=${token}` });
  return c.json(
    {
      status: "refused",
      errorKey: answer.errorKey,
      message: paymentErrorMessage(answer.errorKey, localeOf(version)),
      redirect: `${bagPath(version)}?paypal=${answer.errorKey}`,
    },
    400,
  );
};

/** `POST payPalAuth/`: authorises an approved order and places it (smart button, or Express's completion). */
const payPalAuth = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  const { token, PayerID } = approvedBody.parse(await bodyOf(c));
  const result = await c.get("services").paypalCheckout.complete(shopperOf(c, version), token, PayerID);
  const answer = await answerPlacement(placementSession(c), localeOf(version), result, "Failure");
  if (isFormPost(c)) return c.redirect(nextPage(version, answer), 303);
  return c.json(placementJson(version, answer), answer.kind === "placed" ? 200 : 409);
};

/** `POST paypal-delivery`: another delivery mode for a PayPal Express checkout, with the new amount to pay. */
const paypalDelivery = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  const { token, deliveryModeCode } = deliveryBody.parse(await bodyOf(c));
  const services = c.get("services");
  const shopper = shopperOf(c, version);
  // Only the shopper whose approved order this is may move it.
  await services.paypalCheckout.approvedOrder(shopper, token);
  await services.checkout.chooseMode(shopper, deliveryModeCode, { confirm: true });
  if (isFormPost(c))
    return c.redirect(`${checkoutPath(version)}?paypalToken=${encodeURIComponent(token)}`, 303);
  const view = await services.checkout.view(shopper);
  return c.json({
    deliveryModeCode,
    totalPrice: { minorUnits: view.totals.total.amount, currencyIso: view.totals.total.currency },
  });
};

type Handler = (c: Context<AppEnv>) => Response | Promise<Response>;

const calls: ReadonlyArray<readonly ["get" | "post", string, Handler]> = [
  ["get", "paypalConfig.json", paypalConfig],
  ["post", "toPayPal", startPayPal("checkout")],
  ["post", "toSmartPayPal", startPayPal("checkout")],
  ["get", "fromPayPal", fromPayPal],
  ["post", "payPalAuth", payPalAuth],
  ["post", "fromPayPalBag", startPayPal("bag")],
  ["post", "toSmartPayPalFromBag", startPayPal("bag")],
  ["post", "fromPayPalBag/approved", smartBagReturn],
  ["post", "paypal-delivery", paypalDelivery],
];

export const paypalRoutes = new Hono<AppEnv>();
for (const [method, name, handler] of calls) {
  for (const prefix of ["", "/:version"]) {
    paypalRoutes[method](`${prefix}/checkout/secure/${name}`, handler);
    paypalRoutes[method](`${prefix}/checkout/secure/${name}/`, handler);
  }
}
