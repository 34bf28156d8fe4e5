import { productPath } from "../catalogue/product-url.ts";
import { DomainError } from "../errors/domain-error.ts";
import { formatMoney } from "../money/money.ts";
import { andInto, type Bitset, createBitset, setBit } from "./bitset.ts";
import { type Breadcrumb, categoryBreadcrumbs, searchBreadcrumbs } from "./breadcrumbs.ts";
import { countFacets, type Facet } from "./facets.ts";
import { type ListingResult, toListingResult } from "./listing-result.ts";
import { type Pagination, paginate } from "./pagination.ts";
import { type Preset, presets } from "./presets.ts";
import { type PriceSliderData, priceSlider, priceSliderBoundsIn } from "./price-slider.ts";
import type { SearchCategory, SearchCurrency, SearchDocument } from "./search-document.ts";
import type { SearchIndex, TextMatches } from "./search-index.ts";
import { PAGE_SIZE, type SearchQuery, searchQueryString } from "./search-query.ts";
import { bestMatches, orderSlots, type SortOption, sortOptions } from "./sorts.ts";
import { normaliseTerm } from "./term-dictionary.ts";

export type ListingScope = { kind: "category"; categoryCode: string } | { kind: "search" };

export interface ListingRequest {
  scope: ListingScope;
  query: SearchQuery;
  currency: SearchCurrency;
  locale: string;
  /** spec 002 §4: the version's inStoreOnlyCountsAsSoldOut option (the cards' sold-out state and sizes). */
  inStoreOnlyCountsAsSoldOut?: boolean;
}

/** What both search APIs and the listing pages answer with (spec 002 §3, §7). */
export interface ListingResponse {
  results: ListingResult[];
  facets: Facet[];
  sorts: SortOption[];
  pagination: Pagination;
  breadcrumbs: Breadcrumb[];
  presets: Preset[];
  currentCurrency: SearchCurrency;
  responseId: string;
  freeTextSearch: string;
  priceSliderData: PriceSliderData;
  category: { code: string; name: string; description: string; path: string } | null;
  layout: SearchQuery["layout"];
  view: SearchQuery["view"];
  /** The canonical query string of this state. */
  query: string;
}

// spec 000 §9 and 002 §9: at most 7 related terms, 4 categories and 3 products.
export const SUGGESTION_LIMITS = { related: 7, categories: 4, products: 3 } as const;

