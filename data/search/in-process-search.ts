import type { SearchCategory, SearchDocument } from "../../core/search/search-document.ts";
import type { SearchIndex } from "../../core/search/search-index.ts";
import { parseSearchQuery } from "../../core/search/search-query.ts";
import { createSearchService, type SearchServicePort } from "../../core/search/search-service.ts";
import {
  buildTermDictionary,
  catalogueTerms,
  type TermDictionary,
} from "../../core/search/term-dictionary.ts";
import type { Db } from "../db.ts";
import { loadSearchCategories, loadSearchDocuments } from "./load-search-documents.ts";
import { createTextIndex } from "./minisearch-text-index.ts";

/** The search service as the server sees it: the core rules, answered once the index is built. */
export type InProcessSearch = SearchServicePort & {
  /** Resolves when the index has been built from the database. */
  ready: Promise<void>;
  /**
   * Re-reads these products after a catalogue or stock change (a product that no longer exists
   * leaves the index). Call it after any write that changes what a listing shows.
   */
  refresh(productCodes: readonly string[]): Promise<void>;
  /** Re-reads the whole catalogue and categories. */
  rebuild(): Promise<void>;
  stats(): { products: number; terms: number; generation: number };
};

/** Popular first, so catalogue order and each term's top products need no further sort. */
function byPopularity(a: SearchDocument, b: SearchDocument): number {
  return (
    Number(a.stock.soldOut) - Number(b.stock.soldOut) ||
    (b.rating ?? 0) * Math.log2(2 + b.reviewCount) - (a.rating ?? 0) * Math.log2(2 + a.reviewCount) ||
    (a.code < b.code ? -1 : 1)
  );
}

/**
 * The in-process search index (ARCHITECTURE.md "search"): built from the database at boot, each
 * instance holding its own copy, kept fresh through `refresh(productCodes)`.
 */
export function createInProcessSearch(db: Db): InProcessSearch {
  let categories: SearchCategory[] = [];
  let categoryByCode = new Map<string, SearchCategory>();
  let docs = new Map<string, SearchDocument>();
  let ordered: SearchDocument[] = [];
  let byCategory = new Map<string, SearchDocument[]>();
  let terms: TermDictionary = buildTermDictionary(new Map());
  let text = createTextIndex(() => undefined);
  let generation = 0;

  // Derived lists are rebuilt after a change: a full pass over 50,000 products takes well under a second.
  const derive = () => {
    ordered = [...docs.values()].sort(byPopularity);
    byCategory = new Map();
    for (const doc of ordered)
      for (const code of doc.categoryCodes) {
        const list = byCategory.get(code);
        if (list) list.push(doc);
        else byCategory.set(code, [doc]);
      }
    terms = buildTermDictionary(catalogueTerms(ordered, categories));
    generation++;
  };

  const index: SearchIndex = {
    get generation() {
      return generation;
    },
    categories: () => categories,
    category: (code) => categoryByCode.get(code),
    document: (code) => docs.get(code),
    inCategory: (code) => byCategory.get(code) ?? [],
    documents: () => ordered,
    match: (query) => text.match(query),
    suggestProducts: (term, limit) => terms.topProducts(term, limit),
    terms: (prefix, limit) => terms.lookup(prefix, limit),
  };

  const rebuild = async () => {
    const nextCategories = await loadSearchCategories(db);
    const nextDocs = await loadSearchDocuments(db, nextCategories);
    categories = nextCategories;
    categoryByCode = new Map(categories.map((c) => [c.code, c]));
    docs = new Map(nextDocs.map((d) => [d.code, d]));
    text = createTextIndex((code) => categoryByCode.get(code)?.name);
    text.addAll(nextDocs);
    derive();
  };

  const service = createSearchService(index);
  const ready = rebuild().then(() => warmUp(service, categories));
  // A build that fails (database gone) is reported to every caller, never as an unhandled rejection.
  ready.catch(() => {});

  return {
    ready,
    rebuild,
    async refresh(productCodes) {
      await ready;
      const codes = [...new Set(productCodes)];
      const fresh = await loadSearchDocuments(db, categories, codes);
      const found = new Set(fresh.map((d) => d.code));
      for (const code of codes)
        if (!found.has(code)) {
          docs.delete(code);
          text.remove(code);
        }
      for (const doc of fresh) {
        docs.set(doc.code, doc);
        text.replace(doc);
      }
      derive();
    },
    stats: () => ({ products: docs.size, terms: terms.size, generation }),
    async category(code) {
      await ready;
      return service.category(code);
    },
    async listing(request) {
      await ready;
      return service.listing(request);
    },
    async suggest(request) {
      await ready;
      return service.suggest(request);
    },
    async categoryUrls(codes, versionPrefix) {
      await ready;
      return service.categoryUrls(codes, versionPrefix);
    },
  };
}

/**
 * The first shopper after a boot should not pay for compiling the search code or for counting the
 * facets of the biggest departments: run a few suggestions and each top-level listing (in every
 * currency) once, which also fills the listing cache for the most visited pages.
 */
function warmUp(service: ReturnType<typeof createSearchService>, categories: readonly SearchCategory[]) {
  for (const term of ["to", "tow", "whit", "line"])
    service.suggest({ term, versionPrefix: "/uk", thumbnail: (id) => `/images/${id}/160.webp` });
  const query = parseSearchQuery(new URLSearchParams());
  for (const category of categories.filter((c) => c.isVisible && c.depth === 0))
    for (const [currency, locale] of WARM_CURRENCIES)
      service.listing({ scope: { kind: "category", categoryCode: category.code }, query, currency, locale });
}

const WARM_CURRENCIES = [
  ["GBP", "en-GB"],
  ["USD", "en-US"],
  ["EUR", "en-GB"],
] as const;
