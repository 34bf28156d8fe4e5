import { type ContentComponentRow, contentComponentRow } from "./content-component.ts";

/** spec 000 §9: up to five popular searches, from a semicolon-separated setting. */
const POPULAR_SEARCH_TERMS = "towels;candles;pyjamas;duvet;cashmere";

export function popularSearches(): ContentComponentRow[] {
  return [
    contentComponentRow("popularSearches", "popularSearches", null, 0, "PopularSearches", {
      terms: POPULAR_SEARCH_TERMS,
    }),
  ];
}
