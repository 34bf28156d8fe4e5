import type { SuggestionsResponse } from "../../../core/search/suggestion-json.ts";

/** One choosable row of the suggestion listbox, in display order. */
export type SuggestionOption =
  | { kind: "related"; id: string; label: string; count: number; term: string }
  | { kind: "category"; id: string; label: string; catid: string }
  | {
      kind: "product";
      id: string;
      label: string;
      url: string;
      thumbnail: string;
      prices: Record<string, string>;
      reviewCount: number;
      rating: number | null;
    };

/** The groups of the autocomplete answer as listbox options, ids unique within the panel. */
export function suggestionOptions(response: SuggestionsResponse | null): SuggestionOption[] {
  if (!response) return [];
  const options: SuggestionOption[] = [];
  for (const group of response.suggestionGroups) {
    if (group.name === "related")
      for (const [i, s] of group.suggestions.entries())
        options.push({
          kind: "related",
          id: `sg-related-${i}`,
          label: s.searchterm,
          count: s.nrResults,
          term: s.searchterm,
        });
    if (group.name === "categories")
      for (const [i, s] of group.suggestions.entries())
        options.push({ kind: "category", id: `sg-category-${i}`, label: s.displayName, catid: s.catid });
    if (group.name === "products")
      for (const [i, s] of group.suggestions.entries())
        options.push({
          kind: "product",
          id: `sg-product-${i}`,
          label: s.p_name,
          url: s.p_searchresult_url,
          thumbnail: s._thumburl,
          prices: { gbp: s.gbp, usd: s.usd, eur: s.eur },
          reviewCount: s.p_review_count,
          rating: s.p_review_average_rating,
        });
  }
  return options;
}
