import type { VariantOption } from "./product-types.ts";

type GroupFacts = Pick<VariantOption, "groupCode" | "stockLevelStatus" | "notifyMe">;

/** True when a group still has something to offer: a variant in stock, or one a shopper can ask to be told about. */
function isOffered(groupCode: string, variants: readonly GroupFacts[]): boolean {
  const inGroup = variants.filter((variant) => variant.groupCode === groupCode);
  if (inGroup.length === 0) return false;
  return inGroup.some((variant) => variant.stockLevelStatus !== "outOfStock" || variant.notifyMe);
}

/**
 * The groups (types) a swatch offers to choose from, in their order. spec 002 §4 "Stock states": groups whose
 * variants are all out of stock with notify-me off are dropped from the group filters; a group with notify-me on
 * stays, so the shopper can ask to hear when it is back.
 */
export function offeredGroups<G extends { code: string }>(
  groups: readonly G[],
  variants: readonly GroupFacts[],
): G[] {
  return groups.filter((group) => isOffered(group.code, variants));
}
