import type { VariantShapeFlags } from "./product-types.ts";

interface ShapeInput {
  size: string;
  groupCode: string | null;
}

/**
 * spec 002 §3 "Variant shapes", judged from the swatch's own variants: one size; one size in
 * several groups (types); several sizes without groups; several sizes in groups.
 */
export function variantShapeFlags(variants: readonly ShapeInput[]): VariantShapeFlags {
  const grouped = variants.some((v) => v.groupCode !== null);
  const sizes = new Set(variants.map((v) => v.size));
  return {
    isSingleSize: !grouped && variants.length === 1,
    isSingleSizeWithGroups: grouped && sizes.size === 1,
    isSizeVariants: !grouped && variants.length > 1,
    isGroupVariants: grouped && sizes.size > 1,
  };
}

/** The variants a shopper can pick a size from once a group (type) is chosen, or all when ungrouped. */
export function variantsInGroup<T extends ShapeInput>(variants: readonly T[], groupCode: string | null): T[] {
  if (!variants.some((v) => v.groupCode !== null)) return [...variants];
  return variants.filter((v) => v.groupCode === groupCode);
}
