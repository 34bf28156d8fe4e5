import { type Context, Hono } from "hono";
import type { StoredCart } from "../../../core/cart/cart-ports.ts";
import type { GiftingState } from "../../../core/gifting/gifting-types.ts";
import { giftingView } from "../../../core/gifting/gifting-view.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { versionOf } from "../cart/cart-shopper.ts";
import { localeOf } from "../site-visitor.ts";
import { callerCart } from "./caller-cart.ts";
import { giftBoxesBody, giftBoxQuery, giftMessageBody } from "./validators.ts";

// spec 001 §7 "Checkout": the gift-box calls, used by the bag (isBag=true) and checkout. Each works on the
// caller's own cart only and answers the whole gifting state with prices formatted for the version.

async function answer(c: Context<AppEnv>, cart: StoredCart, state: GiftingState) {
  const prices = await c.get("services").gifting.boxPrices(cart.currency);
  return c.json(giftingView(state, prices, cart.currency, localeOf(versionOf(c))));
}

/** `GET /checkout/secure/gift-box?isBag=true`: the boxes, the order-level message and what may be boxed. */
const giftBox = async (c: Context<AppEnv>) => {
  privateAnswer(c);
  const version = versionOf(c);
  giftBoxQuery.parse(c.req.query());
  const cart = await callerCart(c, version);
  return answer(c, cart, await c.get("services").gifting.state(cart));
};

/** `POST /checkout/secure/gift-boxes?isBag=true`: add, remove (the rest renumbered from 1) or clear. */
const giftBoxes = async (c: Context<AppEnv>) => {
  privateAnswer(c);
  const version = versionOf(c);
  giftBoxQuery.parse(c.req.query());
  const body = giftBoxesBody.parse(await c.req.json());
  const cart = await callerCart(c, version);
  const gifting = c.get("services").gifting;
  const state =
    body.action === "add"
      ? await gifting.addBox(cart, body)
      : body.action === "remove"
        ? await gifting.removeBox(cart, body.giftBoxNo)
        : await gifting.clear(cart);
  return answer(c, cart, state);
};

/** `PUT /checkout/secure/gift-message`: a box's message, or the order's without giftBoxNo; 400 when invalid. */
const giftMessage = async (c: Context<AppEnv>) => {
  privateAnswer(c);
  const version = versionOf(c);
  const body = giftMessageBody.parse(await c.req.json());
  const cart = await callerCart(c, version);
  const gifting = c.get("services").gifting;
  const state =
    body.giftBoxNo === undefined
      ? await gifting.setOrderMessage(cart, body.message)
      : await gifting.setBoxMessage(cart, body.giftBoxNo, body.message);
  return answer(c, cart, state);
};

export const giftingRoutes = new Hono<AppEnv>()
  .get("/checkout/secure/gift-box", giftBox)
  .get("/:version/checkout/secure/gift-box", giftBox)
  .post("/checkout/secure/gift-boxes", giftBoxes)
  .post("/:version/checkout/secure/gift-boxes", giftBoxes)
  .put("/checkout/secure/gift-message", giftMessage)
  .put("/:version/checkout/secure/gift-message", giftMessage);
