import type { TrackingEvent, TrackingEventOf } from "../../../core/tracking/tracking-events.ts";
import { enqueueForCollector, trackingSessionId } from "./collector-queue.ts";

// The one way the storefront emits an analytics event (core/tracking/tracking-events.ts is its schema; the README
// lists every event). Each event goes to the tag manager's queue, `window.dataLayer`, which only this page reads:
// no tag manager or third-party script is loaded. With the shopper's consent it is also queued for the
// first-party collector, where the schema is checked before it leaves the page and again by the server
// (docs/decisions/047-tracking-and-consent.md).

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes one event to the data layer, and to the collector's queue when the shopper has consented. */
export function trackEvent(event: TrackingEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
  enqueueForCollector(event);
}

type MerchandisingInput = Omit<TrackingEventOf<"Merchandising">, "event" | "user">;

/** The last result set a product was followed from, for the add-to-cart that may come after it (same tab). */
let lastMerchandisingSource: string | null = null;

/**
 * spec 002 §7 "Search-and-merchandising tracker": a view of a result set, a click on one of its products (sent
 * at once by beacon, the page is about to change) or an add to cart (attributed to the result set the product
 * was followed from, else to the page it was added on).
 */
export function trackMerchandising(input: MerchandisingInput): void {
  if (input.action === "click") lastMerchandisingSource = input.sourceId;
  trackEvent({ event: "Merchandising", ...input, user: { identities: { sessionId: trackingSessionId() } } });
}

/** The source an add to cart on this page is attributed to. */
export function merchandisingSourceFor(pagePath: string): string {
  return lastMerchandisingSource ?? pagePath;
}

/**
 * spec 002 §7 "Recommendation service": a carousel of recommendations shown to the shopper. Call once per
 * carousel when it comes into view, with its products in the order shown.
 */
export function trackRecommendationImpression(
  placement: TrackingEventOf<"Recommendation Impression">["placement"],
  productCodes: readonly string[],
): void {
  if (productCodes.length === 0) return;
  trackEvent({ event: "Recommendation Impression", placement, productCodes: productCodes.slice(0, 50) });
}

/** spec 002 §7 "Recommendation service": a recommended product followed; `position` counts from 1. */
export function trackRecommendationClick(
  placement: TrackingEventOf<"Recommendation Click">["placement"],
  productCode: string,
  position: number,
): void {
  trackEvent({ event: "Recommendation Click", placement, productCode, position });
}

/**
 * A successful add to bag: the personalisation service's "Add to Cart" as the server priced it, and the
 * merchandising tracker's add-to-cart for each item.
 */
export function trackAddToCart(event: TrackingEventOf<"Add to Cart">): void {
  trackEvent(event);
  const sourceId = merchandisingSourceFor(window.location.pathname);
  for (const item of event.ecommerce.items) {
    trackMerchandising({
      action: "add-to-cart",
      sourceId,
      target: { product: item.item_id },
      metadata: {
        ...(item.quantity ? { quantity: item.quantity } : {}),
        ...(item.item_variant ? { variant: item.item_variant.slice(0, 64) } : {}),
      },
    });
  }
}
