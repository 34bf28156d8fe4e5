import { describe, expect, it } from "vitest";
import { nameSlug, productPath } from "./product-url.ts";

describe("productPath", () => {
  const towel = { code: "P1", name: "Aegean Towel", productType: "standard", categoryCode: "Towels" };

  it("builds the standard, grouped and swatch forms", () => {
    expect(productPath(towel)).toBe("/Towels/p/P1");
    expect(productPath({ ...towel, groupCode: "4-5-tog" })).toBe("/Towels/p/P1/g/4-5-tog");
    expect(productPath({ ...towel, swatchCode: "P1-chalk" })).toBe("/Towels/p/P1?swatch=P1-chalk");
  });

  it("puts bundles and collections under their own words", () => {
    expect(productPath({ ...towel, productType: "bundle", name: "Amber & Oud Set" })).toBe(
      "/bundle/Amber-and-Oud-Set/p/P1",
    );
    expect(productPath({ ...towel, productType: "collection", name: "Linen" })).toBe(
      "/collection/Linen/p/P1",
    );
  });

  it("never leaves an empty slug", () => {
    expect(nameSlug("Café  ✦ ")).toBe("Cafe");
    expect(nameSlug("✦")).toBe("product");
  });
});
