import { type JsonOperation, withAndWithoutVersion, withTrailingSlash } from "../openapi/json-operation.ts";
import { approvedBody, deliveryBody, startBody } from "./paypal-validators.ts";

// The PayPal calls (spec 001 §7 "Checkout") for the OpenAPI document, each under /checkout/secure/ with or without
// a version and a trailing slash (paypal-routes.ts). PayPal's return `GET fromPayPal` answers only redirects, so it
// is not a JSON call. A native form post to the others is answered with a 303 instead of JSON.

const at = (name: string) => withTrailingSlash(withAndWithoutVersion(`/checkout/secure/${name}`));
const FORM_REDIRECT = "A native form post: on to PayPal, or back to the page with a notice.";
const STARTED = "`{token, approveUrl}`: PayPal's order and where the buyer approves it.";
const PLACED = '`{status: "placed", orderNumber, redirect}`.';

function start(name: string, summary: string): JsonOperation {
  return {
    method: "post",
    paths: at(name),
    summary,
    body: startBody,
    bodyEncoding: "json-or-form",
    responses: { 200: STARTED, 303: FORM_REDIRECT },
  };
}

export const paypalOperations: JsonOperation[] = [
  {
    method: "get",
    paths: at("paypalConfig.json"),
    summary: "Whether the version takes PayPal, in which currency and with which intent",
    responses: { 200: "`{enabled, currencyIso, intent}`." },
  },
  start("toPayPal", "Start paying the checkout with PayPal"),
  start("toSmartPayPal", "Start paying the checkout with PayPal's smart button"),
  start("fromPayPalBag", "Start PayPal Express from the bag"),
  start("toSmartPayPalFromBag", "Start PayPal Express from the bag's smart button"),
  {
    method: "post",
    paths: at("fromPayPalBag/approved"),
    summary: "The bag's approved PayPal order: its address becomes the checkout's",
    body: approvedBody,
    bodyEncoding: "json-or-form",
    responses: {
      200: '`{status: "ready", redirect}` to the checkout.',
      400: '`{status: "refused", errorKey, message, redirect}` back to the bag.',
    },
  },
  {
    method: "post",
    paths: at("payPalAuth"),
    summary: "Authorise an approved PayPal order and place it",
    body: approvedBody,
    bodyEncoding: "json-or-form",
    responses: {
      200: PLACED,
      303: "A native form post: to the confirmation, or back with a notice.",
      409: "Not placed: declined, or something in the bag ran out (status, errorKey, message, redirect).",
    },
  },
  {
    method: "post",
    paths: at("paypal-delivery"),
    summary: "Another delivery mode for a PayPal Express checkout",
    body: deliveryBody,
    bodyEncoding: "json-or-form",
    responses: {
      200: "`{deliveryModeCode, totalPrice: {minorUnits, currencyIso}}`: the new amount to pay.",
      303: "A native form post: back to the checkout.",
    },
  },
];