export interface RelatedSuggestion {
  searchterm: string;
  nrResults: number;
}
export interface CategorySuggestion {
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
export type SuggestionGroup =
  | { name: "related"; suggestions: RelatedSuggestion[] }
  | { name: "categories"; suggestions: CategorySuggestion[] }
  | { name: "products"; suggestions: ProductSuggestion[] };

export interface SuggestionsResponse {
  term: string;
  suggestionGroups: SuggestionGroup[];
}

export interface SuggestionRequest {
  term: string;
  /** Prefix for product links (`/uk`). */
  versionPrefix: string;
  /** A thumbnail address for an image id (kept out of core's knowledge of the image routes). */
  thumbnail: (imageId: string) => string;
}

const TEXT_CACHE_SIZE = 200;
const RESULT_CACHE_SIZE = 100;
const SUGGESTION_CACHE_SIZE = 2000;

/** Listings, search results and suggestions over a search index. */
export function createSearchService(index: SearchIndex) {
  // Text matches repeat (pagination, facet clicks on the same search): keep the recent ones until the index changes.
  const textCache = new Map<string, { generation: number; matches: TextMatches }>();
  const matchText = (text: string): TextMatches => {
    const key = normaliseTerm(text);
    const hit = textCache.get(key);
    if (hit && hit.generation === index.generation) {
      textCache.delete(key);
      textCache.set(key, hit);
      return hit.matches;
    }
    const matches = index.match(text);
    textCache.set(key, { generation: index.generation, matches });
    if (textCache.size > TEXT_CACHE_SIZE) textCache.delete(textCache.keys().next().value as string);
    return matches;
  };

  const suggestionCache = new Map<string, { generation: number; response: SuggestionsResponse }>();
  const resultCache = new Map<
    string,
    { generation: number; slider: PriceSliderData; facets: Facet[]; sorted: Int32Array }
  >();

  const childrenOf = (parent: string | null) =>
    index
      .categories()
      .filter((c) => c.parentCode === parent && c.isVisible)
      .sort((a, b) => a.position - b.position);

  const suggestFresh = (request: SuggestionRequest): SuggestionsResponse => {
    const term = request.term.trim();
    const related = index.terms(term, SUGGESTION_LIMITS.related).map((t) => ({
      searchterm: t.term,
      nrResults: t.count,
    }));
    const words = normaliseTerm(term).split(" ").filter(Boolean);
    const categories = index
      .categories()
      .filter((c) => c.isVisible && words.length > 0 && categoryMatches(c.name, words))
      .sort((a, b) => a.depth - b.depth || a.position - b.position)
      .slice(0, SUGGESTION_LIMITS.categories)
      .map((c) => {
        const parent = c.parentCode ? index.category(c.parentCode) : undefined;
        return {
          catid: c.code,
          mlValue: c.name,
          displayName: parent ? `${c.name} in ${parent.name}` : c.name,
        };
      });
    const table = index.table();
    let slots = index
      .suggestProducts(term, SUGGESTION_LIMITS.products)
      .map((code) => table.slotOf(code))
      .filter((slot) => slot !== undefined);
    // A typo matches no known term; the typo-tolerant match is dearer, so it is the fallback only.
    if (slots.length === 0) slots = [...bestMatches(matchText(term), table, SUGGESTION_LIMITS.products)];
    const products = slots.map((slot) => productSuggestion(table.document(slot), request));
    return {
      term,
      suggestionGroups: [
        { name: "related", suggestions: related },
        { name: "categories", suggestions: categories },
        { name: "products", suggestions: products },
      ],
    };
  };

  return {
    /** A category by the last segment of its path; listings 404 when there is none. */
    category(code: string): SearchCategory | undefined {
      const category = index.category(code);
      return category?.isVisible ? category : undefined;
    },

    listing(request: ListingRequest): ListingResponse {
      const { query, currency, locale, scope } = request;
      const category = scope.kind === "category" ? this.category(scope.categoryCode) : undefined;
      if (scope.kind === "category" && !category)
        throw new DomainError("notFound", `No category ${scope.categoryCode}.`);

      // Paging through one result set reuses its filtering, counting and sorting.
      const key = JSON.stringify([scope, currency, locale, { ...query, page: 0 }]);
      let computed = resultCache.get(key);
      const table = index.table();
      if (!computed || computed.generation !== index.generation) {
        // The products the listing starts from, as a set of table slots.
        let scope: Bitset;
        let text: TextMatches | null = null;
        if (query.text) {
          text = matchText(query.text);
          scope = createBitset(table.capacity);
          for (const slot of text.slots) setBit(scope, slot);
          if (category) andInto(scope, table.inCategory(category.code) ?? createBitset(0));
        } else if (category) {
          scope = table.inCategory(category.code) ?? createBitset(table.capacity);
        } else {
          scope = createBitset(table.capacity);
        }
        const bounds = priceSliderBoundsIn(table, scope, currency);
        const slider = priceSlider(bounds, query.priceMin, query.priceMax, currency);
        const { matched, facets } = countFacets(table, scope, query, {
          currency,
          locale,
          facetCategories: childrenOf(category ? category.code : null),
        });
        const sorted = orderSlots(table, matched, query.sort, currency, text);
        computed = { generation: index.generation, slider, facets, sorted };
        resultCache.set(key, computed);
        if (resultCache.size > RESULT_CACHE_SIZE)
          resultCache.delete(resultCache.keys().next().value as string);
      }
      const { slider, facets, sorted } = computed;
      const pagination = paginate(sorted.length, query.page, PAGE_SIZE);
      const page = Array.from(sorted.subarray(pagination.start, pagination.start + PAGE_SIZE), (slot) =>
        table.document(slot),
      );
      const newIn = facets.find((f) => f.code === "newIn")?.values[0]?.count ?? 0;
      const sale = facets.find((f) => f.code === "sale")?.values[0]?.count ?? 0;
      const { start: _start, ...paginationData } = pagination;
      return {
        results: page.map((doc) =>
          toListingResult(doc, {
            currency,
            locale,
            colours: query.filters.colour,
            category: (code) => index.category(code),
            inStoreOnlyCountsAsSoldOut: request.inStoreOnlyCountsAsSoldOut,
          }),
        ),
        facets,
        sorts: sortOptions(query),
        pagination: paginationData,
        breadcrumbs: category
          ? categoryBreadcrumbs(category, (code) => index.category(code))
          : searchBreadcrumbs(query.text),
        presets: presets(query, { newIn, sale }),
        currentCurrency: currency,
        responseId: globalThis.crypto.randomUUID(),
        freeTextSearch: query.text,
        priceSliderData: slider,
        category: category
          ? {
              code: category.code,
              name: category.name,
              description: category.description,
              path: category.path,
            }
          : null,
        layout: query.layout,
        view: query.view,
        query: searchQueryString(query),
      };
    },

    /** Search-as-you-type: related terms, categories and products (spec 000 §3, §9). */
    suggest(request: SuggestionRequest): SuggestionsResponse {
      // Shoppers type the same few prefixes: answer repeats from memory until the index changes.
      const key = `${request.versionPrefix}|${request.term.trim()}`;
      const hit = suggestionCache.get(key);
      if (hit && hit.generation === index.generation) return hit.response;
      const response = suggestFresh(request);
      suggestionCache.set(key, { generation: index.generation, response });
      if (suggestionCache.size > SUGGESTION_CACHE_SIZE)
        suggestionCache.delete(suggestionCache.keys().next().value as string);
      return response;
    },

    /** Site paths (with the version) of categories by code, for suggestion links (spec 000 §7). */
    categoryUrls(codes: readonly string[], versionPrefix: string): Record<string, string> {
      const urls: Record<string, string> = {};
      for (const code of codes) {
        const category = this.category(code);
        if (category) urls[code] = `${versionPrefix}/${category.path}`;
      }
      return urls;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

function categoryMatches(name: string, words: readonly string[]): boolean {
  const nameWords = normaliseTerm(name).split(" ");
  return words.every((w) => nameWords.some((n) => n.startsWith(w)));
}

function productSuggestion(doc: SearchDocument, request: SuggestionRequest): ProductSuggestion {
  const image = doc.swatches[0]?.images[0];
  const price = (currency: SearchCurrency, locale: string) => {
    const text = formatMoney({ amount: doc.fromPrice[currency].amount, currency }, locale);
    return doc.priceVaries ? `From ${text}` : text;
  };
  return {
    p_code: doc.code,
    p_name: doc.name,
    p_searchresult_url: `${request.versionPrefix}${toListingUrl(doc)}`,
    _thumburl: image ? request.thumbnail(image.id) : "",
    gbp: price("GBP", "en-GB"),
    usd: price("USD", "en-US"),
    eur: price("EUR", "en-GB"),
    p_review_count: doc.reviewCount,
    p_review_average_rating: doc.rating,
  };
}

function toListingUrl(doc: SearchDocument): string {
  return productPath({
    code: doc.code,
    name: doc.name,
    productType: doc.productType,
    categoryCode: doc.categoryCode,
  });
}

type Awaited<F> = F extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never;

/**
 * The search service pages and handlers use: the rules above, answered once the index is ready,
 * plus the change hook writers call (see data/search/in-process-search.ts).
 */
export type SearchServicePort = { [K in keyof SearchService]: Awaited<SearchService[K]> } & {
  /** Re-reads these products after a catalogue or stock change. */
  refresh(productCodes: readonly string[]): Promise<void>;
};
