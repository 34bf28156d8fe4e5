import { DomainError } from "../errors/domain-error.ts";
import { type Breadcrumb, categoryBreadcrumbs, searchBreadcrumbs } from "./breadcrumbs.ts";
import { buildFacets, type Facet } from "./facets.ts";
import { correctOutOfRange } from "./listing-range.ts";
import { type ListingResult, toListingResult } from "./listing-result.ts";
import { normaliseTerm } from "./normalise-term.ts";
import { type Pagination, paginate } from "./pagination.ts";
import { type Preset, presets } from "./presets.ts";
import { type PriceSliderData, priceBoundsBetween, priceSlider } from "./price-slider.ts";
import type { SearchCategory, SearchCurrency, SearchDocument } from "./search-document.ts";
import type { SearchProvider, TermCount } from "./search-provider.ts";
import { PAGE_SIZE, type SearchQuery, searchQueryString } from "./search-query.ts";
import { type SortOption, sortOptions } from "./sorts.ts";

export type ListingScope = { kind: "category"; categoryCode: string } | { kind: "search" };

interface ListingRequest {
  scope: ListingScope;
  query: SearchQuery;
  currency: SearchCurrency;
  locale: string;
  /** spec 002 §4: the version's inStoreOnlyCountsAsSoldOut option (the cards' sold-out state and sizes). */
  inStoreOnlyCountsAsSoldOut?: boolean;
  /**
   * A page past the last or a price bound outside the listing's prices: refused (the JSON APIs, 400) or corrected
   * to what the listing has (the listing pages; decision 035). The answer's `query` is the state it honours.
   */
  outOfRange?: "refuse" | "correct";
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
const SUGGESTION_LIMITS = { related: 7, categories: 4, products: 3 } as const;

/** What search-as-you-type found (spec 000 §3); the HTTP layer words it as the spec's JSON (§7). */
export interface Suggestions {
  term: string;
  related: TermCount[];
  categories: { category: SearchCategory; parent: SearchCategory | undefined }[];
  products: SearchDocument[];
}

/** Listings, search results and suggestions over a search provider (docs/decisions/011-search-provider.md). */
export function createSearchService(provider: SearchProvider) {
  // Categories change with a rebuild only: index them once per list the provider hands out.
  let indexed: readonly SearchCategory[] | null = null;
  let byCode = new Map<string, SearchCategory>();
  const anyCategory = (code: string): SearchCategory | undefined => {
    const list = provider.categories();
    if (list !== indexed) {
      indexed = list;
      byCode = new Map(list.map((c) => [c.code, c]));
    }
    return byCode.get(code);
  };
  const visibleCategory = (code: string): SearchCategory | undefined => {
    const category = anyCategory(code);
    return category?.isVisible ? category : undefined;
  };
  const childrenOf = (parent: string | null) =>
    provider
      .categories()
      .filter((c) => c.parentCode === parent && c.isVisible)
      .sort((a, b) => a.position - b.position);

  return {
    /** Resolves once the index answers (the server's /healthz says 503 until then). */
    ready: provider.ready,
    isReady: () => provider.isReady(),
    /** Re-reads these products after a catalogue or stock change (CatalogueChanged calls it). */
    refresh: (productCodes: readonly string[]) => provider.refresh(productCodes),

    /** A category by the last segment of its path; listings 404 when there is none. */
    async category(code: string): Promise<SearchCategory | undefined> {
      await provider.ready;
      return visibleCategory(code);
    },

    async listing(request: ListingRequest): Promise<ListingResponse> {
      await provider.ready;
      const { currency, locale, scope } = request;
      const category = scope.kind === "category" ? visibleCategory(scope.categoryCode) : undefined;
      if (scope.kind === "category" && !category)
        throw new DomainError("notFound", `No category ${scope.categoryCode}.`);
      const facetCategories = childrenOf(category ? category.code : null);
      const ask = (query: SearchQuery) =>
        provider.query({
          text: query.text,
          categoryCode: category ? category.code : null,
          filters: query.filters,
          priceMin: query.priceMin,
          priceMax: query.priceMax,
          sort: query.sort,
          currency,
          facetCategories: facetCategories.map((c) => c.code),
          page: { offset: (query.page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
        });
      let query = request.query;
      let found = await ask(query);
      // A price correction changes the results, and so the pages: at most a price, then a page, are corrected.
      for (let run = 0; request.outOfRange === "correct" && run < 3; run += 1) {
        const corrected = correctOutOfRange(query, {
          bounds: priceBoundsBetween(found.priceRange),
          total: found.total,
          pageSize: PAGE_SIZE,
        });
        if (!corrected) break;
        query = corrected;
        found = await ask(query);
      }
      // The slider spans the listing before filtering, so it stays put while the shopper filters.
      const slider = priceSlider(
        priceBoundsBetween(found.priceRange),
        query.priceMin,
        query.priceMax,
        currency,
      );
      const facets = buildFacets(found.facets, query, { currency, locale, facetCategories });
      const pagination = paginate(found.total, query.page, PAGE_SIZE);
      const page = await provider.documents(found.codes);
      const newIn = facets.find((f) => f.code === "newIn")?.values[0]?.count ?? 0;
      const sale = facets.find((f) => f.code === "sale")?.values[0]?.count ?? 0;
      const { start: _start, ...paginationData } = pagination;
      return {
        results: page.map((doc) =>
          toListingResult(doc, {
            currency,
            locale,
            colours: query.filters.colour,
            category: anyCategory,
            inStoreOnlyCountsAsSoldOut: request.inStoreOnlyCountsAsSoldOut,
          }),
        ),
        facets,
        sorts: sortOptions(query),
        pagination: paginationData,
        breadcrumbs: category ? categoryBreadcrumbs(category, anyCategory) : searchBreadcrumbs(query.text),
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
    async suggest(typed: string): Promise<Suggestions> {
      await provider.ready;
      const term = typed.trim();
      const words = normaliseTerm(term).split(" ").filter(Boolean);
      const categories = provider
        .categories()
        .filter((c) => c.isVisible && words.length > 0 && categoryMatches(c.name, words))
        .sort((a, b) => a.depth - b.depth || a.position - b.position)
        .slice(0, SUGGESTION_LIMITS.categories)
        .map((c) => ({ category: c, parent: c.parentCode ? anyCategory(c.parentCode) : undefined }));
      const found = await provider.suggest({
        term,
        terms: SUGGESTION_LIMITS.related,
        products: SUGGESTION_LIMITS.products,
      });
      return { term, related: found.terms, categories, products: await provider.documents(found.products) };
    },

    /** Site paths (with the version) of categories by code, for suggestion links (spec 000 §7). */
    async categoryUrls(codes: readonly string[], versionPrefix: string): Promise<Record<string, string>> {
      await provider.ready;
      const urls: Record<string, string> = {};
      for (const code of codes) {
        const category = visibleCategory(code);
        if (category) urls[code] = `${versionPrefix}/${category.path}`;
      }
      return urls;
    },
  };
}

type SearchService = ReturnType<typeof createSearchService>;
/** The search service pages and handlers use. */
export type SearchServicePort = Omit<SearchService, "refresh">;

function categoryMatches(name: string, words: readonly string[]): boolean {
  const nameWords = normaliseTerm(name).split(" ");
  return words.every((w) => nameWords.some((n) => n.startsWith(w)));
}
