import { type PaymentErrorKey, paymentErrorMessage } from "../payments/payment-errors.ts";
import { type SessionData, withPlacedOrder } from "../session/session.ts";
import { ORDER_MESSAGES } from "./order-draft.ts";
import type { PlaceOrderResult } from "./order-types.ts";

// What every way of paying does with the workflow's result: the card page, a saved card,
// PayPal's return, a wallet's authorisation and a zero total all answer the shopper the same way. A placed order
// is remembered in the session (its guest token known nowhere else); where the shopper goes next is the route's to
// say (core/site/page-addresses.ts), as a redirect or a JSON call's field.

export type PlacementAnswer =
  | { kind: "placed"; orderNumber: string }
  /** Nothing changed: the bag, the stock and the gift cards are as they were; the shopper may try again. */
  | { kind: "declined"; errorKey: PaymentErrorKey; message: string }
  /** A line ran out while paying: the authorisation was voided and the bag shows which. */
  | { kind: "outOfStock"; variantCodes: string[]; message: string };

interface PlacementSession {
  session: { data: SessionData };
  updateSession(data: Partial<SessionData>): Promise<void>;
}

/**
 * Answers the workflow's result in the version's `locale`; `declinedKey` is the failure the way of paying reports when the
 * payment was refused (Failure_NewCard, Failure_SavedCard, GooglePayFailure_Checkout, …).
 */
export async function answerPlacement(
  ctx: PlacementSession,
  locale: string,
  result: PlaceOrderResult,
  declinedKey: PaymentErrorKey,
): Promise<PlacementAnswer> {
  if (result.status === "placed") {
    const { orderNumber, guestToken } = result.order;
    // A repeated request (a double click) learns no token: the first request already remembered it.
    if (guestToken !== null || !ctx.session.data.placedOrders?.some((p) => p.orderNumber === orderNumber)) {
      await ctx.updateSession({
        placedOrders: withPlacedOrder(ctx.session.data.placedOrders, { orderNumber, guestToken }),
      });
    }
    return { kind: "placed", orderNumber };
  }
  // Nothing was charged and nothing placed: the shopper sees why, and the page the new amount to pay.
  if (result.status === "changed") return { kind: "declined", errorKey: "Error", message: result.reason };
  if (result.status === "outOfStock")
    return { kind: "outOfStock", variantCodes: result.variantCodes, message: ORDER_MESSAGES.outOfStock };
  return { kind: "declined", errorKey: declinedKey, message: paymentErrorMessage(declinedKey, locale) };
}
