import { type Context, Hono } from "hono";
import { buildBagPreview } from "../../../core/cart/bag-preview.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { currencyOf, localeOf } from "../site-visitor.ts";
import { shopperOf, versionOf } from "./cart-shopper.ts";

/** spec 001 §7 `GET /header/cart/rollover`: the header's bag preview for the caller's own cart. */
const rollover = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const found = await c.get("services").cart.lines(shopperOf(c, version));
  privateAnswer(c);
  return c.json(
    buildBagPreview(found?.lines ?? [], {
      currency: found?.cart.currency ?? currencyOf(c, version),
      locale: localeOf(version),
      version,
    }),
  );
};

export const rolloverRoutes = new Hono<AppEnv>()
  .get("/header/cart/rollover", rollover)
  .get("/:version/header/cart/rollover", rollover);
