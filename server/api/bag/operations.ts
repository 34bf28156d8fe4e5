import { type OperationGroup, withAndWithoutVersion, withTrailingSlash } from "../openapi/json-operation.ts";
import {
  cartJsonQuery,
  commerceCartQuery,
  entryParams,
  giftCardBody,
  promotionBody,
  promotionQuery,
  quantityParams,
} from "./validators.ts";

// The bag's JSON calls (spec 001 §7 "Bag") for the OpenAPI document; the routes are in this folder's *-routes.ts.

const CART = "The caller's cart with its lines, totals and gifting (private).";
const USERS = "/TWCcommercewebservices/v2/:site/users";

export const bagOperations: OperationGroup = {
  tag: "Bag",
  description: "The caller's bag: its cart, quantities, promotion codes and whether it can go to checkout.",
  operations: [
    {
      method: "get",
      paths: withAndWithoutVersion("/bag/cart.json"),
      summary: "The caller's cart on the version",
      description:
        "With `modifiedTime` equal to the cart's last change the answer is `{unchanged: true, modifiedTimestamp}`.",
      query: cartJsonQuery,
      responses: { 200: CART },
    },
    {
      method: "get",
      paths: [`${USERS}/anonymous/carts/:guid`],
      summary: "A guest's own cart by its guid",
      query: commerceCartQuery,
      responses: { 200: CART, 404: "No cart of the caller's has this guid (CartError notFound)." },
    },
    {
      method: "get",
      paths: [`${USERS}/current/carts/current`],
      summary: "The signed-in customer's cart",
      description: "Needs a customer's bearer token from the OAuth token endpoint.",
      query: commerceCartQuery,
      responses: { 200: CART, 401: "No bearer token, or one that is not valid." },
    },
    {
      method: "get",
      paths: [`${USERS}/:user/softLoginCarts/:guid`],
      summary: "A soft-logged-in customer's own cart by its guid",
      description:
        "An authenticated request: a bearer token (a general one will do; a customer's must be this customer's) and the customer's own session. `user` is `anonymous`, `current` or the customer's own id.",
      query: commerceCartQuery,
      responses: {
        200: CART,
        401: "No bearer token, one that is not valid, or no customer in the session.",
        403: "`user` names another customer.",
        404: "No cart of the caller's has this guid (CartError notFound).",
      },
    },
    {
      method: "put",
      paths: withAndWithoutVersion("/bag/cart/entries/:entry/:quantity"),
      summary: "Change a line's quantity",
      params: quantityParams,
      responses: { 200: CART, 404: "The caller's cart has no such entry." },
    },
    {
      method: "delete",
      paths: withAndWithoutVersion("/bag/cart/entries/:entry"),
      summary: "Remove a line",
      params: entryParams,
      responses: { 200: CART, 404: "The caller's cart has no such entry." },
    },
    {
      method: "post",
      paths: withTrailingSlash(withAndWithoutVersion("/bag/promotion")),
      summary: "Apply a promotion code",
      description: "The code may also come as the `code` query parameter.",
      body: promotionBody,
      bodyEncoding: "json-or-form",
      responses: {
        200: "`{applied: true, message, cart}`.",
        400: "The code is refused (VoucherOperationError with the shopper's wording), with the cart.",
      },
    },
    {
      method: "delete",
      paths: withAndWithoutVersion("/bag/promotion"),
      summary: "Remove a promotion code",
      query: promotionQuery,
      responses: { 200: CART },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/bag/validate"),
      summary: "Whether the bag can go to checkout",
      responses: {
        200: "`{valid, emptyBag, invalidEntries}`: the lines that keep it from checkout, and why.",
      },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/bag/validate-for-ewallet"),
      summary: "Whether the bag can be paid with an express wallet",
      responses: { 200: "`{valid, emptyBag, zeroTotal, invalidEntries}`." },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/checkout/secure/invalid-cart-entries.json"),
      summary: "The lines checkout cannot take",
      responses: { 200: "`{redirectToBag, invalidEntries}`." },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/bag/configuration"),
      summary: "What the bag page's script needs to know of the version",
      description:
        "Limits, delivery estimate and threshold in the visitor's currency, the version's express-payment `toggles`, and `expressPayments` the bag page offers this shopper's bag now (none for an empty bag).",
      responses: { 200: "The bag configuration (private: it is in the visitor's currency)." },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/bag/paypalBagConfig"),
      summary: "Whether the bag offers PayPal Express",
      responses: { 200: "`{paypalEnabled, currencyIso}`." },
    },
    {
      method: "put",
      paths: withAndWithoutVersion("/bag/giftCard/:id"),
      summary: "Edit a gift card line: recipient, sender, message, send date, amount, design, gift box",
      description:
        "`id` is the line's entry number. Fields left out stay as they are; the whole card is checked again by the " +
        "page's rules (custom amount between the configured minimum and maximum, send date from today to six " +
        "months ahead in UK days, the recipient's e-mail address) and priced by the server: the amount in pence, " +
        "plus £2 for a posted card's gift box unless it is worth more than the free-box threshold. Gift cards are " +
        "sold on the UK site in pounds only.",
      body: giftCardBody,
      responses: {
        200: CART,
        400: "The line is not a gift card, a field is not valid (`errors` name each field with its message), or the call is not on the UK site in pounds.",
        404: "The caller's cart has no such entry.",
      },
    },
  ],
};
