import type { Placement } from "../../../core/recommendations/recommendation-rules.ts";
import { pushToDataLayer } from "../bag/data-layer.ts";

// spec 002 §7 "Recommendation service": shown impressions and clicks. One shape for every strip, pushed to the data
// layer: the tracking schema and collector take them from there.

/** A strip came into view: which products it showed, in order. */
export function trackRecommendationImpression(placement: Placement, productCodes: readonly string[]): void {
  pushToDataLayer({ event: "recommendation_impression", placement, productCodes: [...productCodes] });
}

/** A recommended product was opened; `position` counts from 1, as the shopper sees the strip. */
export function trackRecommendationClick(placement: Placement, productCode: string, position: number): void {
  pushToDataLayer({ event: "recommendation_click", placement, productCode, position });
}
