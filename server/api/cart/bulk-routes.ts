import { type Context, Hono } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { formatMoney, toMajorUnits } from "../../../core/money/money.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { keepInSession } from "../../middleware/session.ts";
import { localeOf, versionForSite } from "../site-visitor.ts";
import { ownCartByGuid, shopperOf } from "./cart-shopper.ts";
import { bulkBody, bulkQuery } from "./validators.ts";

const CARTS = "/TWCcommercewebservices/v2/:site/users/:user/carts";

/**
 * Only a guest's own anonymous cart is reachable: user must be `anonymous` (accounts arrive later) and the
 * cart must be the one in the caller's session. Anything else is "not found", so another shopper's cart guid
 * reveals nothing.
 */
function assertAnonymous(c: Context<AppEnv>): void {
  if (c.req.param("user") !== "anonymous") throw new DomainError("forbidden", "Access is denied.");
}

export const bulkRoutes = new Hono<AppEnv>()
  // Creates (or returns) the caller's cart, for a guest whose first add is a bundle.
  .post(CARTS, async (c) => {
    const version = versionForSite(c.req.param("site"));
    assertAnonymous(c);
    const owner = shopperOf(c, version);
    const cart = await c.get("services").cart.openCart(owner, keepInSession(c, "cartGuid"));
    privateAnswer(c);
    const totalUnitCount = await c
      .get("services")
      .cart.totalUnitCount({ ...owner, ownerGuid: cart.ownerGuid ?? undefined });
    return c.json({ guid: cart.guid, code: String(cart.id), totalUnitCount }, 201);
  })
  // spec 001 §7 / 002 §7: bundle bulk add; entries with quantityAdded (short when stock ran out) and quantity.
  .post(`${CARTS}/:cart/entries/bulk`, async (c) => {
    const version = versionForSite(c.req.param("site"));
    assertAnonymous(c);
    bulkQuery.parse(c.req.query());
    const services = c.get("services");
    await ownCartByGuid(c, version, c.req.param("cart"));
    const owner = shopperOf(c, version);
    // Re-priced into the visitor's currency when it moved, as every read of the cart is.
    const cart = await services.cart.openCart(owner, keepInSession(c, "cartGuid"));
    const body = bulkBody.parse(await c.req.json());
    const results = await services.cart.addBulk(cart, body.entries);
    privateAnswer(c);
    return c.json({
      cartGuid: cart.guid,
      totalUnitCount: await services.cart.totalUnitCount(owner),
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
              formattedValue: formatMoney(r.basePrice, localeOf(version)),
            }
          : null,
      })),
    });
  });
