import { type Context, Hono } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { entryParams, giftCardBody } from "./validators.ts";

/**
 * spec 001 §7 `PUT /bag/giftCard/{id}`: edits the recipient details of a gift card line. Gift cards are not
 * sold yet (they need their own product pages), so no bag line is one: the caller's own line answers 400
 * "not a gift card", any other entry 404. The body is validated in full either way.
 */
const updateGiftCard = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const { entry } = entryParams.parse({ entry: c.req.param("id") });
  giftCardBody.parse(await c.req.json());
  const view = await c.get("services").bag.view(shopperOf(c, version));
  privateAnswer(c);
  if (!view.lines.some((line) => line.entryNumber === entry))
    throw new DomainError("notFound", "This item is no longer in your bag.");
  throw new DomainError("invalid", "This item is not a gift card.", { id: "This item is not a gift card." });
};

export const giftCardRoutes = new Hono<AppEnv>()
  .put("/bag/giftCard/:id", updateGiftCard)
  .put("/:version/bag/giftCard/:id", updateGiftCard);
