import { z } from "../validation/zod.ts";
import {
  type CheckedSearchQuery,
  LAYOUTS,
  MAX_TEXT_LENGTH,
  rawListingParams,
  type SearchQuery,
  SORT_CODES,
  toSearchQuery,
  VIEWS,
} from "./search-query.ts";

// spec 002 §2–§4: the one schema that reads listing state for the page loader and both search APIs. Apart from
// search-query.ts so that the browser, which only composes query strings, ships no zod (decision 053).

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

/**
 * Reads the listing state from a query string; throws a ZodError (answered 400) on bad values. The JSON APIs read
 * this strictly; the listing pages read an address leniently (listing-address.ts, decision 035).
 */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const raw = rawListingParams(params);
  return toSearchQuery(searchQuerySchema.parse(raw) satisfies CheckedSearchQuery);
}

/** Each listing parameter's own rule, for reading an address field by field (listing-address.ts). */
export const searchQueryFields = searchQueryObject.shape;
