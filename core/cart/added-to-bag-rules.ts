import type { TrackingEventOf } from "../tracking/tracking-events.ts";

// Client-side rules for what happens after an add to bag (spec 001 §2, §4, §9; spec 002 §4 "Add to bag").
// Pure functions so the bag provider stays a thin wire between the HTTP answer and the screen.

/** spec 001 §9: the bag overlay is shown only for counts under 30. */
const BAG_OVERLAY_MAX_COUNT = 30;

/** spec 002 §4: the added-to-bag confirmation closes by itself after 3 seconds. */
export const ADDED_TO_BAG_CLOSE_MS = 3000;

/** spec 001 §4: the overlay needs cart-added data and a counter above 0 and below 30. */
export function shouldShowBagOverlay(input: { hasCartAddedData: boolean; count: number }): boolean {
  return input.hasCartAddedData && input.count > 0 && input.count < BAG_OVERLAY_MAX_COUNT;
}

export type AddedToBagDisplay = "none" | "sideDrawer" | "panel";

/**
 * spec 001 §2 and §4: on the bag view nothing opens (the bag itself shows the line); elsewhere the side
 * drawer when the sideDrawer toggle is on, else the small added-product panel.
 */
export function addedToBagDisplay(input: { sideDrawer: boolean; isBagView: boolean }): AddedToBagDisplay {
  if (input.isBagView) return "none";
  return input.sideDrawer ? "sideDrawer" : "panel";
}

interface AddToCartEventInput {
  /** Unit price in major units, as the add payload carries it. */
  price: number;
  quantity: number;
  currency: string;
  sku: string;
  size: string;
  name?: string;
}

/** The personalisation service's "Add to Cart" (core/tracking/tracking-events.ts). */
export type AddToCartEvent = TrackingEventOf<"Add to Cart">;

/** spec 001 §4: value is price times quantity rounded to 2 decimals (in major units, never minor). */
export function addToCartValue(price: number, quantity: number): number {
  return Math.round(price * quantity * 100) / 100;
}

/** The analytics event pushed to `window.dataLayer` after a successful add (app/lib/tracking/track-event.ts). */
export function addToCartEvent(input: AddToCartEventInput): AddToCartEvent {
  return {
    event: "Add to Cart",
    ecommerce: {
      value: addToCartValue(input.price, input.quantity),
      currency: input.currency,
      items: [
        {
          item_id: input.sku,
          ...(input.name ? { item_name: input.name } : {}),
          item_variant: input.size,
          price: input.price,
          quantity: input.quantity,
        },
      ],
    },
  };
}

/**
 * spec 001 §8: the message to show for a failed add. An error flag with NOSTOCK is treated as a system
 * error; any other flagged error shows the popup message the server sent.
 */
export function addToBagErrorMessage(
  answer: { errorMessage?: string | null; cartPopupErrorMessage?: string | null },
  systemFault: string,
): string {
  if (answer.errorMessage === "NOSTOCK") return systemFault;
  return answer.cartPopupErrorMessage?.trim() ? answer.cartPopupErrorMessage : systemFault;
}
