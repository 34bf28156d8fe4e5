import type { Context } from "hono";
import type { StoredCart } from "../../../core/cart/cart-ports.ts";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { GIFTING_MESSAGES } from "../../../core/gifting/gifting-messages.ts";
import type { Version } from "../../../core/site/versions.ts";
import type { AppEnv } from "../../app-env.ts";
import { shopperOf } from "../cart/cart-shopper.ts";

/**
 * The caller's own cart on the version, from the session only: no gifting call takes a cart from the request,
 * so another shopper's boxes are never reachable (ARCHITECTURE.md "Identity"). No cart is 404.
 */
export async function callerCart(c: Context<AppEnv>, version: Version): Promise<StoredCart> {
  const cart = await c.get("services").cart.existingCart(shopperOf(c, version));
  if (!cart) throw new DomainError("notFound", GIFTING_MESSAGES.cartNotFound);
  return cart;
}
