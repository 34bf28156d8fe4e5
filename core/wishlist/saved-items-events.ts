import type { TrackingEventOf } from "../tracking/tracking-events.ts";

// spec 002 §4 "Saved items": a tracking event is emitted on add and remove (Add to Wishlist, spec 002 §7).

type SavedItemEvent = TrackingEventOf<"Add to Wishlist" | "Remove from Wishlist">;

export function savedItemEvent(
  kind: "add" | "remove",
  item: { code: string; groupCode?: string; name: string },
): SavedItemEvent {
  return {
    event: kind === "add" ? "Add to Wishlist" : "Remove from Wishlist",
    ecommerce: {
      items: [
        {
          item_id: item.code,
          ...(item.groupCode ? { item_group_id: item.groupCode } : {}),
          item_name: item.name,
        },
      ],
    },
  };
}

/** spec 002 §4: cached wishlist responses (a Cache Storage cache) are cleared on every change. */
export const WISHLIST_RESPONSE_CACHE = "wishlist-responses";
