import { type Context, Hono } from "hono";
import { customerOwnerKey } from "../../../core/cart/merge-at-sign-in.ts";
import { DomainError, isDomainError } from "../../../core/errors/domain-error.ts";
import { visitorOf } from "../../accounts/session-sign-in.ts";
import type { AppEnv } from "../../app-env.ts";
import { invalidToken, readBearer } from "../../middleware/bearer-auth.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { ownCartByGuid, shopperOf } from "../cart/cart-shopper.ts";
import { currencyOf, localeOf, versionForSite } from "../site-visitor.ts";
import { bagJson } from "./bag-json.ts";
import { commerceCartQuery } from "./validators.ts";

// spec 001 §6, §7 "Commerce-service carts": the views other than the bag page read the cart here. A guest reads
// their own anonymous cart by its guid; the signed-in (`current`) cart is read with a customer's bearer token
// (server/middleware/bearer-auth.ts), the customer's cart of the site's version; without one it answers 401. A
// soft-logged-in customer (remembered past the idle time, with no password-grant token) reads their cart by its
// guid with an authenticated request: a bearer token (the general one will do) and their own session, whose cart
// it must be. "cart-notFound yields empty data" on the client: an unknown or foreign guid is answered 404 with the
// commerce service's CartError body.

const USERS = "/TWCcommercewebservices/v2/:site/users";

function cartNotFound(c: Context<AppEnv>, guid: string) {
  const error = { type: "CartError", reason: "notFound", subject: guid, message: "Cart not found." };
  return c.json({ type: "CartError", message: error.message, errors: [error] }, 404);
}

const anonymousCart = async (c: Context<AppEnv>) => {
  const version = versionForSite(c.req.param("site") ?? "");
  commerceCartQuery.parse(c.req.query());
  const guid = c.req.param("guid") ?? "";
  privateAnswer(c);
  try {
    await ownCartByGuid(c, version, guid);
  } catch (error) {
    if (isDomainError(error) && error.kind === "notFound") return cartNotFound(c, guid);
    throw error;
  }
  return c.json(
    bagJson(
      await c.get("services").bag.view(shopperOf(c, version)),
      localeOf(version),
      c.get("services").config[version],
    ),
  );
};

const currentCart = async (c: Context<AppEnv>) => {
  const check = await readBearer(c);
  if (!check.present) return signInNeeded(c);
  const customerId = check.identity?.customerId;
  if (!customerId) return invalidToken(c);
  const version = versionForSite(c.req.param("site") ?? "");
  commerceCartQuery.parse(c.req.query());
  privateAnswer(c);
  const view = await c.get("services").bag.view({
    // The customer's own cart is keyed by the owner key the sign-in cart merge uses.
    ownerGuid: customerOwnerKey(customerId),
    version,
    currency: currencyOf(c, version),
    customerId,
    locale: localeOf(version),
  });
  return c.json(bagJson(view, localeOf(version), c.get("services").config[version]));
};

/**
 * `users/{user}/softLoginCarts/{guid}`: the remembered customer's own cart. 401 without a bearer token, with an
 * invalid one, or for a guest; a customer's token must be this customer's. `user` may be `anonymous`, `current`
 * or the customer's own id (403 for anyone else's); a guid that is not the session's cart on that version is 404.
 */
const softLoginCart = async (c: Context<AppEnv>) => {
  const version = versionForSite(c.req.param("site") ?? "");
  commerceCartQuery.parse(c.req.query());
  privateAnswer(c);
  const check = await readBearer(c);
  if (!check.present) return signInNeeded(c);
  if (!check.identity) return invalidToken(c);
  const visitor = visitorOf(c);
  if (visitor.kind === "guest") return signInNeeded(c);
  if (check.identity.customerId !== null && check.identity.customerId !== visitor.customerId)
    return invalidToken(c);
  const user = c.req.param("user");
  if (user !== "anonymous" && user !== "current" && user !== visitor.customerId)
    throw new DomainError("forbidden", "Access is denied.");
  const guid = c.req.param("guid") ?? "";
  try {
    await ownCartByGuid(c, version, guid);
  } catch (error) {
    if (isDomainError(error) && error.kind === "notFound") return cartNotFound(c, guid);
    throw error;
  }
  const view = await c.get("services").bag.view(shopperOf(c, version));
  return c.json(bagJson(view, localeOf(version), c.get("services").config[version]));
};

const signInNeeded = (c: Context<AppEnv>) => {
  versionForSite(c.req.param("site") ?? "");
  privateAnswer(c);
  const error = { type: "UnauthorizedError", message: "Please sign in to see this cart." };
  return c.json({ ...error, errors: [error] }, 401);
};

export const commerceCartRoutes = new Hono<AppEnv>()
  .get(`${USERS}/anonymous/carts/:guid`, anonymousCart)
  .get(`${USERS}/current/carts/current`, currentCart)
  .get(`${USERS}/:user/softLoginCarts/:guid`, softLoginCart);
