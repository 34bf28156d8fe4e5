import { normaliseTerm } from "../../../core/search/normalise-term.ts";
import {
  SEARCH_CURRENCIES,
  type SearchCategory,
  type SearchDocument,
} from "../../../core/search/search-document.ts";
import type {
  ProviderQuery,
  ProviderResult,
  ProviderSuggestions,
  SearchProvider,
} from "../../../core/search/search-provider.ts";
import { emptySearchQuery, SORT_CODES } from "../../../core/search/search-query.ts";
import type { Db } from "../../db.ts";
import { loadSearchCategories, loadSearchDocuments } from "../load-search-documents.ts";
import { setsContaining } from "../set-documents.ts";
import { andInto, type Bitset, createBitset, setBit } from "./bitset.ts";
import { countFacets } from "./facet-counts.ts";
import { priceRangeIn } from "./price-bounds.ts";
import { SearchTable } from "./search-table.ts";
import { bestMatches, orderSlots } from "./slot-order.ts";
import { buildTermDictionary, catalogueTerms, type TermDictionary } from "./term-dictionary.ts";
import { type TextFields, TextIndex } from "./text-index.ts";
import type { TextMatches } from "./text-matches.ts";

/** The embedded provider, plus what the bench reads of it. */
type EmbeddedSearch = SearchProvider & {
  /** Re-reads the whole catalogue and categories. */
  rebuild(): Promise<void>;
  stats(): { products: number; terms: number; words: number; generation: number };
};

// A refresh of more products than this re-sorts the kept orders once instead of moving each product.
const RESORT_ABOVE = 64;
const TEXT_CACHE_SIZE = 200;
const RESULT_CACHE_SIZE = 100;
const SUGGESTION_CACHE_SIZE = 2000;

/**
 * The embedded search provider (docs/decisions/003-search-engine.md, 011-search-provider.md): built
 * from the database at boot, each instance holding its own copy in memory, kept fresh through
 * `refresh(productCodes)`.
 */
