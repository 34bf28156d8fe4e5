import { z } from "../validation/zod.ts";
import { MAGAZINE_HITS_PER_PAGE } from "./magazine-types.ts";

// The query parameters of spec 002 §7 for POST /api/algolia/index/{index}, in the shapes the
// Algolia client sends them: arrays, or the same as comma-separated / JSON strings.
const FACET_NAMES = ["category", "catalogue", "tags", "author", "aspect"] as const;
export type FacetName = (typeof FACET_NAMES)[number];
export const SEARCHABLE_ATTRIBUTES = ["title", "summary", "tags", "author", "categoryName"] as const;

function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        return JSON.parse(text);
      } catch {
        return value;
      }
    }
    return text === "" ? [] : text.split(",").map((part) => part.trim());
  }, z.array(item));
}

/** A facet filter "category:home" or "category:-home" (negated). */
const facetFilter = z.string().regex(/^[a-zA-Z]+:-?.+$/, "a facet filter looks like name:value");

export const searchParamsSchema = z
  .object({
    query: z.string().max(200).optional().default(""),
    page: z.coerce.number().int().min(0).max(1000).optional().default(0),
    hitsPerPage: z.coerce.number().int().min(1).max(1000).optional().default(MAGAZINE_HITS_PER_PAGE),
    // Outer list: all must hold (AND); an inner list: any may hold (OR).
    facetFilters: listOf(z.union([facetFilter, z.array(facetFilter)]))
      .optional()
      .default([]),
    facets: z
      .union([z.literal("*"), listOf(z.union([z.enum(FACET_NAMES), z.literal("*")]))])
      .optional()
      .default([]),
    distinct: z
      .union([z.boolean(), z.coerce.number().int().min(0).max(1)])
      .optional()
      .default(false),
    removeWordsIfNoResults: z
      .enum(["none", "lastWords", "firstWords", "allOptional"])
      .optional()
      .default("none"),
    responseFields: listOf(z.string().min(1)).optional().default(["*"]),
    restrictSearchableAttributes: listOf(z.enum(SEARCHABLE_ATTRIBUTES)).optional().default([]),
  })
  .strict();

export type SearchParams = z.infer<typeof searchParamsSchema>;

/** The facets asked for, "*" meaning all. */
export function requestedFacets(facets: SearchParams["facets"]): FacetName[] {
  const list = facets === "*" ? ["*"] : facets;
  return list.includes("*") ? [...FACET_NAMES] : (list as FacetName[]);
}
