// The autocomplete answer's JSON as spec 000 §7 names it: the contract between the server, which
// words it (server/api/catalogue/suggestion-reply.ts), and the browser's search box, which reads it.

interface RelatedSuggestion {
  searchterm: string;
  nrResults: number;
}
interface CategorySuggestion {
  catid: string;
  mlValue: string;
  displayName: string;
}
export interface ProductSuggestion {
  p_code: string;
  p_name: string;
  p_searchresult_url: string;
  _thumburl: string;
  gbp: string;
  usd: string;
  eur: string;
  p_review_count: number;
  p_review_average_rating: number | null;
}
type SuggestionGroup =
  | { name: "related"; suggestions: RelatedSuggestion[] }
  | { name: "categories"; suggestions: CategorySuggestion[] }
  | { name: "products"; suggestions: ProductSuggestion[] };

export interface SuggestionsResponse {
  term: string;
  suggestionGroups: SuggestionGroup[];
}
