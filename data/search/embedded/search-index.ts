import type { SearchCategory } from "../../../core/search/search-document.ts";
import type { TermCount } from "../../../core/search/search-provider.ts";
import type { SearchTable } from "./search-table.ts";

/**
 * Full-text hits: the table slots of the products found and how well each matched (higher is
 * better), side by side and in no particular order (a listing sorts them; `bestMatches` picks the top).
 */
export interface TextMatches {
  slots: Int32Array;
  scores: Float64Array;
}

/** What the embedded provider's listings and suggestions read: its table, text index and terms. */
export interface SearchIndex {
  /** Rises on every change, so callers can drop cached answers. */
  readonly generation: number;
  categories(): readonly SearchCategory[];
  category(code: string): SearchCategory | undefined;
  /** Every product, its columns and the product sets per category and facet value. */
  table(): SearchTable;
  /** Full text over names, categories, colours and descriptions, with prefix and typo tolerance. */
  match(text: string): TextMatches;
  /** The most popular products of the best known terms for what was typed: cheap, for suggestions. */
  suggestProducts(term: string, limit: number): readonly string[];
  /** Known search terms starting with the typed words, most products first. */
  terms(prefix: string, limit: number): readonly TermCount[];
}
