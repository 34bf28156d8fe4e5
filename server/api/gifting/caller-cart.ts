import type { Context } from "hono";
import type { StoredCart } from "../../../core/cart/cart-ports.ts";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { GIFTING_MESSAGES } from "../../../core/gifting/gifting-messages.ts";
import type { AppEnv } from "../../app-env.ts";

/**
 * The caller's own cart, from the session only: no gifting call takes a cart from the request, so another
 * shopper's boxes are never reachable (ARCHITECTURE.md "Identity"). No cart is 404. Kept in one place because
 * the cart lookup is moving to one cart per version.
 */
export async function callerCart(c: Context<AppEnv>): Promise<StoredCart> {
  const guid = c.get("session").data.cartGuid;
  const cart = guid ? await c.get("services").cart.findCart(guid) : null;
  if (!cart) throw new DomainError("notFound", GIFTING_MESSAGES.cartNotFound);
  return cart;
}
