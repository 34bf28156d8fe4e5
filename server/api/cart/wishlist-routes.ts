import { type Context, Hono } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { keepInSession } from "../../middleware/session.ts";
import { currencyOf, localeOf } from "../site-visitor.ts";
import { versionOf } from "./cart-shopper.ts";
import { positionParam, saveItemBody } from "./validators.ts";

// spec 002 §7 saved items. Every call works on the list named by the caller's session, never on a list named
// by the request, so another shopper's list cannot be reached (docs/decisions/008-cart-and-saved-items.md).

/** The distinct answer for "past the maximum" the client turns into the choice dialog (spec 002 §4). */
const WISHLIST_FULL_TYPE = "WishlistMaximumExceededError";

/** spec 002 §4: the configured maximum of the version (config `wishlist.maxItems`). */
function maxItemsFor(c: Context<AppEnv>): number {
  return c.get("services").config[versionOf(c)].wishlist.maxItems;
}

const list = async (c: Context<AppEnv>) => {
  versionOf(c);
  const data = await c.get("services").wishlist.list(c.get("session").data.savedItemsGuid);
  privateAnswer(c);
  return c.json({ data });
};

const save = async (c: Context<AppEnv>) => {
  const body = saveItemBody.parse(await c.req.json());
  const maxItems = maxItemsFor(c);
  const session = c.get("session");
  const { outcome } = await c.get("services").wishlist.save(
    session.data.savedItemsGuid,
    { code: body.code, groupCode: body.groupCode, name: body.name },
    {
      maxItems,
      replaceOldest: body.replaceOldest,
      customerId: session.data.customerId ?? null,
      keepGuid: keepInSession(c, "savedItemsGuid"),
    },
  );
  privateAnswer(c);
  if (outcome.kind === "full") {
    const message = `You can save up to ${outcome.maxItems} items.`;
    return c.json(
      {
        type: WISHLIST_FULL_TYPE,
        message,
        maxItems: outcome.maxItems,
        errors: [{ type: WISHLIST_FULL_TYPE, message }],
      },
      409,
    );
  }
  return c.json({ numberOfEntries: outcome.numberOfEntries, position: outcome.position });
};

const remove = async (c: Context<AppEnv>) => {
  versionOf(c);
  const parsed = positionParam.safeParse(c.req.param("position"));
  if (!parsed.success)
    throw new DomainError("invalid", "The position must be a whole number.", { position: "Not a position" });
  const data = await c.get("services").wishlist.remove(c.get("session").data.savedItemsGuid, parsed.data);
  privateAnswer(c);
  return c.json({ data });
};

/** `GET /bag/savedItems`: the list with what the saved-items page and bag show of each product. */
const savedItems = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const services = c.get("services");
  const currency = currencyOf(c, version);
  const view = await services.wishlist.view(c.get("session").data.savedItemsGuid, {
    currency,
    locale: localeOf(version),
    version,
  });
  privateAnswer(c);
  return c.json({ data: { ...view, maxItems: maxItemsFor(c) } });
};

export const wishlistRoutes = new Hono<AppEnv>()
  .get("/api/wishlist", list)
  .get("/:version/api/wishlist", list)
  .post("/api/wishlist", save)
  .post("/:version/api/wishlist", save)
  .delete("/api/wishlist/:position", remove)
  .delete("/:version/api/wishlist/:position", remove)
  .get("/bag/savedItems", savedItems)
  .get("/:version/bag/savedItems", savedItems);
