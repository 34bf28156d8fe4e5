import { type Context, Hono } from "hono";
import { isDomainError } from "../../../core/errors/domain-error.ts";
import type { AppEnv } from "../../app-env.ts";
import { ownCartByGuid, privateAnswer, shopperOf } from "../cart/visitor.ts";
import { localeOf, versionForSite } from "../site-visitor.ts";
import { bagJson } from "./bag-json.ts";
import { commerceCartQuery } from "./validators.ts";

// spec 001 §7 "Commerce-service carts": the views other than the bag page read the cart here. A guest reads
// their own anonymous cart by its guid; the signed-in (`current`) and soft-login carts need an account, which
// arrives with the accounts issue, so until then they answer 401. "cart-notFound yields empty data" on the
// client: an unknown or foreign guid is answered 404 with the commerce service's CartError body.

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
  return c.json(bagJson(await c.get("services").bag.view(shopperOf(c, version)), localeOf(version)));
};

const signInNeeded = (c: Context<AppEnv>) => {
  versionForSite(c.req.param("site") ?? "");
  privateAnswer(c);
  const error = { type: "UnauthorizedError", message: "Please sign in to see this cart." };
  return c.json({ ...error, errors: [error] }, 401);
};

export const commerceCartRoutes = new Hono<AppEnv>()
  .get(`${USERS}/anonymous/carts/:guid`, anonymousCart)
  .get(`${USERS}/current/carts/current`, signInNeeded)
  .get(`${USERS}/:user/softLoginCarts/:guid`, signInNeeded);
