import type { ReviewSummary } from "./product-types.ts";

// spec 002 §9 "Reviews": 9 per page, score 1 to 5, and the named scales.
export const REVIEWS_PAGE_SIZE = 9;
const MIN_RATING = 1;
const MAX_RATING = 5;

const FIT_SCALE = ["Snug", "True to size", "Loose"] as const;
const RATING_SCALE = ["Poor", "Average", "Good", "Very Good", "Excellent"] as const;

export function summariseRatings(ratings: readonly number[]): ReviewSummary {
  const valid = ratings.filter((r) => r >= MIN_RATING && r <= MAX_RATING);
  if (valid.length === 0) return { count: 0, average: 0 };
  const mean = valid.reduce((sum, r) => sum + r, 0) / valid.length;
  return { count: valid.length, average: Math.round(mean * 10) / 10 };
}

/** fit is stored 1 (snug) … 3 (loose). */
export function fitLabel(fit: number): (typeof FIT_SCALE)[number] {
  return FIT_SCALE[Math.min(FIT_SCALE.length, Math.max(1, Math.round(fit))) - 1] ?? "True to size";
}

/** rating and design are stored 1 (poor) … 5 (excellent). */
export function scaleLabel(score: number): (typeof RATING_SCALE)[number] {
  return RATING_SCALE[Math.min(MAX_RATING, Math.max(MIN_RATING, Math.round(score))) - 1] ?? "Good";
}

/** Singular or plural wording key for a count ("1 review", "12 reviews"). */
export function countForm(count: number): "one" | "other" {
  return count === 1 ? "one" : "other";
}

export function totalPages(totalResults: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalResults / pageSize));
}
