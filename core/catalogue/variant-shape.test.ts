import { describe, expect, it } from "vitest";
import { variantShapeFlags, variantsInGroup } from "./variant-shape.ts";

const v = (size: string, groupCode: string | null = null) => ({ size, groupCode });

describe("variantShapeFlags (spec 002 §3 variant shapes)", () => {
  it("flags a single ungrouped variant as single size", () => {
    expect(variantShapeFlags([v("One Size")])).toEqual({
      isSingleSize: true,
      isSingleSizeWithGroups: false,
      isSizeVariants: false,
      isGroupVariants: false,
    });
  });

  it("flags one size sold in several groups as single size with groups", () => {
    const flags = variantShapeFlags([v("One Size", "standard"), v("One Size", "oxford")]);
    expect(flags.isSingleSizeWithGroups).toBe(true);
    expect(flags.isGroupVariants || flags.isSingleSize || flags.isSizeVariants).toBe(false);
  });

  it("flags several ungrouped sizes as size variants", () => {
    const flags = variantShapeFlags([v("S"), v("M"), v("L")]);
    expect(flags.isSizeVariants).toBe(true);
    expect(flags.isSingleSize || flags.isGroupVariants || flags.isSingleSizeWithGroups).toBe(false);
  });

  it("flags several sizes in groups as group variants", () => {
    const flags = variantShapeFlags([v("8", "short"), v("10", "short"), v("8", "long")]);
    expect(flags.isGroupVariants).toBe(true);
    expect(flags.isSizeVariants || flags.isSingleSize || flags.isSingleSizeWithGroups).toBe(false);
  });

  it("lists the sizes of the chosen group only, or every size when ungrouped", () => {
    const grouped = [v("8", "short"), v("10", "short"), v("8", "long")];
    expect(variantsInGroup(grouped, "long")).toEqual([v("8", "long")]);
    expect(variantsInGroup(grouped, null)).toEqual([]);
    expect(variantsInGroup([v("S"), v("M")], null)).toHaveLength(2);
  });
});
