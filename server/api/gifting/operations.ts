import { type OperationGroup, withAndWithoutVersion } from "../openapi/json-operation.ts";
import { giftBoxesBody, giftBoxQuery, giftMessageBody } from "./validators.ts";

// The gift-box and gift-message calls (spec 001 §7 "Checkout") for the OpenAPI document; routes in routes.ts.

const GIFTING = "The caller's gift boxes, the order-level message and what may be boxed.";

export const giftingOperations: OperationGroup = {
  tag: "Gifting",
  description: "Gift boxes and gift messages on the caller's cart, from the bag or the checkout.",
  operations: [
    {
      method: "get",
      paths: withAndWithoutVersion("/checkout/secure/gift-box"),
      summary: "The caller's gift boxes and messages",
      query: giftBoxQuery,
      responses: { 200: GIFTING },
    },
    {
      method: "post",
      paths: withAndWithoutVersion("/checkout/secure/gift-boxes"),
      summary: "Add a gift box, remove one by its number, or clear them all",
      query: giftBoxQuery,
      body: giftBoxesBody,
      responses: { 200: GIFTING },
    },
    {
      method: "put",
      paths: withAndWithoutVersion("/checkout/secure/gift-message"),
      summary: "A box's personal message, or without giftBoxNo the order's",
      body: giftMessageBody,
      responses: { 200: GIFTING },
    },
  ],
};
