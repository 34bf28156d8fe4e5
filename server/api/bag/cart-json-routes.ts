import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { localeOf } from "../site-visitor.ts";
import { bagJson } from "./bag-json.ts";
import { cartJsonQuery } from "./validators.ts";

/**
 * spec 001 §7 `GET /bag/cart.json`: the caller's cart on the version (checkout's `/checkout/secure/cart.json`
 * adds the checkout's part: server/api/checkout/checkout-cart-json-routes.ts). With `modifiedTime` equal to the
 * cart's last change the answer is `{unchanged: true}`, read from the cart row alone; `resetDeliveryMode` puts
 * the delivery mode back to the standard estimate, which is what the bag shows until checkout chooses one.
 */
const cartJson = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const query = cartJsonQuery.parse(c.req.query());
  const shopper = shopperOf(c, version);
  const bag = c.get("services").bag;
  privateAnswer(c);
  if (query.modifiedTime) {
    const current = await bag.modifiedTimestamp(shopper);
    if (current !== null && Date.parse(current) === Date.parse(query.modifiedTime))
      return c.json({ unchanged: true, modifiedTimestamp: current });
  }
  return c.json(bagJson(await bag.view(shopper), localeOf(version), c.get("services").config[version]));
};

export const cartJsonRoutes = new Hono<AppEnv>()
  .get("/bag/cart.json", cartJson)
  .get("/:version/bag/cart.json", cartJson);
