import { type Context, Hono } from "hono";
import { z } from "zod";
import type { StoredOrder } from "../../../core/orders/order-types.ts";
import { RESEND_REFUSAL_STATUS } from "../../../core/orders/resend-e-gift-card.ts";
import type { AppEnv } from "../../app-env.ts";
import { invalidToken, readBearer } from "../../middleware/bearer-auth.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { localeOf, versionForSite } from "../site-visitor.ts";
import { orderJson } from "./order-json.ts";

// spec 001 §7 "Gift cards and orders": the order fetch, with guest authorisation (user `anonymous` and the
// guest's order token) or password authorisation (user `current` or the customer's own id and a customer's
// bearer token). A missing or refused credential is 401; a number that is unknown, mistyped, of another site or
// of someone else is 404 alike, so the call never tells whether someone else's order exists (README "Orders API").

/** The guest's order token travels in this header (never in the address, which logs and histories keep). */
export const GUEST_ORDER_TOKEN_HEADER = "X-Guest-Order-Token";

const ORDERS = "/TWCcommercewebservices/v2/:site/users/:user/orders/:orderNumber";

export const orderQuery = z.object({ fields: z.enum(["BASIC", "DEFAULT", "FULL"]).optional() });

function orderNotFound(c: Context<AppEnv>) {
  const error = { type: "UnknownIdentifierError", message: "Order not found." };
  return c.json({ ...error, errors: [error] }, 404);
}

function guestTokenNeeded(c: Context<AppEnv>) {
  c.header("WWW-Authenticate", `GuestOrderToken header="${GUEST_ORDER_TOKEN_HEADER}"`);
  const error = { type: "UnauthorizedError", message: "This order needs its guest order token." };
  return c.json({ ...error, errors: [error] }, 401);
}

/** The guest's token from the header or, for the browser that placed the order, from its session's pass. */
function guestTokenOf(c: Context<AppEnv>, orderNumber: string): string | null {
  const header = c.req.header(GUEST_ORDER_TOKEN_HEADER)?.trim();
  if (header) return header;
  const pass = c.get("session").data.placedOrders?.find((kept) => kept.orderNumber === orderNumber);
  return pass?.guestToken ?? null;
}

/**
 * The caller's own order, or the answer refusing it: the one check of who may read an order by this API, which the
 * order fetch and the resend both make.
 */
async function callersOrder(c: Context<AppEnv>): Promise<{ order: StoredOrder } | { refused: Response }> {
  const version = versionForSite(c.req.param("site") ?? "");
  const user = c.req.param("user") ?? "";
  const orderNumber = c.req.param("orderNumber") ?? "";
  const lookup = c.get("services").orderLookup;
  let order: StoredOrder | null;
  if (user === "anonymous") {
    const token = guestTokenOf(c, orderNumber);
    if (!token) return { refused: guestTokenNeeded(c) };
    order = await lookup.forGuest(orderNumber, token);
  } else {
    const check = await readBearer(c);
    const customerId = check.present ? check.identity?.customerId : null;
    if (!customerId) return { refused: invalidToken(c) };
    // A customer's token reads under `current` or their own id; another id is answered like an unknown order.
    if (user !== "current" && user !== customerId) return { refused: orderNotFound(c) };
    order = await lookup.forCustomer(orderNumber, customerId);
  }
  if (!order || order.version !== version) return { refused: orderNotFound(c) };
  return { order };
}

const fetchOrder = async (c: Context<AppEnv>) => {
  privateAnswer(c);
  orderQuery.parse(c.req.query());
  const found = await callersOrder(c);
  if ("refused" in found) return found.refused;
  return c.json(orderJson(found.order, localeOf(versionForSite(c.req.param("site") ?? ""))));
};

export const resendParams = z.object({ entryNumber: z.coerce.number().int().min(0) });
export const resendBody = z.object({
  recipientEmail: z.string().max(254),
  recipientName: z.string().max(60).optional(),
});

/** An e-gift card line of the caller's order sent to a corrected address (core/orders/resend-e-gift-card.ts). */
const resendEGiftCard = async (c: Context<AppEnv>) => {
  privateAnswer(c);
  const found = await callersOrder(c);
  if ("refused" in found) return found.refused;
  const { entryNumber } = resendParams.parse({ entryNumber: c.req.param("entryNumber") });
  const body = resendBody.parse(await c.req.json());
  const outcome = await c.get("services").resendEGiftCard(found.order.id, entryNumber, body);
  if (outcome.ok)
    return c.json({ status: outcome.kind, recipientEmail: outcome.recipientEmail, message: outcome.message });
  if (outcome.kind === "rateLimited") c.header("Retry-After", String(outcome.retryAfterSeconds));
  const type = outcome.kind === "rateLimited" ? "RateLimitError" : "EGiftCardResendError";
  const errors =
    outcome.kind === "invalid"
      ? Object.entries(outcome.fieldErrors).map(([subject, message]) => ({ type, subject, message }))
      : [{ type, reason: outcome.kind, message: outcome.message }];
  return c.json(
    { type, reason: outcome.kind, message: outcome.message, errors },
    RESEND_REFUSAL_STATUS[outcome.kind],
  );
};

export const ORDER_E_GIFT_CARD_RESEND = `${ORDERS}/gift-cards/:entryNumber/resend`;

export const orderRoutes = new Hono<AppEnv>()
  .get(ORDERS, fetchOrder)
  .post(ORDER_E_GIFT_CARD_RESEND, resendEGiftCard);
