import { type Context, Hono } from "hono";
import { CART_ADD_ERROR_CODES, CART_MESSAGES } from "../../../core/cart/cart-messages.ts";
import type { AddEntryResult } from "../../../core/cart/cart-service.ts";
import { acceptedOrThrow } from "../../../core/errors/refusal.ts";
import { formatMoney, toMajorUnits } from "../../../core/money/money.ts";
import type { Version } from "../../../core/site/versions.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { keepInSession } from "../../middleware/session.ts";
import { localeOf } from "../site-visitor.ts";
import { shopperOf, versionOf } from "./cart-shopper.ts";
import { addEntryBody, cartAddQuery } from "./validators.ts";

function entryAnswer(result: AddEntryResult, version: Version) {
  const { basePrice } = result.variant;
  return {
    entryNumber: result.entryNumber,
    productSku: result.variant.code,
    productSizeCode: result.variant.size,
    product: { code: result.variant.code, baseProductCode: result.variant.productCode },
    quantity: result.lineQuantity,
    basePrice: {
      value: toMajorUnits(basePrice),
      currencyIso: basePrice.currency,
      formattedValue: formatMoney(basePrice, localeOf(version)),
    },
  };
}

/**
 * Adds to the visitor's cart (made if needed) and has the session remember it (spec 001 §6: a guest's cart by
 * guid); a refusal is answered as a value, for each call to word its own way.
 */
function addToVisitorCart(c: Context<AppEnv>, version: Version, variantCode: string, quantity: number) {
  return c.get("services").cart.addEntry({
    ...shopperOf(c, version),
    variantCode,
    quantity,
    keepGuid: keepInSession(c, "cartGuid"),
  });
}

/**
 * `POST /{version}/cart/entries` (spec 001 §7): JSON add-to-bag input. 200 answers the cart guid, the new
 * count and the line; refusals use the shared error body: 409 out of stock, 400 quantity, 404 unknown variant.
 */
const addEntry = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const body = addEntryBody.parse(await c.req.json());
  const result = acceptedOrThrow(await addToVisitorCart(c, version, body.productSku, body.quantity));
  privateAnswer(c);
  return c.json({
    cartGuid: result.cart.guid,
    totalUnitCount: result.totalUnitCount,
    quantityAdded: result.quantityAdded,
    quantity: body.quantity,
    entry: entryAnswer(result, version),
  });
};

/**
 * `POST /{version}/cart/add?productCodePost&productQuantity&responsive` (spec 001 §7): always 200, failures as
 * data. No stock answers errorMessage NOSTOCK with the out-of-stock popup message; the spec's client treats
 * NOSTOCK as a system error and shows cartPopupErrorMessage for any other.
 */
const cartAdd = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const query = cartAddQuery.parse(c.req.query());
  privateAnswer(c);
  const result = await addToVisitorCart(c, version, query.productCodePost, query.productQuantity);
  if (result.ok)
    return c.json({
      cartData: { cartGuid: result.cart.guid, totalUnitCount: result.totalUnitCount },
      errorExists: false,
      errorMessage: "",
      cartPopupErrorMessage: "",
      entry: entryAnswer(result, version),
    });
  const { refusal } = result;
  const owner = shopperOf(c, version);
  const cart = await c.get("services").cart.existingCart(owner);
  const count = await c.get("services").cart.totalUnitCount(owner);
  const errorMessage =
    refusal.kind === "outOfStock"
      ? CART_ADD_ERROR_CODES.noStock
      : refusal.kind === "invalid"
        ? CART_ADD_ERROR_CODES.quantity
        : CART_ADD_ERROR_CODES.unknownProduct;
  return c.json({
    cartData: { cartGuid: count > 0 ? (cart?.guid ?? "") : "", totalUnitCount: count },
    errorExists: true,
    errorMessage,
    cartPopupErrorMessage: refusal.kind === "notFound" ? CART_MESSAGES.unableToAdd : refusal.message,
    entry: null,
  });
};

export const addToCartRoutes = new Hono<AppEnv>()
  .post("/cart/entries", addEntry)
  .post("/:version/cart/entries", addEntry)
  .post("/cart/add", cartAdd)
  .post("/:version/cart/add", cartAdd);
