import { isProductDeliverableTo, type ProductDeliveryFacts } from "./deliverability.ts";
import { type PricedLine, sumPrices } from "./pricing.ts";
import type { VariantOption, VariantPrice } from "./product-types.ts";

// The bundle page's rules (spec 002 §2 "Bundle page", §4 "Bundle add", §5 "International delivery"): what
// the set costs for the sizes chosen, whether a gift box may go with it, where it can be delivered, and the
// lines a "Add all to bag" puts in the bag. The page and the bag's form action both use them.

interface BundleShape {
  product: ProductDeliveryFacts;
  entries: readonly {
    position: number;
    quantity: number;
    defaultVariantCode: string | null;
    product: ProductDeliveryFacts & { code: string; swatches: { variantOptions: VariantOption[] }[] };
  }[];
  giftBox: { variantCode: string } | null;
}

/** spec 001 §4, 002 "Bundle data load": no gift box while any chosen size is out of stock. */
export function isGiftBoxAllowed(
  chosen: readonly (Pick<VariantOption, "stockLevelStatus"> | null)[],
): boolean {
  return !chosen.some((variant) => variant?.stockLevelStatus === "outOfStock");
}

/** The set's price: each piece's price times its quantity, plus the gift box when it goes with the set. */
export function bundleTotal(
  pieces: readonly PricedLine<VariantPrice>[],
  giftBox: VariantPrice | null,
): VariantPrice | null {
  return sumPrices(giftBox ? [...pieces, { price: giftBox, quantity: 1 }] : pieces);
}

interface BundleDelivery {
  /** The set as a whole can go to the shopper's country. */
  deliverable: boolean;
  /** Codes of the pieces that cannot. */
  undeliverable: string[];
  /** The shopper is outside the version's home country. */
  international: boolean;
}

/** spec 002 §5 and §8: delivery for the set and for each piece. */
export function bundleDelivery(bundle: BundleShape, country: string, homeCountry: string): BundleDelivery {
  return {
    deliverable: isProductDeliverableTo(country, bundle.product, homeCountry),
    undeliverable: bundle.entries
      .filter((entry) => !isProductDeliverableTo(country, entry.product, homeCountry))
      .map((entry) => entry.product.code),
    international: country.toUpperCase() !== homeCountry.toUpperCase(),
  };
}

type BundleAddPlan =
  | { ok: true; lines: { productSku: string; quantity: number }[] }
  | { ok: false; reason: "missingChoice" | "unknownChoice" | "notDeliverable" };

/**
 * The lines "Add all to bag" adds: each piece's chosen variant (a one-size piece needs no choice) in the
 * set's own quantity, and the gift box when asked for and allowed. Refused while a size is missing, when a
 * chosen code is not one of that piece's variants, or when the set cannot be delivered.
 */
export function planBundleAdd(
  bundle: BundleShape,
  input: { chosen: ReadonlyMap<number, string>; withGiftBox: boolean; deliverable: boolean },
): BundleAddPlan {
  const picked: { variant: VariantOption; quantity: number }[] = [];
  for (const entry of bundle.entries) {
    const code = input.chosen.get(entry.position) ?? entry.defaultVariantCode;
    if (!code) return { ok: false, reason: "missingChoice" };
    const variant = entry.product.swatches
      .flatMap((swatch) => swatch.variantOptions)
      .find((option) => option.code === code);
    if (!variant) return { ok: false, reason: "unknownChoice" };
    picked.push({ variant, quantity: entry.quantity });
  }
  if (!input.deliverable) return { ok: false, reason: "notDeliverable" };
  const lines = picked.map(({ variant, quantity }) => ({ productSku: variant.code, quantity }));
  if (input.withGiftBox && bundle.giftBox && isGiftBoxAllowed(picked.map(({ variant }) => variant)))
    lines.push({ productSku: bundle.giftBox.variantCode, quantity: 1 });
  return { ok: true, lines };
}
