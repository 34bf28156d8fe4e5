import { type JsonOperation, type OperationGroup, withAndWithoutVersion } from "../openapi/json-operation.ts";
import {
  merchantSessionBody,
  walletAddressBody,
  walletAuthoriseBody,
  walletModeBody,
  walletUserBody,
} from "./wallet-validators.ts";

// The Apple Pay and Google Pay calls (spec 001 §7 "Checkout") for the OpenAPI document; the routes are in
// wallet-routes.ts, each under /checkout/secure/ with or without a version.

const at = (name: string) => withAndWithoutVersion(`/checkout/secure/${name}`);
const NO_CART = "The caller has no cart on this version (CartError).";
const NOT_OFFERED = "The wallet is not offered here (its toggle is off, or B2B with Google Pay in the bag).";

function deliveryAddress(name: string, wallet: string): JsonOperation {
  return {
    method: "post",
    paths: at(name),
    summary: `The ${wallet} sheet's delivery address`,
    body: walletAddressBody,
    responses: {
      200: '`{status: "ok", deliveryOptions, selectedOptionId, totals}`.',
      400: 'The address cannot be delivered to (`status: "fail"` with the error key and the sheet\'s reason).',
      403: NOT_OFFERED,
      404: NO_CART,
    },
  };
}

function deliveryMode(name: string, wallet: string): JsonOperation {
  return {
    method: "post",
    paths: at(name),
    summary: `The ${wallet} sheet's delivery mode`,
    body: walletModeBody,
    responses: {
      200: '`{status: "ok", …}`: the new totals.',
      400: 'The mode cannot be had (`status: "fail"`, SHIPPING_OPTION_INVALID).',
      403: NOT_OFFERED,
      404: NO_CART,
    },
  };
}

function authorise(name: string, summary: string): JsonOperation {
  return {
    method: "post",
    paths: at(name),
    summary,
    body: walletAuthoriseBody,
    responses: {
      200: '`{status: "placed", orderNumber, redirect}`.',
      400: 'Not ready to pay: no address or mode yet (`status: "fail"` with the error key).',
      402: 'Declined (`status: "declined"`, errorKey, message).',
      403: NOT_OFFERED,
      404: NO_CART,
      409: 'Something in the bag ran out (`status: "outOfStock"`, redirect to the bag).',
    },
  };
}

export const walletOperations: OperationGroup = {
  tag: "Express wallets",
  description: "Apple Pay and Google Pay: the sheet's address and mode, the merchant session, and paying.",
  operations: [
    deliveryAddress("googlepay-delivery-address", "Google Pay"),
    deliveryAddress("applepay-delivery-address", "Apple Pay"),
    deliveryMode("googlepay-delivery-mode", "Google Pay"),
    deliveryMode("applepay-delivery-mode", "Apple Pay"),
    {
      method: "post",
      paths: at("ewallet-user"),
      summary: "The wallet buyer's e-mail, name and phone number",
      body: walletUserBody,
      responses: { 200: '`{status: "ok"}`.', 404: NO_CART },
    },
    {
      method: "post",
      paths: at("request-session"),
      summary: "Apple Pay merchant validation",
      body: merchantSessionBody,
      responses: {
        200: "The merchant session from the processor.",
        400: "The validation address is not the processor's own.",
      },
    },
    authorise("gpay-authorise-order", "Pay the checkout with Google Pay"),
    authorise("gpay-authorise-order-from-bag", "Pay the bag with Google Pay"),
    authorise("authorise-order-from-bag", "Pay the bag with Apple Pay"),
    authorise("applepay-authorise-order", "Pay the checkout with Apple Pay"),
  ],
};
