import { z } from "../validation/zod.ts";

// spec 002 §2–§4: listing state lives in the query string, so a reload or a shared link shows the
// same results. One schema reads it for the page loader and both search APIs.

export const SORT_CODES = ["relevance", "price-asc", "price-desc", "newest", "rating"] as const;
export type SortCode = (typeof SORT_CODES)[number];

/** Multi-select facets read from repeated parameters (`colour=Sage&colour=Navy`). */
export const MULTI_FACETS = ["category", "colour", "size", "price"] as const;

const LAYOUTS = ["double", "single"] as const;
const VIEWS = ["base", "alternate"] as const;
export type Layout = (typeof LAYOUTS)[number];
export type View = (typeof VIEWS)[number];

export const PAGE_SIZE = 24;
export const MAX_TEXT_LENGTH = 100;

const wholeNumber = (name: string) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `${name} must be a whole number`)
    .transform(Number);

const flag = (name: string) =>
  z.enum(["true", "false"], { error: `${name} must be true or false` }).transform((v) => v === "true");

const facetValue = (name: string) =>
  z.array(z.string().trim().min(1, `${name} must not be empty`).max(60, `${name} is too long`)).max(30);

const searchQueryObject = z.object({
  text: z
    .string()
    .trim()
    .max(MAX_TEXT_LENGTH, `text must be at most ${MAX_TEXT_LENGTH} characters`)
    .optional(),
  sort: z.enum(SORT_CODES, { error: `sort must be one of ${SORT_CODES.join(", ")}` }).optional(),
  page: wholeNumber("page")
    .refine((n) => n >= 1, "page must be 1 or more")
    .optional(),
  category: facetValue("category").optional(),
  colour: facetValue("colour").optional(),
  size: facetValue("size").optional(),
  price: z
    .array(z.string().regex(/^\d+-(\d+)?$/, "price must be a range such as 25-50 or 200-"))
    .max(10)
    .optional(),
  rating: z.enum(["3", "4"], { error: "rating must be 3 or 4" }).transform(Number).optional(),
  newIn: flag("newIn").optional(),
  sale: flag("sale").optional(),
  priceMin: wholeNumber("priceMin").optional(),
  priceMax: wholeNumber("priceMax").optional(),
  layout: z.enum(LAYOUTS, { error: "layout must be double or single" }).optional(),
  view: z.enum(VIEWS, { error: "view must be base or alternate" }).optional(),
});

const searchQuerySchema = searchQueryObject.refine(
  (q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax,
  {
    // spec 002 §5: min at most max.
    message: "priceMin must be at most priceMax",
    path: ["priceMin"],
  },
);

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
const KNOWN = new Set(Object.keys(searchQueryObject.shape));

/**
 * Reads the listing state from a query string; throws a ZodError (answered 400) on bad values. The JSON APIs read
 * this strictly; the listing pages read an address leniently (listing-address.ts, decision 035).
 */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const raw = rawListingParams(params);
  return toSearchQuery(searchQuerySchema.parse(raw));
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

/** Each listing parameter's own rule, for reading an address field by field (listing-address.ts). */
export const searchQueryFields = searchQueryObject.shape;

/** The listing state from checked values, defaults filled in. */
export function toSearchQuery(q: z.infer<typeof searchQuerySchema>): SearchQuery {
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
