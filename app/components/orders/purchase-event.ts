import type { TrackingEventOf } from "../../../core/tracking/tracking-events.ts";
import type { OrderView } from "./order-view.ts";

// The purchase analytics event, shaped like the add-to-cart one (core/cart/added-to-bag-rules.ts
// addToCartEvent: major units, the currency, the items). It is pushed once per order: a reload, a second tab or
// coming back to the confirmation later finds the order's mark in local storage and pushes nothing.

type PurchaseEvent = TrackingEventOf<"Purchase">;

function purchaseEvent(order: Pick<OrderView, "orderNumber" | "analytics">): PurchaseEvent {
  const { analytics } = order;
  return {
    event: "Purchase",
    ecommerce: {
      transaction_id: order.orderNumber,
      value: analytics.value,
      tax: analytics.tax,
      shipping: analytics.shipping,
      currency: analytics.currency,
      items: analytics.items,
    },
  };
}

export const PURCHASE_MARK_PREFIX = "twc:purchase-tracked:";

/** Pushes the order's event unless this browser already did; true when it pushed. */
export function pushPurchaseOnce(
  order: Pick<OrderView, "orderNumber" | "analytics">,
  storage: Pick<Storage, "getItem" | "setItem"> | null,
  push: (event: PurchaseEvent) => void,
): boolean {
  const mark = `${PURCHASE_MARK_PREFIX}${order.orderNumber}`;
  try {
    if (storage?.getItem(mark)) return false;
    storage?.setItem(mark, "1");
  } catch {
    // Storage refused (private mode, full): the event still goes, at worst again on a reload.
  }
  push(purchaseEvent(order));
  return true;
}
