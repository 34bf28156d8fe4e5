import { cartJsonQuery } from "../bag/validators.ts";
import { type OperationGroup, withAndWithoutVersion } from "../openapi/json-operation.ts";
import { addressLookupBody, addressSuggestionsBody } from "./address-lookup-validators.ts";
import { cardPaymentOperations } from "./card-payment-routes.ts";
import { findPudosQuery } from "./collection-point-validators.ts";
import { deliveryModeBody, deliveryModesQuery } from "./delivery-mode-validators.ts";
import { giftCardBody } from "./gift-card-validators.ts";

// The checkout's JSON calls (spec 001 §7 "Checkout") for the OpenAPI document; the routes are in this folder's
// *-routes.ts (PayPal's in ../paypal, the wallets' in ../wallets).

const NO_CART = "The caller has no cart on this version (CartError).";
const GIFT_CARDS = "`{giftCardAndVouchers, amountToPay}`: the cards paying for the order and what is left.";

export const checkoutOperations: OperationGroup = {
  tag: "Checkout",
  description: "The checkout's forms, delivery, gift cards and card payments, on the caller's own cart.",
  operations: [
    {
      method: "get",
      paths: withAndWithoutVersion("/checkout/secure/cart.json"),
      summary: "The caller's cart with the checkout's part",
      description:
        "The bag's cart.json plus `metadataUpdated` (the cart changed after `modifiedTime`; true without one) and `checkout`: the chosen delivery, its date, on /us/ sales tax, and the gift cards paying (`giftCardAndVouchers`, `amountToPay`).",
      query: cartJsonQuery,
      responses: { 200: "The cart with `checkout` (null before the checkout starts)." },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/checkout/secure/checkout-config"),
      summary: "The version's checkout configuration",
      description: "The same for every shopper: `public, max-age=300`.",
      responses: { 200: "`{mandatory, googlePayAllowedAuthMethods, googlePayAllowedCardNetworks}`." },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/checkout/secure/countries.json"),
      summary: "The countries the version delivers to, with their address rules",
      description: "The same for every shopper: `public, max-age=300`.",
      responses: { 200: "`[{isocode, name, postCodeRegex, postcodeRequired, stateRequired}]`." },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/checkout/secure/titles.json"),
      summary: "The title select's choices",
      description: "The same for every shopper: `public, max-age=300`.",
      responses: { 200: "`[{code, name}]`." },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/checkout/secure/findPudos"),
      summary: "The Collect+ points nearest a place",
      description:
        "By `latitude` and `longitude`, or by `query` (a postcode or town). Shareable for five minutes.",
      query: findPudosQuery,
      responses: {
        200: "`{points}`, nearest first, with opening hours.",
        400: 'The input is not valid, or the place cannot be found (`error: "invalidAddress"`).',
        404: 'No point near the place (`error: "zeroResults"`).',
      },
    },
    {
      method: "post",
      paths: withAndWithoutVersion("/checkout/secure/api/address-suggestions"),
      summary: "Addresses matching what the shopper has typed",
      body: addressSuggestionsBody,
      responses: { 200: "`{suggestions: [{id, text}]}`, best first." },
    },
    {
      method: "post",
      paths: withAndWithoutVersion("/checkout/secure/api/address-lookup.json"),
      summary: "The address of a picked suggestion",
      body: addressLookupBody,
      responses: { 200: "`{address}` with the country's name.", 404: "No address has this id." },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/checkout/secure/delivery-modes.json"),
      summary: "The delivery modes for the checkout's destination, or for a country asked about",
      query: deliveryModesQuery,
      responses: { 200: "The modes with their prices and dates, and the selection.", 404: NO_CART },
    },
    {
      method: "post",
      paths: withAndWithoutVersion("/checkout/secure/delivery-mode"),
      summary: "Choose the delivery mode",
      body: deliveryModeBody,
      responses: {
        200: "The modes with the new selection.",
        400: "A mode the address, bag or site cannot have (DeliveryModeError with the reason).",
        404: NO_CART,
      },
    },
    {
      method: "post",
      paths: withAndWithoutVersion("/checkout/secure/redeem-gift-voucher.json"),
      summary: "Pay with a gift card",
      body: giftCardBody,
      responses: {
        200: GIFT_CARDS,
        400: "The card is refused (GiftCardError with the reason and the shopper's wording).",
        404: NO_CART,
        409: "The order is being placed with the cards as they are: try again in a moment.",
        429: "Too many tries of gift card codes.",
      },
    },
    {
      method: "post",
      paths: withAndWithoutVersion("/checkout/secure/remove-gift-payment.json"),
      summary: "Stop paying with a gift card",
      body: giftCardBody,
      responses: {
        200: GIFT_CARDS,
        400: "The card is not paying for this order (GiftCardError).",
        404: NO_CART,
        409: "The order is being placed with the cards as they are: try again in a moment.",
      },
    },
    ...cardPaymentOperations,
  ],
};
