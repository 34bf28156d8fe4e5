import { ORDER_MESSAGES } from "./order-draft.ts";
import type { OrderAttempt, PlaceOrderResult } from "./order-types.ts";

// What an ended attempt's `outcome` records, and how a repeated request is answered from it.

/** The outcome of an attempt refused for stock: this prefix and the short variants' codes. */
const OUT_OF_STOCK = "outOfStock:";
/** The outcome of an attempt whose amount or gift cards changed while the shopper paid. */
export const CHANGED = "changed";
/** What a voided attempt answers when recovery, not stock, voided it. */
const PAYMENT_NOT_COMPLETED = "Your payment could not be completed. Please try again.";

export function outOfStockOutcome(variantCodes: readonly string[]): string {
  return `${OUT_OF_STOCK}${variantCodes.join(",")}`;
}

/** The answer an attempt that ended without an order gives a repeat of its request. */
export function endedAnswer(attempt: OrderAttempt): PlaceOrderResult {
  if (attempt.status === "declined")
    return { status: "declined", reason: attempt.outcome ?? ORDER_MESSAGES.alreadyDeclined };
  if (attempt.outcome?.startsWith(OUT_OF_STOCK))
    return { status: "outOfStock", variantCodes: attempt.outcome.slice(OUT_OF_STOCK.length).split(",") };
  if (attempt.outcome === CHANGED) return { status: "changed", reason: ORDER_MESSAGES.paymentChanged };
  return { status: "declined", reason: PAYMENT_NOT_COMPLETED };
}
