import { type Context, Hono } from "hono";
import { acceptedOrThrow } from "../../../core/errors/refusal.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { localeOf } from "../site-visitor.ts";
import { bagJson } from "./bag-json.ts";
import { entryParams, quantityParams } from "./validators.ts";

// spec 001 §4, §7: quantity update and removal keyed by the cart entry number of the caller's own cart. An
// entry number the caller's cart does not hold is 404, whoever's cart it might be in. The bag service's refusals
// are answered through the shared error mapping, as every JSON call's are.

const updateQuantity = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const { entry, quantity } = quantityParams.parse(c.req.param());
  const { view } = acceptedOrThrow(
    await c.get("services").bag.updateQuantity(shopperOf(c, version), entry, quantity),
  );
  privateAnswer(c);
  return c.json(bagJson(view, localeOf(version), c.get("services").config[version]));
};

const removeEntry = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const { entry } = entryParams.parse(c.req.param());
  const { view } = acceptedOrThrow(await c.get("services").bag.removeEntry(shopperOf(c, version), entry));
  privateAnswer(c);
  return c.json(bagJson(view, localeOf(version), c.get("services").config[version]));
};

export const entryRoutes = new Hono<AppEnv>()
  .put("/bag/cart/entries/:entry/:quantity", updateQuantity)
  .put("/:version/bag/cart/entries/:entry/:quantity", updateQuantity)
  .delete("/bag/cart/entries/:entry", removeEntry)
  .delete("/:version/bag/cart/entries/:entry", removeEntry);
