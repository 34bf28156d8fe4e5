import type { DeliveryGroup } from "../../../core/delivery/delivery-types.ts";
import type { Random } from "../random.ts";
import { findCategory } from "./category-tree.ts";
import { PRODUCT_KINDS, type ProductKind, type ProductStyle } from "./product-kinds.ts";
import type { Motif, ProductLine } from "./product-lines.ts";

/**
 * The seed's "today". Everything dated (new-in, reviews, pre-order dates) is relative to this,
 * never to the clock, so the same seed always makes the same rows.
 */
export const CATALOGUE_DATE = Date.UTC(2026, 10, 1);
export const DAY_MS = 86_400_000;

/** How a whole product is stocked; most are "normal" and get a per-variant mix. */
export type StockProfile = "normal" | "soldOut" | "soldOutNotify" | "preorder" | "inStoreOnly";

/**
 * Whole-product stock states by position in the catalogue, so every one of spec 002 §4's
 * product-level states (sold out, notify me, pre-order, in store only) exists at any size.
 */
const PROFILE_BY_POSITION: ReadonlyMap<number, StockProfile> = new Map([
  [7, "soldOut"],
  [19, "soldOutNotify"],
  [33, "preorder"],
  [61, "inStoreOnly"],
]);

const SALE_DISCOUNTS = [0.2, 0.25, 0.3, 0.3, 0.4, 0.5] as const;

/** Words that start a second run of names once every line and style of a kind has been used. */
const EDITION_WORDS = [
  "Signature",
  "Heritage",
  "Essential",
  "Studio",
  "Coastal",
  "Country",
  "Townhouse",
  "Weekend",
  "Atelier",
  "Harbour",
  "Meadow",
  "Orchard",
  "Garden",
  "Riverside",
  "Highland",
  "Cottage",
  "Manor",
  "Island",
  "Alpine",
  "Harvest",
] as const;

export interface ProductPlan {
  code: string;
  kind: ProductKind;
  line: ProductLine;
  style: ProductStyle;
  name: string;
  motif: Motif;
  profile: StockProfile;
  /** Fraction off, when the product is in the sale. */
  discount: number | null;
  isNew: boolean;
  createdAt: string;
  giftCategory: string | null;
  restrictedCountries: readonly string[];
  /** How it travels (spec 001 §9); the planned catalogue is all "standard", furniture sets its own. */
  deliveryGroup?: DeliveryGroup;
}

export function productCode(index: number): string {
  return `P${10_000_001 + index}`;
}

/** The Sale sub-category a product of this kind goes into, by its top-level department. */
export function saleCategoryFor(kind: ProductKind): string {
  const top = findCategory(kind.categoryCode).ancestors[0] ?? kind.categoryCode;
  switch (top) {
    case "Bedroom":
      return "Sale-Bedroom";
    case "Bathroom":
      return "Sale-Bathroom";
    case "Home":
      return "Sale-Home";
    case "Baby-Children":
      return "Sale-Baby-Children";
    default:
      return "Sale-Clothing";
  }
}

/** New clothing (adult or children's) goes to New in Clothing, everything else to New in Home. */
export function newInCategoryFor(kind: ProductKind): string {
  const top = findCategory(kind.categoryCode).ancestors[0];
  const clothing =
    top === "Women" ||
    top === "Men" ||
    kind.categoryCode === "Baby-Clothing" ||
    kind.categoryCode === "Childrens-Nightwear";
  return clothing ? "New-In-Clothing" : "New-In-Home";
}

/** Splits `total` across kinds in proportion to their hand-written ranges, at least one each when it fits. */
function allocateByKind(total: number, kinds: readonly ProductKind[] = PRODUCT_KINDS): number[] {
  const weightSum = kinds.reduce((sum, kind) => sum + kind.ranges, 0);
  const exact = kinds.map((kind) => (total * kind.ranges) / weightSum);
  const counts = exact.map((value) => Math.floor(value));
  if (total >= kinds.length) for (let i = 0; i < counts.length; i++) counts[i] = Math.max(1, counts[i] ?? 0);
  let assigned = counts.reduce((sum, count) => sum + count, 0);
  // Largest remainders first; ties broken by position so the split is stable.
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; assigned < total; i = (i + 1) % order.length) {
    const slot = order[i];
    if (!slot) break;
    counts[slot.index] = (counts[slot.index] ?? 0) + 1;
    assigned++;
  }
  // The one-each floor can overshoot on small totals: take back from the largest kinds.
  while (assigned > total) {
    let largest = 0;
    for (let i = 1; i < counts.length; i++) if ((counts[i] ?? 0) > (counts[largest] ?? 0)) largest = i;
    counts[largest] = (counts[largest] ?? 0) - 1;
    assigned--;
  }
  return counts;
}

/** "Hotel Stripe Stripe Duvet Cover" reads badly: a style may not repeat a word of its line. */
function repeatsLine(line: ProductLine, style: ProductStyle): boolean {
  const lineWords = new Set(line.name.toLowerCase().split(/\s+/));
  return style.label
    .toLowerCase()
    .split(/\s+/)
    .some((word) => word !== "" && lineWords.has(word));
}

