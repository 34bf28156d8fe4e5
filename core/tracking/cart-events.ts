import type { BagView } from "../cart/bag-view.ts";
import { toMajorUnits } from "../money/money.ts";
import type { TrackingEventOf } from "./tracking-events.ts";

/**
 * spec 002 §7 "Sync cart": the bag as the server priced it, in major units as the add-to-cart event carries them,
 * sent whenever the bag page shows a changed bag so the personalisation service's copy follows it.
 */
export function syncCartEvent(
  view: Pick<BagView, "currency" | "lines" | "summary">,
): TrackingEventOf<"Sync cart"> {
  return {
    event: "Sync cart",
    ecommerce: {
      value: toMajorUnits(view.summary.total),
      currency: view.currency,
      items: view.lines.slice(0, 100).map((line) => ({
        item_id: line.variantCode,
        item_group_id: line.productCode,
        item_name: line.name.slice(0, 200),
        price: toMajorUnits(line.unitPrice),
        quantity: Math.min(line.quantity, 999),
      })),
    },
  };
}
