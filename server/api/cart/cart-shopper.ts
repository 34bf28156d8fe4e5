import type { Context } from "hono";
import { type BagShopper, bagShopper } from "../../../core/cart/bag-shopper.ts";
import type { StoredCart } from "../../../core/cart/cart-ports.ts";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { DEFAULT_VERSION, isVersion, type Version } from "../../../core/site/versions.ts";
import type { AppEnv } from "../../app-env.ts";

// The bag and saved-items calls are served with or without a version prefix (`/uk/cart/entries` or
// `/cart/entries`); without one the version is uk (docs/decisions/008-cart-and-saved-items.md).
export function versionOf(c: Context<AppEnv>): Version {
  const segment = c.req.param("version");
  if (segment === undefined) return DEFAULT_VERSION;
  if (!isVersion(segment)) throw new DomainError("notFound", "No such API endpoint.");
  return segment;
}

/** The caller's cart on a version as the bag calls name it: the owner key in their session, that version. */
export function shopperOf(c: Context<AppEnv>, version: Version): BagShopper {
  return bagShopper({ session: c.get("session") }, version);
}

/**
 * A cart named by guid in a path (the commerce-service carts), only when it is the caller's own cart on that
 * version: another shopper's guid, or the caller's cart of another version, is "not found" and reveals nothing.
 */
export async function ownCartByGuid(c: Context<AppEnv>, version: Version, guid: string): Promise<StoredCart> {
  const owner = c.get("session").data.cartGuid;
  const cart = owner ? await c.get("services").cart.findCart(guid) : null;
  if (!cart || cart.ownerGuid !== owner || cart.version !== version)
    throw new DomainError("notFound", "Cart not found.");
  return cart;
}
