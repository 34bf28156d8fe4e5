import type { ArticleCard } from "./magazine-types.ts";
import {
  type FacetName,
  requestedFacets,
  SEARCHABLE_ATTRIBUTES,
  type SearchParams,
} from "./search-params.ts";

// An Algolia-like search over article cards (spec 002 §7), small enough to run in memory:
// every query word must prefix-match a word of a searchable attribute; results are ranked by
// matches in the title first, then by newest.
export interface SearchResult {
  hits: Partial<ArticleCard>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Partial<Record<FacetName, Record<string, number>>>;
  query: string;
  /** The words actually used, after removeWordsIfNoResults dropped any. */
  queryAfterRemoval: string;
  index: string;
}

function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function facetValues(card: ArticleCard, facet: FacetName): string[] {
  switch (facet) {
    case "category":
      return [card.category];
    case "catalogue":
      return [card.catalogue];
    case "tags":
      return card.tags;
    case "author":
      return [card.author];
    case "aspect":
      return [card.aspect];
  }
}

function matchesFilter(card: ArticleCard, filter: string): boolean {
  const separator = filter.indexOf(":");
  const name = filter.slice(0, separator) as FacetName;
  let value = filter.slice(separator + 1);
  const negated = value.startsWith("-");
  if (negated) value = value.slice(1);
  const values = (["category", "catalogue", "tags", "author", "aspect"] as const).includes(name)
    ? facetValues(card, name).map((v) => v.toLowerCase())
    : [];
  const found = values.includes(value.toLowerCase());
  return negated ? !found : found;
}

function passesFilters(card: ArticleCard, filters: SearchParams["facetFilters"]): boolean {
  return filters.every((filter) =>
    Array.isArray(filter) ? filter.some((f) => matchesFilter(card, f)) : matchesFilter(card, filter),
  );
}

function searchableText(card: ArticleCard, attributes: readonly string[]): Map<string, string[]> {
  const text = new Map<string, string[]>();
  for (const attribute of attributes) {
    const value = card[attribute as keyof ArticleCard];
    const joined = Array.isArray(value) ? value.join(" ") : String(value ?? "");
    text.set(attribute, queryWords(joined));
  }
  return text;
}

/** Number of words matched in the title (for ranking), or -1 when some word matches nowhere. */
function score(
  card: ArticleCard,
  words: readonly string[],
  attributes: readonly string[],
  optional: boolean,
): number {
  if (!words.length) return 0;
  const text = searchableText(card, attributes);
  let titleMatches = 0;
  let matches = 0;
  for (const word of words) {
    let found = false;
    for (const [attribute, tokens] of text) {
      if (tokens.some((token) => token.startsWith(word))) {
        found = true;
        if (attribute === "title") titleMatches++;
      }
    }
    if (found) matches++;
    else if (!optional) return -1;
  }
  if (optional && matches === 0) return -1;
  return matches * 10 + titleMatches;
}

function rank(
  cards: readonly ArticleCard[],
  words: readonly string[],
  attributes: readonly string[],
  optional: boolean,
) {
  return cards
    .map((card) => ({ card, score: score(card, words, attributes, optional) }))
    .filter((entry) => entry.score >= 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.card.publishedAt.localeCompare(a.card.publishedAt) ||
        a.card.slug.localeCompare(b.card.slug),
    )
    .map((entry) => entry.card);
}

/** Word lists to try in turn under removeWordsIfNoResults. */
function attempts(
  words: readonly string[],
  mode: SearchParams["removeWordsIfNoResults"],
): { words: string[]; optional: boolean }[] {
  const list = [{ words: [...words], optional: mode === "allOptional" }];
  if (mode === "lastWords")
    for (let n = words.length - 1; n >= 1; n--) list.push({ words: words.slice(0, n), optional: false });
  if (mode === "firstWords")
    for (let n = 1; n < words.length; n++) list.push({ words: words.slice(n), optional: false });
  return list;
}

function pick(card: ArticleCard, fields: readonly string[]): Partial<ArticleCard> {
  if (fields.includes("*")) return card;
  return Object.fromEntries(
    Object.entries(card).filter(([key]) => fields.includes(key) || key === "objectID"),
  );
}

export function searchArticles(
  cards: readonly ArticleCard[],
  params: SearchParams,
  index: string,
): SearchResult {
  const attributes = params.restrictSearchableAttributes.length
    ? params.restrictSearchableAttributes
    : SEARCHABLE_ATTRIBUTES;
  const filtered = cards.filter((card) => passesFilters(card, params.facetFilters));
  const words = queryWords(params.query);
  let matched: ArticleCard[] = [];
  let used: string[] = words;
  for (const attempt of attempts(words, params.removeWordsIfNoResults)) {
    matched = rank(filtered, attempt.words, attributes, attempt.optional);
    used = attempt.words;
    if (matched.length) break;
  }
  // Each card is one record per article, so distinct (by slug) only guards against duplicates.
  if (params.distinct) {
    const seen = new Set<string>();
    matched = matched.filter((card) => !seen.has(card.slug) && seen.add(card.slug) !== undefined);
  }
  const facets: SearchResult["facets"] = {};
  for (const facet of requestedFacets(params.facets)) {
    const counts: Record<string, number> = {};
    for (const card of matched)
      for (const value of facetValues(card, facet)) counts[value] = (counts[value] ?? 0) + 1;
    facets[facet] = counts;
  }
  const nbHits = matched.length;
  const start = params.page * params.hitsPerPage;
  return {
    hits: matched.slice(start, start + params.hitsPerPage).map((card) => pick(card, params.responseFields)),
    nbHits,
    page: params.page,
    nbPages: Math.ceil(nbHits / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    facets,
    query: params.query,
    queryAfterRemoval: used.join(" "),
    index,
  };
}