export function createEmbeddedSearch(db: Db): EmbeddedSearch {
  let categories: SearchCategory[] = [];
  let categoryByCode = new Map<string, SearchCategory>();
  let table = new SearchTable();
  let terms: TermDictionary = buildTermDictionary(new Map());
  let text = new TextIndex();
  let generation = 0;
  let built = false;

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

  // Text matches repeat (pagination, facet clicks on the same search): keep the recent ones until the index changes.
  const textCache = new Map<string, { generation: number; matches: TextMatches }>();
  const matchText = (query: string): TextMatches => {
    const key = normaliseTerm(query);
    const hit = textCache.get(key);
    if (hit && hit.generation === generation) {
      textCache.delete(key);
      textCache.set(key, hit);
      return hit.matches;
    }
    const matches = text.match(query);
    textCache.set(key, { generation, matches });
    if (textCache.size > TEXT_CACHE_SIZE) textCache.delete(textCache.keys().next().value as string);
    return matches;
  };

  // Paging through one result set reuses its filtering, counting and sorting.
  const resultCache = new Map<
    string,
    { generation: number; result: Omit<ProviderResult, "codes">; sorted: Int32Array }
  >();
  const query = (q: ProviderQuery): ProviderResult => {
    const key = JSON.stringify([
      q.categoryCode,
      q.text,
      q.filters,
      q.priceMin,
      q.priceMax,
      q.sort,
      q.currency,
      q.facetCategories,
    ]);
    let computed = resultCache.get(key);
    if (!computed || computed.generation !== generation) {
      // The products the listing starts from, as a set of table slots.
      let scope: Bitset;
      let matches: TextMatches | null = null;
      if (q.text) {
        matches = matchText(q.text);
        scope = createBitset(table.capacity);
        for (const slot of matches.slots) setBit(scope, slot);
        if (q.categoryCode) andInto(scope, table.inCategory(q.categoryCode) ?? createBitset(0));
      } else if (q.categoryCode) {
        scope = table.inCategory(q.categoryCode) ?? createBitset(table.capacity);
      } else {
        scope = createBitset(table.capacity);
      }
      const priceRange = priceRangeIn(table, scope, q.currency);
      const listing = {
        ...emptySearchQuery(q.text),
        filters: q.filters,
        priceMin: q.priceMin,
        priceMax: q.priceMax,
      };
      const { matched, counts } = countFacets(table, scope, listing, {
        currency: q.currency,
        facetCategories: q.facetCategories,
      });
      const sorted = orderSlots(table, matched, q.sort, q.currency, matches);
      computed = { generation, result: { total: sorted.length, facets: counts, priceRange }, sorted };
      resultCache.set(key, computed);
      if (resultCache.size > RESULT_CACHE_SIZE) resultCache.delete(resultCache.keys().next().value as string);
    }
    const page = computed.sorted.subarray(q.page.offset, q.page.offset + q.page.limit);
    return { ...computed.result, codes: Array.from(page, (slot) => table.codes[slot]!) };
  };

  // Shoppers type the same few prefixes: answer repeats from memory until the index changes.
  const suggestionCache = new Map<string, { generation: number; found: ProviderSuggestions }>();
  const suggest = (request: { term: string; terms: number; products: number }): ProviderSuggestions => {
    const key = `${request.term}|${request.terms}|${request.products}`;
    const hit = suggestionCache.get(key);
    if (hit && hit.generation === generation) return hit.found;
    let codes = terms
      .topProducts(request.term, request.products)
      .filter((code) => table.slotOf(code) !== undefined);
    // A typo matches no known term; the typo-tolerant match is dearer, so it is the fallback only.
    if (codes.length === 0)
      codes = Array.from(
        bestMatches(matchText(request.term), table, request.products),
        (slot) => table.codes[slot]!,
      );
    const found = { terms: terms.lookup(request.term, request.terms), products: codes };
    suggestionCache.set(key, { generation, found });
    if (suggestionCache.size > SUGGESTION_CACHE_SIZE)
      suggestionCache.delete(suggestionCache.keys().next().value as string);
    return found;
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

  const refresh = async (productCodes: readonly string[]) => {
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
  };

  // Changes are applied one at a time, in the order they were heard: a slower read of an older
  // change must not land after a newer one.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = turn.then(work, work);
    turn = next.catch(() => {});
    return next;
  };

  const ready = rebuild().then(() => {
    warmUp(query, suggest, categories);
    built = true;
  });
  // A build that fails (database gone) is reported to every caller, never as an unhandled rejection.
  ready.catch(() => {});

  return {
    name: "embedded",
    shared: false,
    ready,
    isReady: () => built,
    rebuild: () => inTurn(rebuild),
    categories: () => categories,
    async query(q) {
      await ready;
      return query(q);
    },
    async suggest(request) {
      await ready;
      return suggest(request);
    },
    async documents(codes) {
      await ready;
      const docs: SearchDocument[] = [];
      for (const code of codes) {
        const slot = table.slotOf(code);
        if (slot !== undefined) docs.push(table.document(slot));
      }
      return docs;
    },
    refresh: (productCodes) => inTurn(() => refresh(productCodes)),
    stats: () => ({ products: table.size, terms: terms.size, words: text.wordCount, generation }),
  };
}

/**
 * The first shopper after a boot should not pay for compiling the search code or for counting the
 * facets of the biggest departments: run a few suggestions and each top-level listing (in every
 * currency) once, which also fills the listing cache for the most visited pages.
 */
function warmUp(
  query: (q: ProviderQuery) => ProviderResult,
  suggest: (request: { term: string; terms: number; products: number }) => ProviderSuggestions,
  categories: readonly SearchCategory[],
) {
  const visible = categories.filter((c) => c.isVisible);
  const topLevel = visible.filter((c) => c.depth === 0).sort((a, b) => a.position - b.position);
  // A department's name searched for, and typed with a letter missing, run the text search and
  // its typo tolerance once, so neither is compiled while a shopper waits.
  const name = topLevel[0]?.name.toLowerCase() ?? "";
  const typo = name.length > 4 ? `${name.slice(0, 1)}${name.slice(2)}` : "";
  for (const term of ["to", "tow", "whit", "line", typo].filter(Boolean))
    suggest({ term, terms: 7, products: 3 });
  const { filters } = emptySearchQuery();
  const childrenOf = (code: string | null) =>
    visible
      .filter((c) => c.parentCode === code)
      .sort((a, b) => a.position - b.position)
      .map((c) => c.code);
  const listing = (text: string, categoryCode: string | null, currency: (typeof SEARCH_CURRENCIES)[number]) =>
    query({
      text,
      categoryCode,
      filters,
      priceMin: null,
      priceMax: null,
      sort: "relevance",
      currency,
      facetCategories: childrenOf(categoryCode),
      page: { offset: 0, limit: 24 },
    });
  if (name) listing(name, null, "GBP");
  for (const category of topLevel)
    for (const currency of SEARCH_CURRENCIES) listing("", category.code, currency);
}

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
