import { describe, expect, it } from "vitest";
import type { VariantOption } from "./product-types.ts";
import { hasSizeChoice, initialSelection, missingChoice, selectGroup } from "./selection.ts";
import { variantShapeFlags } from "./variant-shape.ts";

function swatch(variants: { code: string; size: string; groupCode: string | null }[]) {
  const variantOptions: VariantOption[] = variants.map((x) => ({
    ...x,
    stockLevel: 10,
    stockLevelStatus: "inStock",
    notifyMe: false,
    preorderDate: null,
    price: null,
  }));
  return { ...variantShapeFlags(variants), variantOptions };
}

const trousers = swatch([
  { code: "s8", size: "8", groupCode: "short" },
  { code: "s10", size: "10", groupCode: "short" },
  { code: "l8", size: "8", groupCode: "long" },
]);
const pillowcase = swatch([
  { code: "std", size: "One Size", groupCode: "standard" },
  { code: "ox", size: "One Size", groupCode: "oxford" },
]);

describe("product page selection", () => {
  it("chooses the only size of a single-size product at once", () => {
    const single = swatch([{ code: "one", size: "One Size", groupCode: null }]);
    expect(initialSelection(single)).toEqual({ groupCode: null, variantCode: "one" });
    expect(missingChoice(single, initialSelection(single))).toBeNull();
  });

  it("preselects the group the grouped page address names, but not a size", () => {
    expect(initialSelection(trousers, "long")).toEqual({ groupCode: "long", variantCode: null });
    expect(initialSelection(trousers, "no-such-group")).toEqual({ groupCode: null, variantCode: null });
  });

  it("chooses the size an offer's address names, with its type, over the grouped page's type", () => {
    expect(initialSelection(trousers, null, "s10")).toEqual({ groupCode: "short", variantCode: "s10" });
    expect(initialSelection(trousers, "long", "s10")).toEqual({ groupCode: "short", variantCode: "s10" });
    expect(initialSelection(pillowcase, null, "ox")).toEqual({ groupCode: "oxford", variantCode: "ox" });
    // A size of another colour (or none at all) chooses nothing.
    expect(initialSelection(trousers, null, "elsewhere")).toEqual({ groupCode: null, variantCode: null });
  });

  it("asks for a type before a size, then for the size", () => {
    expect(missingChoice(trousers, { groupCode: null, variantCode: null })).toBe("type");
    expect(missingChoice(trousers, { groupCode: "short", variantCode: null })).toBe("size");
    expect(missingChoice(trousers, { groupCode: "short", variantCode: "s8" })).toBeNull();
  });

  it("keeps the same size when the type changes and the new type has it", () => {
    expect(selectGroup(trousers, { groupCode: "short", variantCode: "s8" }, "long")).toEqual({
      groupCode: "long",
      variantCode: "l8",
    });
    expect(selectGroup(trousers, { groupCode: "short", variantCode: "s10" }, "long")).toEqual({
      groupCode: "long",
      variantCode: null,
    });
  });

  it("treats the type as the whole choice for single size with groups", () => {
    expect(missingChoice(pillowcase, initialSelection(pillowcase))).toBe("type");
    expect(selectGroup(pillowcase, initialSelection(pillowcase), "oxford")).toEqual({
      groupCode: "oxford",
      variantCode: "ox",
    });
  });

  it("offers a size choice only where there are several sizes (issue 17: a one-size product has none)", () => {
    expect(hasSizeChoice(swatch([{ code: "one", size: "One Size", groupCode: null }]))).toBe(false);
    expect(hasSizeChoice(pillowcase)).toBe(false);
    expect(hasSizeChoice(trousers)).toBe(true);
    expect(
      hasSizeChoice(
        swatch([
          { code: "s", size: "S", groupCode: null },
          { code: "m", size: "M", groupCode: null },
        ]),
      ),
    ).toBe(true);
  });
});
