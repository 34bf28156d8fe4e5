import {
  SEARCH_CURRENCIES,
  type SearchCategory,
  type SearchDocument,
} from "../../core/search/search-document.ts";
import type { SearchIndex } from "../../core/search/search-index.ts";
import { parseSearchQuery, SORT_CODES } from "../../core/search/search-query.ts";
import { createSearchService, type SearchServicePort } from "../../core/search/search-service.ts";
import { SearchTable } from "../../core/search/search-table.ts";
import {
  buildTermDictionary,
  catalogueTerms,
  type TermDictionary,
} from "../../core/search/term-dictionary.ts";
import type { Db } from "../db.ts";
import { loadSearchCategories, loadSearchDocuments } from "./load-search-documents.ts";
import { setsContaining } from "./set-documents.ts";
import { type TextFields, TextIndex } from "./text-index.ts";

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
  stats(): { products: number; terms: number; words: number; generation: number };
};

// A refresh of more products than this re-sorts the kept orders once instead of moving each product.
const RESORT_ABOVE = 64;

/**
 * The in-process search index (ARCHITECTURE.md "search"): built from the database at boot, each
 * instance holding its own copy, kept fresh through `refresh(productCodes)`.
 */
export function createInProcessSearch(db: Db): InProcessSearch {
  let categories: SearchCategory[] = [];
  let categoryByCode = new Map<string, SearchCategory>();
  let table = new SearchTable();
  let terms: TermDictionary = buildTermDictionary(new Map());
  let text = new TextIndex();
  let generation = 0;

  // What the text index reads of a product (the category field is the names of all its categories).
  const textFields = (doc: SearchDocument): TextFields => ({
    name: doc.name,
    category: doc.categoryCodes.map((code) => categoryByCode.get(code)?.name ?? "").join(" "),
    colours: doc.colours.join(" "),
    keywords: doc.keywords,
    description: distinctWords(doc.description),
  });

  // The suggestion terms are rebuilt after a change, from the table in popularity order (the
  // relevance order of a category listing), so each term's first products are its most popular.
  const derive = () => {
    text.commit();
    const popular = table.order("relevance", "GBP");
    const sources = Array.from(popular, (slot) => table.termSource(slot));
    terms = buildTermDictionary(catalogueTerms(sources, categories), terms);
    generation++;
  };

  const index: SearchIndex = {
    get generation() {
      return generation;
    },
    categories: () => categories,
    category: (code) => categoryByCode.get(code),
    table: () => table,
    match: (query) => text.match(query),
    suggestProducts: (term, limit) => terms.topProducts(term, limit),
    terms: (prefix, limit) => terms.lookup(prefix, limit),
  };

  const rebuild = async () => {
    const nextCategories = await loadSearchCategories(db);
    const nextDocs = await loadSearchDocuments(db, nextCategories);
    categories = nextCategories;
    categoryByCode = new Map(categories.map((c) => [c.code, c]));
    // Slots follow the documents' order (by code), as MiniSearch's ids did.
    table = new SearchTable(nextDocs);
    text = new TextIndex();
    for (const doc of nextDocs) text.add(table.slotOf(doc.code)!, textFields(doc));
    // Every order a listing can ask for, sorted now rather than by the first shopper to ask.
    for (const sort of SORT_CODES) for (const currency of SEARCH_CURRENCIES) table.order(sort, currency);
    table.order("code", "GBP");
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
      // A change to a product also changes the price and stock of the bundles and collections holding it.
      const codes = [...new Set([...productCodes, ...(await setsContaining(db, productCodes))])];
      const fresh = await loadSearchDocuments(db, categories, codes);
      const found = new Set(fresh.map((d) => d.code));
      if (codes.length > RESORT_ABOVE) table.forgetOrders();
      for (const code of codes)
        if (!found.has(code)) {
          const slot = table.remove(code);
          if (slot !== undefined) text.remove(slot);
        }
      for (const doc of fresh) text.add(table.add(doc), textFields(doc));
      derive();
    },
    stats: () => ({ products: table.size, terms: terms.size, words: text.wordCount, generation }),
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
  const topLevel = categories.filter((c) => c.isVisible && c.depth === 0);
  // A department's name searched for, and typed with a letter missing, run the text search and
  // its typo tolerance once, so neither is compiled while a shopper waits.
  const name = topLevel[0]?.name.toLowerCase() ?? "";
  const typo = name.length > 4 ? `${name.slice(0, 1)}${name.slice(2)}` : "";
  for (const term of ["to", "tow", "whit", "line", typo].filter(Boolean))
    service.suggest({ term, versionPrefix: "/uk", thumbnail: (id) => `/images/${id}/160.webp` });
  const query = parseSearchQuery(new URLSearchParams());
  if (name)
    service.listing({
      scope: { kind: "search" },
      query: { ...query, text: name },
      currency: "GBP",
      locale: "en-GB",
    });
  for (const category of topLevel)
    for (const [currency, locale] of WARM_CURRENCIES)
      service.listing({ scope: { kind: "category", categoryCode: category.code }, query, currency, locale });
}

const WARM_CURRENCIES = [
  ["GBP", "en-GB"],
  ["USD", "en-US"],
  ["EUR", "en-GB"],
] as const;

const STOP_WORDS = new Set(
  "the and for with from that this your are you our its into made has have will can all each".split(" "),
);

/** A description's distinct content words: ranking needs no repeats or filler, and the index stays small. */
function distinctWords(text: string): string {
  const words = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/))
    if (word.length > 2 && !STOP_WORDS.has(word)) words.add(word);
  return [...words].join(" ");
}
