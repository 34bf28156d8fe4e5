import type { FacetCounts } from "./facets.ts";
import type { SearchCategory, SearchCurrency, SearchDocument } from "./search-document.ts";
import type { SearchQuery, SortCode } from "./search-query.ts";

/** A search term the catalogue knows, with how many products it finds (spec 000 §3 related). */
export interface TermCount {
  term: string;
  count: number;
}

/** One listing's worth of work for a provider: what to match, filter, count, sort and page. */
export interface ProviderQuery {
  /** Free text (prefix and typo tolerant); empty for a category listing. */
  text: string;
  /** The listing's category (its products and its descendants'), or null for the whole catalogue. */
  categoryCode: string | null;
  filters: SearchQuery["filters"];
  /** The price slider in whole major units, both ends included (spec 002 §4). */
  priceMin: number | null;
  priceMax: number | null;
  sort: SortCode;
  currency: SearchCurrency;
  /** The category codes the category facet counts (the listing's children, or the top level). */
  facetCategories: readonly string[];
  page: { offset: number; limit: number };
}

export interface ProviderResult {
  /** The requested page's product codes, in order. */
  codes: string[];
  /** Products passing every filter. */
  total: number;
  facets: FacetCounts;
  /** Lowest and highest price (minor units) of the listing before any filter; null when it has none. */
  priceRange: { low: number; high: number } | null;
}

export interface ProviderSuggestions {
  /** Known terms with a word starting with what was typed: most products first. */
  terms: TermCount[];
  /** Product codes to show, best first (the typo-tolerant match when no term is known). */
  products: string[];
}

/**
 * A search engine (docs/decisions/011-search-provider.md): the embedded index each instance builds
 * in memory, or one shared PostgreSQL full-text index. The rules (facet names, sorts' names,
 * pagination, the slider) are core's; a provider only matches, filters, counts, orders and pages.
 * Relevance: sold-out products last; with text, the better match first; without, the most popular.
 * Ties in code order.
 */
export interface SearchProvider {
  readonly name: "embedded" | "postgres";
  /** Resolves when the index can answer; rejects when it cannot be built. */
  readonly ready: Promise<void>;
  isReady(): boolean;
  categories(): readonly SearchCategory[];
  query(query: ProviderQuery): Promise<ProviderResult>;
  suggest(request: { term: string; terms: number; products: number }): Promise<ProviderSuggestions>;
  /** Whole products by code, in the order asked; unknown codes are left out. */
  documents(codes: readonly string[]): Promise<SearchDocument[]>;
  /**
   * Re-reads these products after a catalogue, stock or price change (a product that no longer
   * exists leaves the index), and the bundles and collections that hold them.
   */
  refresh(productCodes: readonly string[]): Promise<void>;
  /**
   * Whether every instance reads one index: then only the writer's instance refreshes it; an
   * instance's own index is refreshed by every instance (CatalogueChanged).
   */
  readonly shared: boolean;
}
