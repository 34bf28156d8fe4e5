// spec 002 §2–§4: listing state lives in the query string, so a reload or a shared link shows the
// same results. One schema reads it for the page loader and both search APIs (search-query-schema.ts); this module
// holds what the browser needs too, without zod (decision 053).

import { FILTER_PARAMS } from "./filter-params.ts";

export const SORT_CODES = ["relevance", "price-asc", "price-desc", "newest", "rating"] as const;
export type SortCode = (typeof SORT_CODES)[number];

/** Multi-select facets read from repeated parameters (`colour=Sage&colour=Navy`). */
export const MULTI_FACETS = ["category", "colour", "size", "price"] as const;

export const LAYOUTS = ["double", "single"] as const;
export const VIEWS = ["base", "alternate"] as const;
export type Layout = (typeof LAYOUTS)[number];
export type View = (typeof VIEWS)[number];

export const PAGE_SIZE = 24;
export const MAX_TEXT_LENGTH = 100;

export interface SearchQuery {
  text: string;
  sort: SortCode;
  page: number;
  filters: {
    category: readonly string[];
    colour: readonly string[];
    size: readonly string[];
    price: readonly string[];
    rating: number | null;
    newIn: boolean;
    sale: boolean;
  };
  priceMin: number | null;
  priceMax: number | null;
  layout: Layout;
  view: View;
}

const REPEATABLE = new Set<string>(MULTI_FACETS);
/** The parameters the listing reads: the schema's keys (search-query-schema.ts checks they are the same). */
export const SEARCH_QUERY_FIELD_NAMES = ["text", "sort", "page", ...FILTER_PARAMS, "layout", "view"] as const;
const KNOWN = new Set<string>(SEARCH_QUERY_FIELD_NAMES);

/** Listing state as the schema hands it over: checked values, defaults not yet filled in. */
export interface CheckedSearchQuery {
  text?: string | undefined;
  sort?: SortCode | undefined;
  page?: number | undefined;
  category?: string[] | undefined;
  colour?: string[] | undefined;
  size?: string[] | undefined;
  price?: string[] | undefined;
  rating?: number | undefined;
  newIn?: boolean | undefined;
  sale?: boolean | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  layout?: Layout | undefined;
  view?: View | undefined;
}

/**
 * The listing state a query string holds, or null where `parseSearchQuery` would refuse it: the schema's rules written
 * out by hand for the listing page's browser code, which composes links from query strings and ships no schema
 * library (decision 053). search-query.test.ts checks that the two agree on generated queries.
 */
export function readSearchQuery(params: URLSearchParams): SearchQuery | null {
  const raw = rawListingParams(params);
  const one = (key: string) => raw[key] as string | undefined;
  const many = (key: string) => raw[key] as string[] | undefined;
  const oneOf = <T extends string>(key: string, allowed: readonly T[]): T | undefined | null => {
    const value = one(key);
    if (value === undefined) return undefined;
    return (allowed as readonly string[]).includes(value) ? (value as T) : null;
  };
  const whole = (key: string): number | undefined | null => {
    const value = one(key);
    if (value === undefined) return undefined;
    return /^\d{1,7}$/.test(value) ? Number(value) : null;
  };
  const facet = (key: string): string[] | undefined | null => {
    const values = many(key)?.map((value) => value.trim());
    if (values === undefined) return undefined;
    return values.length <= 30 && values.every((v) => v.length >= 1 && v.length <= 60) ? values : null;
  };
  const flag = (key: string): boolean | undefined | null => {
    const value = oneOf(key, ["true", "false"]);
    return value == null ? value : value === "true";
  };
  const text = one("text")?.trim();
  const price = many("price");
  const rating = oneOf("rating", ["3", "4"]);
  const checked = {
    text: text !== undefined && text.length > MAX_TEXT_LENGTH ? null : text,
    sort: oneOf("sort", SORT_CODES),
    page: whole("page"),
    category: facet("category"),
    colour: facet("colour"),
    size: facet("size"),
    price: price && (price.length > 10 || !price.every((v) => /^\d+-(\d+)?$/.test(v))) ? null : price,
    rating: rating == null ? rating : Number(rating),
    newIn: flag("newIn"),
    sale: flag("sale"),
    priceMin: whole("priceMin"),
    priceMax: whole("priceMax"),
    layout: oneOf("layout", LAYOUTS),
    view: oneOf("view", VIEWS),
  };
  if (Object.values(checked).some((value) => value === null)) return null;
  const { page, priceMin, priceMax } = checked as CheckedSearchQuery;
  if (page !== undefined && page < 1) return null;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return null;
  return toSearchQuery(checked as CheckedSearchQuery);
}

/** The raw values of a listing address, before `parseSearchQuery` or `readListingAddress` checks them. */
export function rawListingParams(params: URLSearchParams): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (!KNOWN.has(key)) continue; // tracking parameters and the like pass through
    const values = params.getAll(key);
    raw[key] = REPEATABLE.has(key) ? values : (values[values.length - 1] ?? "");
  }
  if (raw.text === "") delete raw.text;
  return raw;
}

/** The listing state from checked values, defaults filled in. */
export function toSearchQuery(q: CheckedSearchQuery): SearchQuery {
  const text = q.text ?? "";
  return {
    text,
    sort: q.sort ?? "relevance",
    page: q.page ?? 1,
    filters: {
      category: unique(q.category),
      colour: unique(q.colour),
      size: unique(q.size),
      price: unique(q.price),
      rating: q.rating ?? null,
      newIn: q.newIn ?? false,
      sale: q.sale ?? false,
    },
    priceMin: q.priceMin ?? null,
    priceMax: q.priceMax ?? null,
    layout: q.layout ?? "double",
    view: q.view ?? "base",
  };
}

function unique(values: readonly string[] | undefined): string[] {
  return values ? [...new Set(values)] : [];
}

/** Writes listing state back to a query string, leaving defaults out so links stay short. */
export function searchQueryString(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.text) params.set("text", query.text);
  for (const code of MULTI_FACETS) for (const value of query.filters[code]) params.append(code, value);
  if (query.filters.rating !== null) params.set("rating", String(query.filters.rating));
  if (query.filters.newIn) params.set("newIn", "true");
  if (query.filters.sale) params.set("sale", "true");
  if (query.priceMin !== null) params.set("priceMin", String(query.priceMin));
  if (query.priceMax !== null) params.set("priceMax", String(query.priceMax));
  if (query.sort !== "relevance") params.set("sort", query.sort);
  if (query.layout !== "double") params.set("layout", query.layout);
  if (query.view !== "base") params.set("view", query.view);
  if (query.page > 1) params.set("page", String(query.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** A copy of the query with changes; any change of results goes back to page 1. */
export function withQuery(query: SearchQuery, change: Partial<SearchQuery>): SearchQuery {
  const keepsPage = "page" in change || Object.keys(change).every((k) => k === "layout" || k === "view");
  return { ...query, ...change, page: keepsPage ? (change.page ?? query.page) : 1 };
}

export function emptySearchQuery(text = ""): SearchQuery {
  return {
    text,
    sort: "relevance",
    page: 1,
    filters: { category: [], colour: [], size: [], price: [], rating: null, newIn: false, sale: false },
    priceMin: null,
    priceMax: null,
    layout: "double",
    view: "base",
  };
}
