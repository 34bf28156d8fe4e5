import { DELIVERY_MODE_CODES } from "../../../core/delivery/delivery-types.ts";
import { ATTEMPT_ID_PATTERN } from "../../../core/orders/attempt-states.ts";
import { PAYPAL_PAYER_ID, PAYPAL_TOKEN } from "../../../core/payments/paypal-checkout.ts";
import { z } from "../../../core/validation/zod.ts";

// What the PayPal calls accept (spec 001 §7): PayPal's own ids by their shape, before anything is looked up.

const token = z.string().regex(PAYPAL_TOKEN, "The PayPal reference is not valid.");
const payerId = z.string().regex(PAYPAL_PAYER_ID, "The PayPal buyer reference is not valid.");
/** The press of a button (an attempt id, as the card's): a repeat creates no second PayPal order. */
const requestId = z.string().regex(ATTEMPT_ID_PATTERN).optional();

/** `GET fromPayPal?agree=true&token&PayerID` (approved) or `?agree=false&token` (cancelled). */
export const fromPayPalQuery = z.object({
  agree: z.enum(["true", "false"]),
  token: token.optional(),
  PayerID: payerId.optional(),
  express: z.enum(["true"]).optional(),
});

/** toPayPal, toSmartPayPal, fromPayPalBag, toSmartPayPalFromBag. */
export const startBody = z.object({ requestId, CSRFToken: z.string().optional() });

/** payPalAuth/ and the smart button's approval callback: the approved order, and its buyer when known. */
export const approvedBody = z.object({
  token,
  PayerID: payerId.optional(),
  CSRFToken: z.string().optional(),
});

/** paypal-delivery: a delivery mode for the PayPal Express checkout. */
export const deliveryBody = z.object({
  token,
  deliveryModeCode: z.enum(DELIVERY_MODE_CODES),
  CSRFToken: z.string().optional(),
});
