import type { Insertable } from "kysely";
import type { ReviewTable } from "../../schema.ts";
import type { Random } from "../random.ts";
import { CATALOGUE_DATE, DAY_MS } from "./plan-products.ts";
import { fillTemplate } from "./product-copy.ts";
import type { ProductKind } from "./product-kinds.ts";
import { CLOSING_SENTENCES, FIT_SENTENCES, REVIEW_COPY, REVIEWER_FIRST_NAMES } from "./review-copy.ts";

export interface ReviewableVariant {
  colour: string;
  size: string;
}

// Weights for ratings 1–5 giving a mean of about 4.3, as a well-liked shop's reviews do.
const RATING_WEIGHTS = [0.04, 0.04, 0.09, 0.25, 0.58] as const;
const INITIALS = "ABCDEFGHIJKLMNOPRSTW";
const FIRST_REVIEW_DATE = Date.UTC(2024, 0, 1);

function pickRating(random: Random): number {
  let roll = random.next();
  for (let i = 0; i < RATING_WEIGHTS.length; i++) {
    roll -= RATING_WEIGHTS[i] ?? 0;
    if (roll < 0) return i + 1;
  }
  return 5;
}

/** Most products have a handful of reviews, a few have many, some none; new ones have few. */
function reviewCount(isNew: boolean, random: Random): number {
  if (isNew) return random.int(0, 3);
  const roll = random.next();
  if (roll < 0.12) return 0;
  if (roll < 0.85) return random.int(3, 12);
  return random.int(13, 25);
}

export function reviewRows(
  productCode: string,
  kind: ProductKind,
  isNew: boolean,
  productCreatedAt: string,
  variants: readonly ReviewableVariant[],
  random: Random,
): Insertable<ReviewTable>[] {
  if (variants.length === 0) return [];
  const count = reviewCount(isNew, random);
  const copy = REVIEW_COPY[kind.voice];
  const wearable = kind.voice === "clothing" || kind.voice === "nightwear" || kind.voice === "baby";
  const from = Math.max(FIRST_REVIEW_DATE, Date.parse(productCreatedAt) + 3 * DAY_MS);
  const until = Math.max(from, CATALOGUE_DATE - DAY_MS);
  const rows: Insertable<ReviewTable>[] = [];
  for (let n = 1; n <= count; n++) {
    const rating = pickRating(random);
    const design = Math.min(5, Math.max(1, rating + random.pick([-1, 0, 0, 0, 1])));
    const fitRoll = random.next();
    const fit = fitRoll < 0.7 ? 2 : fitRoll < 0.85 ? 1 : 3;
    const variant = random.pick(variants);
    const sentiment = rating >= 4 ? copy.positive : rating === 3 ? copy.mixed : copy.negative;
    const values = {
      noun: kind.noun.toLowerCase(),
      colour: variant.colour.toLowerCase(),
      size: variant.size,
    };
    // "I bought the One Size" reads oddly, so one-size products skip the templates that name a size.
    const bodies =
      variant.size === "One Size"
        ? sentiment.bodies.filter((body) => !body.includes("{size}"))
        : sentiment.bodies;
    const sentences = [fillTemplate(random.pick(bodies), values)];
    if (wearable && (fit !== 2 || random.chance(0.4))) sentences.push(FIT_SENTENCES[fit] ?? "");
    if (rating >= 4) sentences.push(random.pick(CLOSING_SENTENCES));
    const createdAt = from + Math.floor((random.next() * (until - from)) / 60_000) * 60_000;
    rows.push({
      id: `${productCode}-R${String(n).padStart(2, "0")}`,
      productCode,
      rating,
      design,
      fit,
      title: random.pick(sentiment.titles),
      body: sentences.filter(Boolean).join(" "),
      author: `${random.pick(REVIEWER_FIRST_NAMES)} ${INITIALS[random.int(0, INITIALS.length - 1)]}.`,
      createdAt: new Date(createdAt).toISOString(),
      verified: random.chance(0.8),
      colour: variant.colour,
      size: variant.size,
    });
  }
  return rows;
}
