import { type Context, Hono } from "hono";
import { CHECKOUT_MESSAGES } from "../../../core/checkout/checkout-service.ts";
import { DELIVERY_MODE_CODES } from "../../../core/delivery/delivery-types.ts";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { z } from "../../../core/validation/zod.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { localeOf } from "../site-visitor.ts";
import { cartNotFound, deliveryModeRefused, isNoCart, refusalReasonOf } from "./checkout-call-errors.ts";
import { deliveryModeBody, deliveryModesQuery } from "./delivery-mode-validators.ts";
import { deliveryModesJson } from "./delivery-modes-json.ts";

// spec 001 §7 "Checkout" `GET delivery-modes.json?isoCode` and `POST delivery-mode`: the modes
// the caller's cart can have at a destination, and the choice of one. Only the session's own cart is read or
// changed, so another shopper's checkout is never reachable; every answer is the shopper's own (private).

const deliveryModeCode = z.enum(DELIVERY_MODE_CODES);

/** `GET delivery-modes.json[?isoCode=FR]`: a country asked about is quoted without being stored. */
const deliveryModes = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  const { isoCode } = deliveryModesQuery.parse(c.req.query());
  const checkout = c.get("services").checkout;
  try {
    const quoted = await checkout.deliveryQuoteFor(shopperOf(c, version), isoCode ?? null);
    return c.json(deliveryModesJson(quoted, localeOf(version)));
  } catch (error) {
    if (isNoCart(error)) return cartNotFound(c, CHECKOUT_MESSAGES.noCart);
    throw error;
  }
};

/**
 * `POST delivery-mode` `{deliveryModeCode, nominatedDate?}`: picks the mode for the stored destination, as the
 * page's radio buttons do before Continue (the delivery section is not confirmed). Answers the modes with the new
 * selection; a mode the address, bag or site cannot have is 400 DeliveryModeError with the reason.
 */
const chooseDeliveryMode = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  const body = deliveryModeBody.parse(await c.req.json());
  const code = deliveryModeCode.safeParse(body.deliveryModeCode);
  if (!code.success) return deliveryModeRefused(c, "unknownMode", CHECKOUT_MESSAGES.modeRefused);
  const owner = shopperOf(c, version);
  const checkout = c.get("services").checkout;
  try {
    if (code.data === "NOMINATE" && body.nominatedDate !== undefined) {
      // The page's Continue refuses a day that is not offered; a call has no Continue, so the day is checked now.
      const { quote } = await checkout.deliveryQuoteFor(owner, null);
      const nominate = quote.modes.find((mode) => mode.code === "NOMINATE" && mode.refusal === null);
      if (nominate && !nominate.nominatedDates.includes(body.nominatedDate))
        throw new DomainError("invalid", CHECKOUT_MESSAGES.nominatedDate, {
          nominatedDate: CHECKOUT_MESSAGES.nominatedDate,
        });
    }
    await checkout.chooseMode(owner, code.data, {
      nominatedDate: body.nominatedDate ?? null,
      confirm: false,
    });
    return c.json(deliveryModesJson(await checkout.deliveryQuoteFor(owner, null), localeOf(version)));
  } catch (error) {
    if (isNoCart(error)) return cartNotFound(c, CHECKOUT_MESSAGES.noCart);
    const reason = refusalReasonOf(error);
    if (reason) return deliveryModeRefused(c, reason, CHECKOUT_MESSAGES.modeRefused);
    throw error;
  }
};

export const deliveryModeRoutes = new Hono<AppEnv>()
  .get("/checkout/secure/delivery-modes.json", deliveryModes)
  .get("/:version/checkout/secure/delivery-modes.json", deliveryModes)
  .post("/checkout/secure/delivery-mode", chooseDeliveryMode)
  .post("/:version/checkout/secure/delivery-mode", chooseDeliveryMode);
