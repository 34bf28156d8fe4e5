import { useEffect } from "react";
import { trackEvent } from "../../lib/tracking/track-event.ts";
import type { OrderView } from "./order-view.ts";
import { pushPurchaseOnce } from "./purchase-event.ts";

/**
 * Pushes the order's purchase event to the tag manager's queue once per order (purchase-event.ts). Renders
 * nothing.
 *
 * Props: `order`, the confirmed order's view.
 */
export function PurchaseTracker({ order }: { order: OrderView }) {
  useEffect(() => {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    pushPurchaseOnce(order, storage, trackEvent);
  }, [order]);
  return null;
}
