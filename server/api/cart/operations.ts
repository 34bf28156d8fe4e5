import { z } from "../../../core/validation/zod.ts";
import { type OperationGroup, withAndWithoutVersion } from "../openapi/json-operation.ts";
import {
  addEntryBody,
  bulkBody,
  bulkQuery,
  cartAddQuery,
  positionParam,
  saveItemBody,
} from "./validators.ts";

// Adding to the bag, the header's bag preview and saved items (spec 001 §7, 002 §7) for the OpenAPI document;
// the routes are in this folder's *-routes.ts.

const CARTS = "/TWCcommercewebservices/v2/:site/users/:user/carts";
const SAVED_ITEMS = "`{data}`: the caller's saved items.";

export const cartOperations: OperationGroup = {
  tag: "Adding to the bag and saved items",
  description: "Adding products to the caller's cart, one or a bundle at a time, and the saved items list.",
  operations: [
    {
      method: "post",
      paths: withAndWithoutVersion("/cart/entries"),
      summary: "Add a variant to the caller's bag",
      description:
        "Makes the cart when the caller has none. The server prices the line, never `productPrice`.",
      body: addEntryBody,
      responses: {
        200: "`{cartGuid, totalUnitCount, quantityAdded, quantity, entry}`.",
        404: "No such variant.",
        409: "Not enough in stock (InsufficientStockError).",
      },
    },
    {
      method: "post",
      paths: withAndWithoutVersion("/cart/add"),
      summary: "Add a variant to the bag, failures as data",
      description:
        "Always 200 for a valid query: `errorExists` and `errorMessage` (NOSTOCK …) tell a refusal.",
      query: cartAddQuery,
      responses: { 200: "`{cartData: {cartGuid, totalUnitCount}, errorExists, errorMessage, entry}`." },
    },
    {
      method: "post",
      paths: [CARTS],
      summary: "Open the caller's cart",
      description:
        "Creates (or returns) the caller's cart, for a shopper whose first add is a bundle: `anonymous` from the session, `current` the signed-in customer's with their password-grant bearer token.",
      responses: {
        201: "`{guid, code, totalUnitCount}`.",
        401: "`current` without a customer's bearer token.",
        403: "The user is neither `anonymous` nor `current`.",
      },
    },
    {
      method: "post",
      paths: [`${CARTS}/:cart/entries/bulk`],
      summary: "Add a bundle's entries at once",
      description: "Each entry answers its `quantityAdded`, short of `quantity` when stock ran out.",
      query: bulkQuery,
      body: bulkBody,
      responses: {
        200: "`{cartGuid, totalUnitCount, entries}`.",
        401: "`current` without a customer's bearer token.",
        403: "The user is neither `anonymous` nor `current`.",
        404: "The caller has no cart with this guid.",
      },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/header/cart/rollover"),
      summary: "The header's bag preview",
      responses: { 200: "The caller's count and latest lines." },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/api/wishlist"),
      summary: "The caller's saved items",
      responses: { 200: SAVED_ITEMS },
    },
    {
      method: "post",
      paths: withAndWithoutVersion("/api/wishlist"),
      summary: "Save an item",
      body: saveItemBody,
      responses: {
        200: "`{numberOfEntries, position}`.",
        409: "The list is full: `{type, message, maxItems}`; send `replaceOldest: true` to replace the oldest.",
      },
    },
    {
      method: "delete",
      paths: withAndWithoutVersion("/api/wishlist/:position"),
      summary: "Remove a saved item by its position",
      params: z.object({ position: positionParam }),
      responses: { 200: SAVED_ITEMS },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/bag/savedItems"),
      summary: "Saved items with what the saved-items page shows of each product",
      responses: { 200: "`{data: {…, maxItems}}`." },
    },
  ],
};
