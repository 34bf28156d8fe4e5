import { describe, expect, it } from "vitest";
import { bundleDelivery, bundleTotal, isGiftBoxAllowed, planBundleAdd } from "./bundle-rules.ts";
import type { VariantOption } from "./product-types.ts";

const gbp = (amount: number, wasAmount: number | null = null) => ({ amount, wasAmount, currency: "GBP" });

function variant(
  code: string,
  stockLevelStatus: VariantOption["stockLevelStatus"] = "inStock",
): VariantOption {
  return {
    code,
    size: code,
    groupCode: null,
    stockLevel: stockLevelStatus === "outOfStock" ? 0 : 10,
    stockLevelStatus,
    notifyMe: false,
    preorderDate: null,
    price: gbp(1000),
  };
}

function piece(
  code: string,
  variants: VariantOption[],
  delivery = { internationalDelivery: true, restrictedCountries: [] as string[] },
) {
  return { code, swatches: [{ variantOptions: variants }], ...delivery };
}

const bundle = {
  product: { internationalDelivery: true, restrictedCountries: ["AU"] },
  entries: [
    {
      position: 0,
      quantity: 1,
      defaultVariantCode: null,
      product: piece("DUVET", [variant("d-single"), variant("d-double", "outOfStock")]),
    },
    {
      position: 1,
      quantity: 2,
      defaultVariantCode: "p-std",
      product: piece("PILLOW", [variant("p-std")], { internationalDelivery: false, restrictedCountries: [] }),
    },
  ],
  giftBox: { variantCode: "gift" },
};

describe("bundle rules", () => {
  it("refuses a gift box while any chosen size is out of stock", () => {
    expect(isGiftBoxAllowed([variant("a"), null])).toBe(true);
    expect(isGiftBoxAllowed([variant("a"), variant("b", "outOfStock")])).toBe(false);
  });

  it("prices the set as its pieces times their quantities, plus the gift box", () => {
    expect(
      bundleTotal(
        [
          { price: gbp(5000), quantity: 1 },
          { price: gbp(2500), quantity: 2 },
        ],
        null,
      ),
    ).toEqual(gbp(10000));
    expect(bundleTotal([{ price: gbp(5000, 6000), quantity: 1 }], gbp(500))).toEqual(gbp(5500, 6500));
  });

  it("says which pieces cannot be delivered and whether the shopper is abroad", () => {
    expect(bundleDelivery(bundle, "GB", "GB")).toEqual({
      deliverable: true,
      undeliverable: [],
      international: false,
    });
    expect(bundleDelivery(bundle, "FR", "GB")).toEqual({
      deliverable: true,
      undeliverable: ["PILLOW"],
      international: true,
    });
    expect(bundleDelivery(bundle, "AU", "GB").deliverable).toBe(false);
  });

  it("adds each chosen piece in the set's quantity, one-size pieces without a choice", () => {
    const plan = planBundleAdd(bundle, {
      chosen: new Map([[0, "d-single"]]),
      withGiftBox: true,
      deliverable: true,
    });
    expect(plan).toEqual({
      ok: true,
      lines: [
        { productSku: "d-single", quantity: 1 },
        { productSku: "p-std", quantity: 2 },
        { productSku: "gift", quantity: 1 },
      ],
    });
  });

  it("leaves the gift box out when a chosen size is out of stock", () => {
    const plan = planBundleAdd(bundle, {
      chosen: new Map([[0, "d-double"]]),
      withGiftBox: true,
      deliverable: true,
    });
    expect(plan.ok && plan.lines.map((line) => line.productSku)).toEqual(["d-double", "p-std"]);
  });

  it("refuses a missing size, a code from another piece, and a set that cannot be delivered", () => {
    expect(planBundleAdd(bundle, { chosen: new Map(), withGiftBox: false, deliverable: true })).toEqual({
      ok: false,
      reason: "missingChoice",
    });
    expect(
      planBundleAdd(bundle, { chosen: new Map([[0, "p-std"]]), withGiftBox: false, deliverable: true }),
    ).toEqual({ ok: false, reason: "unknownChoice" });
    expect(
      planBundleAdd(bundle, { chosen: new Map([[0, "d-single"]]), withGiftBox: false, deliverable: false }),
    ).toEqual({ ok: false, reason: "notDeliverable" });
  });
});