export function productName(
  kind: ProductKind,
  line: ProductLine,
  style: ProductStyle,
  edition: string | null,
): string {
  return [kind.namePrefix, edition, line.name, style.label, style.noun ?? kind.noun]
    .filter(Boolean)
    .join(" ");
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * Decides every standard product before any row is written: kind, line, style, name, stock profile,
 * sale and new-in. Planning first lets a final pass guarantee every Sale, New In and Gifts
 * sub-category has products, even in a small catalogue.
 */
export function planProducts(random: Random, count: number): ProductPlan[] {
  const counts = allocateByKind(count);
  const slots: { kind: ProductKind; line: ProductLine; style: ProductStyle; edition: string | null }[] = [];
  PRODUCT_KINDS.forEach((kind, kindIndex) => {
    const combos = kind.lines.flatMap((line) =>
      kind.styles.filter((style) => !repeatsLine(line, style)).map((style) => ({ line, style })),
    );
    const shuffled = random.fork(`combos-${kind.id}`).sample(combos, combos.length);
    const wanted = counts[kindIndex] ?? 0;
    for (let i = 0; i < wanted; i++) {
      const combo = shuffled[i % shuffled.length];
      if (!combo) break;
      const cycle = Math.floor(i / shuffled.length);
      const edition = cycle === 0 ? null : (EDITION_WORDS[(cycle - 1) % EDITION_WORDS.length] ?? null);
      slots.push({ kind, line: combo.line, style: combo.style, edition });
    }
  });
  // Interleave kinds so product codes do not run in blocks of one kind.
  const ordered = random.fork("order").sample(slots, slots.length);
  const flags = random.fork("flags");
  const plans = ordered.map((slot, index): ProductPlan => {
    const code = productCode(index);
    const { kind, line, style } = slot;
    const onSale = flags.chance(0.1);
    const discount = onSale ? flags.pick(SALE_DISCOUNTS) : null;
    const isNew = !onSale && flags.chance(0.08);
    const gift = kind.giftCategory !== undefined && flags.chance(0.25);
    const restricted =
      kind.restrictedCountries && flags.chance(kind.restrictedShare ?? 0) ? kind.restrictedCountries : [];
    const motif = style.motif ?? line.motif ?? flags.pick(kind.motifs);
    return {
      code,
      kind,
      line,
      style,
      name: productName(kind, line, style, slot.edition),
      motif,
      profile: PROFILE_BY_POSITION.get(index % 100) ?? "normal",
      discount,
      isNew,
      createdAt: "",
      giftCategory: gift ? (kind.giftCategory ?? null) : null,
      restrictedCountries: restricted,
    };
  });
  ensureCoverage(plans, flags);
  for (const plan of plans) plan.createdAt = createdAtFor(plan, flags);
  return plans;
}

function createdAtFor(plan: ProductPlan, random: Random): string {
  if (plan.isNew) return isoDate(CATALOGUE_DATE - random.int(1, 60) * DAY_MS + random.int(8, 18) * 3_600_000);
  // Older ranges launched between mid-2023 and three months before the catalogue date.
  const start = Date.UTC(2023, 5, 1);
  const end = CATALOGUE_DATE - 90 * DAY_MS;
  const day = random.int(0, Math.floor((end - start) / DAY_MS));
  return isoDate(start + day * DAY_MS + random.int(8, 18) * 3_600_000);
}

/** Makes sure each Sale, New In and Gifts sub-category that some kind can fill gets at least one product. */
function ensureCoverage(plans: ProductPlan[], random: Random): void {
  const saleTargets = new Set(PRODUCT_KINDS.map(saleCategoryFor));
  for (const target of saleTargets) {
    if (plans.some((plan) => plan.discount !== null && saleCategoryFor(plan.kind) === target)) continue;
    const candidate = plans.find((plan) => saleCategoryFor(plan.kind) === target);
    if (candidate) {
      candidate.discount = random.pick(SALE_DISCOUNTS);
      candidate.isNew = false;
    }
  }
  const newTargets = new Set(PRODUCT_KINDS.map(newInCategoryFor));
  for (const target of newTargets) {
    if (plans.some((plan) => plan.isNew && newInCategoryFor(plan.kind) === target)) continue;
    const candidate = plans.find((plan) => plan.discount === null && newInCategoryFor(plan.kind) === target);
    if (candidate) candidate.isNew = true;
  }
  const giftTargets = new Set(
    PRODUCT_KINDS.flatMap((kind) => (kind.giftCategory ? [kind.giftCategory] : [])),
  );
  for (const target of giftTargets) {
    if (plans.some((plan) => plan.giftCategory === target)) continue;
    const candidate = plans.find((plan) => plan.kind.giftCategory === target);
    if (candidate) candidate.giftCategory = target;
  }
}
