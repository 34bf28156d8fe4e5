import type { CollectionPointQuery } from "../../../core/collection-points/find-collection-points.ts";
import { z } from "../../../core/validation/zod.ts";

// spec 001 §7 `findPudos?latitude&longitude`, or `?query=` with a postcode or town the shopper typed.

/** A plain decimal degree ("51.38", "-2.359"): no exponent, no Infinity, no empty value read as 0. */
const degrees = (name: string, limit: number) =>
  z
    .string({ error: `${name} must be a number` })
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, `${name} must be a number of degrees, such as 51.38`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `${name} must be between -${limit} and ${limit}`)
        .max(limit, `${name} must be between -${limit} and ${limit}`),
    );

// Letters of any alphabet (Ynys Môn), digits, spaces and the marks place names and postcodes use.
const PLACE_TEXT = /^[\p{L}\d][\p{L}\d .,'’&()-]*$/u;

export const findPudosQuery = z
  .object({
    latitude: degrees("latitude", 90).optional(),
    longitude: degrees("longitude", 180).optional(),
    query: z
      .string()
      .trim()
      .min(1, "query must be a postcode or town")
      .max(60, "query must be at most 60 characters")
      .regex(PLACE_TEXT, "query must be a postcode or town: letters, digits, spaces and - ' . , only")
      .optional(),
  })
  .strict()
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    message: "Give both latitude and longitude",
    path: ["latitude"],
  })
  .refine((q) => (q.query === undefined) !== (q.latitude === undefined), {
    message: "Give either a postcode or town as query, or latitude and longitude",
    path: ["query"],
  })
  .transform(
    (q): CollectionPointQuery =>
      q.latitude !== undefined && q.longitude !== undefined
        ? { latitude: q.latitude, longitude: q.longitude }
        : { text: q.query ?? "" },
  );
