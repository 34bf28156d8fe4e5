import type { ProductSwatch } from "./product-types.ts";

// The shopper's choice on a product page (spec 002 §3 "Selection"): a group (type) and a size.

export interface Selection {
  groupCode: string | null;
  variantCode: string | null;
}

type SwatchShape = Pick<
  ProductSwatch,
  "isSingleSize" | "isSingleSizeWithGroups" | "isSizeVariants" | "isGroupVariants" | "variantOptions"
>;

/**
 * What is chosen before the shopper does anything: the size the address names (`?size=`, with its group), else
 * the only size, and the group the address names.
 */
export function initialSelection(
  swatch: SwatchShape,
  preferredGroup: string | null = null,
  preferredVariant: string | null = null,
): Selection {
  const named = swatch.variantOptions.find((v) => v.code === preferredVariant);
  if (named) return { groupCode: named.groupCode, variantCode: named.code };
  const group =
    preferredGroup && swatch.variantOptions.some((v) => v.groupCode === preferredGroup)
      ? preferredGroup
      : null;
  if (swatch.isSingleSize) return { groupCode: null, variantCode: swatch.variantOptions[0]?.code ?? null };
  if (swatch.isSingleSizeWithGroups)
    return {
      groupCode: group,
      variantCode: swatch.variantOptions.find((v) => v.groupCode === group)?.code ?? null,
    };
  return { groupCode: group, variantCode: null };
}

/** Changing type keeps the same size when the new type has it. */
export function selectGroup(swatch: SwatchShape, current: Selection, groupCode: string): Selection {
  const size = swatch.variantOptions.find((v) => v.code === current.variantCode)?.size;
  const inGroup = swatch.variantOptions.filter((v) => v.groupCode === groupCode);
  const sameSize = inGroup.find((v) => v.size === size);
  if (swatch.isSingleSizeWithGroups) return { groupCode, variantCode: inGroup[0]?.code ?? null };
  return { groupCode, variantCode: sameSize?.code ?? null };
}

/**
 * Whether the shopper chooses a size (spec 002 §3 variant shapes): not for a single size, nor for one size in
 * several types. A sold-out product without that choice is worded as an item, not a size.
 */
export function hasSizeChoice(swatch: Pick<SwatchShape, "isSizeVariants" | "isGroupVariants">): boolean {
  return swatch.isSizeVariants || swatch.isGroupVariants;
}

/** spec 002 §5: which choice is still missing ("Please select a type" before "Please select a size"). */
export function missingChoice(swatch: SwatchShape, selection: Selection): "type" | "size" | null {
  const grouped = swatch.isGroupVariants || swatch.isSingleSizeWithGroups;
  if (grouped && selection.groupCode === null) return "type";
  if (selection.variantCode === null) return swatch.isSingleSizeWithGroups ? "type" : "size";
  return null;
}
