import { IMAGE_PRESETS } from "../../../core/catalogue/image-preset.ts";
import { REVIEWS_PAGE_SIZE } from "../../../core/catalogue/review-summary.ts";
import { VERSIONS } from "../../../core/site/versions.ts";
import { DEFAULT_RANGE_MILES, RANGE_CHOICES_MILES } from "../../../core/stores/nearest-stores.ts";
import { z } from "../../../core/validation/zod.ts";
import { FIELD_SETS } from "./commerce-product.ts";

// Strict schemas for every product endpoint (spec 002 §7): bad input is a 400 with the field named.
export const code = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, "must be a product code of letters, digits, - or _ (at most 40)");

const booleanText = z.enum(["true", "false"]).transform((v) => v === "true");
const pageSize = z.coerce.number().int().min(1).max(50);

const reviewSort = z.enum(["newest", "oldest", "highest", "lowest"]);

export const commerceProductQuery = z
  .object({
    groupCode: code.optional(),
    swatch: code.optional(),
    /** Page of reviews, from 0 as the commerce service counts. */
    currentPage: z.coerce.number().int().min(0).max(10_000).default(0),
    pageSize: pageSize.default(REVIEWS_PAGE_SIZE),
    sortBy: reviewSort.default("newest"),
    squareImages: booleanText.default(false),
    /** spec 002 §7 "Product data fetch": the picture preset; when given it decides over squareImages. */
    typeOfImage: z.enum(IMAGE_PRESETS).optional(),
    fields: z.enum(FIELD_SETS).default("DEFAULT"),
    lang: z.string().max(10).optional(),
    curr: z.string().max(3).optional(),
  })
  .strict();

export const stockQuery = z.object({ groupCode: code.optional() }).strict();

export const fsisQuery = z
  .object({
    productCodes: z
      .string({ error: "productCodes is required" })
      .min(1, "productCodes is required")
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(code).min(1, "productCodes is required").max(100, "at most 100 product codes")),
  })
  .strict();

export const reviewsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: pageSize.default(REVIEWS_PAGE_SIZE),
    sort: reviewSort.default("newest"),
  })
  .strict();

/** A latitude or longitude in decimal degrees; a bad one is refused with the range it must be in. */
const coordinate = (min: number, max: number) => {
  const error = `must be a number of degrees from ${min} to ${max}`;
  return z.coerce.number({ error }).min(min, { error }).max(max, { error });
};

export const storeStockQuery = z
  .object({
    productCode: code,
    variantCode: code,
    location: z.string().trim().min(1, "location is empty").max(100).optional(),
    latitude: coordinate(-90, 90).optional(),
    longitude: coordinate(-180, 180).optional(),
    range: z.coerce
      .number()
      .refine((v) => (RANGE_CHOICES_MILES as readonly number[]).includes(v), {
        message: `range must be one of ${RANGE_CHOICES_MILES.join(", ")} miles`,
      })
      .default(DEFAULT_RANGE_MILES),
    onlyWithStock: booleanText.default(true),
    version: z.enum(VERSIONS).optional(),
  })
  .strict()
  .refine((q) => q.location !== undefined || (q.latitude !== undefined && q.longitude !== undefined), {
    message: "Give a location, or both latitude and longitude",
    path: ["location"],
  });

/** `GET /api/stores`: the store finder's list; a place, a position, or neither for every store. */
export const storeFinderQuery = z
  .object({
    location: z.string().trim().min(1, "location is empty").max(100).optional(),
    latitude: coordinate(-90, 90).optional(),
    longitude: coordinate(-180, 180).optional(),
    range: z.coerce
      .number()
      .refine((v) => (RANGE_CHOICES_MILES as readonly number[]).includes(v), {
        message: `range must be one of ${RANGE_CHOICES_MILES.join(", ")} miles`,
      })
      .default(DEFAULT_RANGE_MILES),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    version: z.enum(VERSIONS).optional(),
  })
  .strict()
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    message: "Give both latitude and longitude, or neither",
    path: ["latitude"],
  })
  .refine((q) => q.location === undefined || q.latitude === undefined, {
    message: "Give a location or a position, not both",
    path: ["location"],
  });
