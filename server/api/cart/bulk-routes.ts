import { type Context, Hono } from "hono";
import type { BagShopper } from "../../../core/cart/bag-shopper.ts";
import type { KeepGuid } from "../../../core/cart/cart-service.ts";
import { customerOwnerKey } from "../../../core/cart/merge-at-sign-in.ts";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { formatMoney, toMajorUnits } from "../../../core/money/money.ts";
import type { AppEnv } from "../../app-env.ts";
import { invalidToken, readBearer } from "../../middleware/bearer-auth.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { keepInSession } from "../../middleware/session.ts";
import { currencyOf, localeOf, versionForSite } from "../site-visitor.ts";
import { shopperOf } from "./cart-shopper.ts";
import { bulkBody, bulkQuery } from "./validators.ts";

const CARTS = "/TWCcommercewebservices/v2/:site/users/:user/carts";

/** Whose cart a call works on: the owner, and how a new cart's owner key is kept. */
interface CartCaller {
  owner: BagShopper;
  keepGuid: KeepGuid;
}

/**
 * spec 001 §6, §7 bundle bulk add: `anonymous` is the guest's (or the session's signed-in customer's) own cart, from
 * the session; `current` is the signed-in customer's cart with password-grant authentication, the customer named
 * by the bearer token (401 without one, or with a general, unknown or expired one). Any other user is 403, and a
 * cart guid that is not the caller's cart on that version is 404, so another shopper's guid reveals nothing.
 */
async function cartCaller(c: Context<AppEnv>): Promise<CartCaller | Response> {
  const version = versionForSite(c.req.param("site") ?? "");
  const user = c.req.param("user");
  if (user === "anonymous") return { owner: shopperOf(c, version), keepGuid: keepInSession(c, "cartGuid") };
  if (user !== "current") throw new DomainError("forbidden", "Access is denied.");
  const check = await readBearer(c);
  const customerId = check.present ? check.identity?.customerId : null;
  if (!customerId) return invalidToken(c);
  const ownerGuid = customerOwnerKey(customerId);
  return {
    owner: { ownerGuid, version, currency: currencyOf(c, version), customerId, locale: localeOf(version) },
    // The customer's owner key is known: no new key is ever kept.
    keepGuid: async () => ownerGuid,
  };
}

async function assertOwnCart(c: Context<AppEnv>, owner: BagShopper, guid: string): Promise<void> {
  const cart = owner.ownerGuid ? await c.get("services").cart.findCart(guid) : null;
  if (!cart || cart.ownerGuid !== owner.ownerGuid || cart.version !== owner.version)
    throw new DomainError("notFound", "Cart not found.");
}

export const bulkRoutes = new Hono<AppEnv>()
  // Creates (or returns) the caller's cart, for a shopper whose first add is a bundle.
  .post(CARTS, async (c) => {
    const caller = await cartCaller(c);
    if (caller instanceof Response) return caller;
    const services = c.get("services");
    const cart = await services.cart.openCart(caller.owner, caller.keepGuid);
    privateAnswer(c);
    const totalUnitCount = await services.cart.totalUnitCount({
      ...caller.owner,
      ownerGuid: cart.ownerGuid ?? undefined,
    });
    return c.json({ guid: cart.guid, code: String(cart.id), totalUnitCount }, 201);
  })
  // spec 001 §7 / 002 §7: bundle bulk add; entries with quantityAdded (short when stock ran out) and quantity.
  .post(`${CARTS}/:cart/entries/bulk`, async (c) => {
    const caller = await cartCaller(c);
    if (caller instanceof Response) return caller;
    bulkQuery.parse(c.req.query());
    const services = c.get("services");
    await assertOwnCart(c, caller.owner, c.req.param("cart"));
    // Re-priced into the visitor's currency when it moved, as every read of the cart is.
    const cart = await services.cart.openCart(caller.owner, caller.keepGuid);
    const body = bulkBody.parse(await c.req.json());
    const results = await services.cart.addBulk(cart, body.entries);
    privateAnswer(c);
    return c.json({
      cartGuid: cart.guid,
      totalUnitCount: await services.cart.totalUnitCount(caller.owner),
      entries: results.map((r) => ({
        productCode: r.productCode,
        quantity: r.quantity,
        quantityAdded: r.quantityAdded,
        statusCode: r.statusCode,
        size: r.size,
        basePrice: r.basePrice
          ? {
              value: toMajorUnits(r.basePrice),
              currencyIso: r.basePrice.currency,
              formattedValue: formatMoney(r.basePrice, localeOf(caller.owner.version)),
            }
          : null,
      })),
    });
  });
