import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { localeOf } from "../site-visitor.ts";
import { bagJson } from "./bag-json.ts";
import { promotionBody, promotionQuery } from "./validators.ts";

/** The code from a JSON body, a form body or the query ("POST /bag/promotion/ with params", spec 001 §7). */
async function postedCode(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    // Any JSON may arrive, `null` included: only an object can carry a code.
    const body: unknown = await c.req.json();
    return typeof body === "object" && body !== null ? (body as { code?: unknown }).code : undefined;
  }
  if (type.includes("form")) return (await c.req.parseBody()).code;
  return c.req.query("code");
}

/**
 * Applies a promotion code to the caller's cart: 200 `{applied: true, message, cart}`, or 400 with the refusal's
 * wording (unknown, expired, not yet valid, not for this bag, below its threshold, not combinable).
 */
const applyPromotion = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const { code } = promotionBody.parse({ code: await postedCode(c) });
  const result = await c.get("services").bag.applyPromotion(shopperOf(c, version), code);
  privateAnswer(c);
  const cart = bagJson(result.view, localeOf(version), c.get("services").config[version]);
  if (result.ok) return c.json({ applied: true, message: result.message, cart });
  const error = { type: "VoucherOperationError", subject: "code", message: result.message };
  return c.json({ type: error.type, message: result.message, errors: [error], cart }, 400);
};

/** Removes a code (`?code=`) from the caller's cart; answers the cart. */
const removePromotion = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const { code } = promotionQuery.parse(c.req.query());
  const { code: posted } = promotionBody.parse({ code: code ?? (await postedCode(c)) });
  const view = await c.get("services").bag.removePromotion(shopperOf(c, version), posted);
  privateAnswer(c);
  return c.json(bagJson(view, localeOf(version), c.get("services").config[version]));
};

export const promotionRoutes = new Hono<AppEnv>()
  .post("/bag/promotion", applyPromotion)
  .post("/bag/promotion/", applyPromotion)
  .post("/:version/bag/promotion/", applyPromotion)
  .post("/:version/bag/promotion", applyPromotion)
  .delete("/bag/promotion", removePromotion)
  .delete("/:version/bag/promotion", removePromotion);
