import type { SearchCategory, SearchDocument } from "./search-document.ts";

/** A full-text hit: the product code and how well it matched (higher is better). */
export interface TextMatch {
  code: string;
  score: number;
}

/** A search term the catalogue knows, with how many products it finds (spec 000 §3 related). */
export interface TermCount {
  term: string;
  count: number;
}

/**
 * The port the search rules work through. The in-process implementation (data/search/) builds it
 * from the database at boot and keeps it fresh; core never knows which engine is underneath.
 */
export interface SearchIndex {
  /** Rises on every change, so callers can drop cached answers. */
  readonly generation: number;
  categories(): readonly SearchCategory[];
  category(code: string): SearchCategory | undefined;
  document(code: string): SearchDocument | undefined;
  /** Every product listed in a category (including its descendants), in catalogue order. */
  inCategory(code: string): readonly SearchDocument[];
  /** Every product, in catalogue order. */
  documents(): readonly SearchDocument[];
  /** Full text over names, categories, colours and descriptions, with prefix and typo tolerance, best first. */
  match(text: string): readonly TextMatch[];
  /** The most popular products of the best known terms for what was typed: cheap, for suggestions. */
  suggestProducts(term: string, limit: number): readonly string[];
  /** Known search terms starting with the typed words, most products first. */
  terms(prefix: string, limit: number): readonly TermCount[];
}
