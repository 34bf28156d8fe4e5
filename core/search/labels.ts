import type { SortCode } from "./search-query.ts";

// Names the search API returns with facets, sorts and presets. They travel in the API answer
// (spec 002 §7), so they live beside the rules; the two wordings differ only in colour/color.

export type FacetCode = "category" | "colour" | "size" | "price" | "rating" | "newIn" | "sale";

const FACET_NAMES: Record<FacetCode, string> = {
  category: "Category",
  colour: "Colour",
  size: "Size",
  price: "Price",
  rating: "Rating",
  newIn: "New in",
  sale: "Sale",
};

export const SORT_NAMES: Record<SortCode, string> = {
  relevance: "Relevance",
  "price-asc": "Price low to high",
  "price-desc": "Price high to low",
  newest: "Newest",
  rating: "Top rated",
};

export function facetName(code: FacetCode, locale: string): string {
  if (code === "colour" && locale === "en-US") return "Color";
  return FACET_NAMES[code];
}
