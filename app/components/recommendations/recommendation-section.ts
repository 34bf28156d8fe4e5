import type { ProductCard } from "../../../core/catalogue/product-types.ts";
import type { Placement } from "../../../core/recommendations/recommendation-rules.ts";
import type { IntlLabels } from "../../../core/site/intl-labels.ts";

/** A page's chosen strips, by placement, as the loader streams them (recommendation-sections.server.ts). */
export type RecommendationStrips = Partial<Record<Placement, ProductCard[]>>;

export interface RecommendationsSection {
  strips: RecommendationStrips;
  /** The prices' labels, so hydrating the strips builds no formatter (decision 009). */
  intlLabels: IntlLabels;
}
