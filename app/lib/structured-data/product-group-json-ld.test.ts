import { describe, expect, it } from "vitest";
import { offerTerms } from "../../../core/catalogue/offer-terms.ts";
import type { ProductDetail, ProductSwatch, VariantOption } from "../../../core/catalogue/product-types.ts";
import { variantShapeFlags } from "../../../core/catalogue/variant-shape.ts";
import { AVAILABILITY, productGroupJsonLd } from "./product-group-json-ld.ts";

const ORIGIN = "https://shop.example";
const CANONICAL = `${ORIGIN}/uk/Towels/p/P1`;

function variant(code: string, size: string, extra: Partial<VariantOption> = {}): VariantOption {
  return {
    code,
    size,
    groupCode: null,
    stockLevel: 10,
    stockLevelStatus: "inStock",
    notifyMe: false,
    preorderDate: null,
    price: { amount: 1000, wasAmount: null, currency: "GBP" },
    ...extra,
  };
}

function swatch(code: string, name: string, variantOptions: VariantOption[]): ProductSwatch {
  return {
    code,
    name,
    hex: "#ffffff",
    images: [{ id: `${code}-1`, alt: name, width: 2000, height: 2000, shape: "square" }],
    variantOptions,
    ...variantShapeFlags(variantOptions),
  };
}

function product(swatches: ProductSwatch[], extra: Partial<ProductDetail> = {}): ProductDetail {
  return {
    code: "P1",
    name: "Symons Towel",
    productType: "standard",
    variantShape: "sizeVariants",
    description: "A deep, thirsty pile.",
    sizeAndCare: "",
    sustainableStyle: "",
    deliveryInfo: "",
    isNew: false,
    internationalDelivery: true,
    restrictedCountries: [],
    giftWrappable: false,
    groups: [],
    defaultCategory: { code: "Towels", name: "Towels", path: "/Bathroom/c/Towels" },
    breadcrumbs: [{ code: "Towels", name: "Towels", path: "/Bathroom/c/Towels" }],
    swatches,
    reviewSummary: { count: 3, average: 4.3 },
    currency: "GBP",
    ...extra,
  };
}

const TERMS_UK = offerTerms({
  version: "uk",
  currency: "GBP",
  country: "GB",
  product: { deliveryGroup: "standard", internationalDelivery: true, restrictedCountries: [] },
  categoryCodes: ["Bathroom", "Towels"],
  standardCharge: 495,
  freeThreshold: 5000,
});

const towel = product([
  swatch("P1-sage", "Sage", [variant("P1-sage-hand", "Hand Towel"), variant("P1-sage-bath", "Bath Sheet")]),
  swatch("P1-white", "White", [
    variant("P1-white-hand", "Hand Towel", {
      stockLevelStatus: "InStockForBackOrder",
      preorderDate: "2026-12-04",
    }),
    variant("P1-white-bath", "Bath Sheet", { stockLevelStatus: "outOfStock", stockLevel: 0 }),
  ]),
]);

type Variant = {
  sku: string;
  name: string;
  color: string;
  size?: string;
  image: string[];
  offers: Record<string, unknown> & {
    url: string;
    shippingDetails: { shippingRate: { value: string; currency: string } }[];
  };
};

describe("productGroupJsonLd", () => {
  it("describes every colour and size as a variant of one ProductGroup on the canonical address", () => {
    const data = productGroupJsonLd({
      product: towel,
      canonical: CANONICAL,
      origin: ORIGIN,
      terms: TERMS_UK,
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProductGroup",
      "@id": `${CANONICAL}#product`,
      name: "Symons Towel",
      url: CANONICAL,
      productGroupID: "P1",
      variesBy: ["https://schema.org/color", "https://schema.org/size"],
      aggregateRating: { ratingValue: 4.3, reviewCount: 3 },
    });
    const variants = (data as { hasVariant: Variant[] }).hasVariant;
    expect(variants.map((v) => [v.sku, v.color, v.size])).toEqual([
      ["P1-sage-hand", "Sage", "Hand Towel"],
      ["P1-sage-bath", "Sage", "Bath Sheet"],
      ["P1-white-hand", "White", "Hand Towel"],
      ["P1-white-bath", "White", "Bath Sheet"],
    ]);
    expect(variants[0]?.name).toBe("Symons Towel – Sage, Hand Towel");
    expect(variants[2]?.image).toEqual([`${ORIGIN}/images/P1-white-1/1200.jpg`]);
  });

  it("gives each variant's offer its own address, which chooses its colour and its size", () => {
    const data = productGroupJsonLd({
      product: towel,
      canonical: CANONICAL,
      origin: ORIGIN,
      terms: TERMS_UK,
    });
    const urls = (data as { hasVariant: Variant[] }).hasVariant.map((v) => v.offers.url);
    expect(new Set(urls).size).toBe(4);
    expect(urls[3]).toBe(`${CANONICAL}?swatch=P1-white&size=P1-white-bath`);
  });

  it("says back-order for a size sold ahead of its stock, from its date, and maps every stock state", () => {
    const data = productGroupJsonLd({
      product: towel,
      canonical: CANONICAL,
      origin: ORIGIN,
      terms: TERMS_UK,
    });
    const offers = (data as { hasVariant: Variant[] }).hasVariant.map((v) => v.offers);
    expect(offers[2]).toMatchObject({
      availability: "https://schema.org/BackOrder",
      availabilityStarts: "2026-12-04",
    });
    expect(offers[3]?.availability).toBe("https://schema.org/OutOfStock");
    expect(offers[0]).not.toHaveProperty("availabilityStarts");
    expect(AVAILABILITY).toEqual({
      inStock: "https://schema.org/InStock",
      LowInStockAtVariant: "https://schema.org/LimitedAvailability",
      inStockInStore: "https://schema.org/InStoreOnly",
      InStockForBackOrder: "https://schema.org/BackOrder",
      outOfStock: "https://schema.org/OutOfStock",
    });
  });

  it("publishes delivery and returns with each offer, in its currency", () => {
    const pricey = product([
      swatch("P1-sage", "Sage", [
        variant("cheap", "Hand Towel"),
        variant("dear", "Bath Sheet", { price: { amount: 6000, wasAmount: null, currency: "GBP" } }),
      ]),
    ]);
    const data = productGroupJsonLd({
      product: pricey,
      canonical: CANONICAL,
      origin: ORIGIN,
      terms: TERMS_UK,
    });
    const [cheap, dear] = (data as { hasVariant: Variant[] }).hasVariant;
    expect(cheap?.offers.shippingDetails.map((d) => d.shippingRate)).toEqual([
      { "@type": "MonetaryAmount", value: "4.95", currency: "GBP" },
      { "@type": "MonetaryAmount", value: "6.95", currency: "GBP" },
    ]);
    // £60 reaches the free-delivery threshold on its own.
    expect(dear?.offers.shippingDetails[0]?.shippingRate.value).toBe("0.00");
    expect(cheap?.offers.hasMerchantReturnPolicy).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: ["GB", "JE", "GG", "IM"],
      returnPolicyCountry: "GB",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 28,
      returnMethod: ["https://schema.org/ReturnByMail", "https://schema.org/ReturnInStore"],
      returnFees: "https://schema.org/FreeReturn",
    });
  });

  it("states the US label charge and the rest of the world's own postage", () => {
    const us = offerTerms({
      ...TERMS_UK.delivery,
      version: "us",
      currency: "USD",
      country: "US",
      categoryCodes: [],
    });
    const row = offerTerms({
      ...TERMS_UK.delivery,
      version: "row",
      currency: "EUR",
      country: "FR",
      categoryCodes: [],
    });
    const usd = product([
      swatch("P1-sage", "Sage", [
        variant("a", "S", { price: { amount: 1500, wasAmount: null, currency: "USD" } }),
      ]),
      swatch("P1-white", "White", [variant("b", "S")]),
    ]);
    const policyOf = (terms: typeof us) =>
      (
        productGroupJsonLd({ product: usd, canonical: CANONICAL, origin: ORIGIN, terms }) as {
          hasVariant: Variant[];
        }
      ).hasVariant[0]?.offers.hasMerchantReturnPolicy;
    expect(policyOf(us)).toMatchObject({
      applicableCountry: ["US"],
      returnFees: "https://schema.org/ReturnShippingFees",
      returnShippingFeesAmount: { "@type": "MonetaryAmount", value: "8.95", currency: "USD" },
    });
    expect(policyOf(row)).toMatchObject({
      applicableCountry: ["FR"],
      returnPolicyCountry: "GB",
      returnMethod: ["https://schema.org/ReturnByMail"],
      returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
    });
  });

  it("says a hygiene product cannot be returned", () => {
    const duvet = offerTerms({
      ...TERMS_UK.delivery,
      categoryCodes: ["Bedroom", "Duvets-Pillows", "Duvets"],
    });
    const data = productGroupJsonLd({ product: towel, canonical: CANONICAL, origin: ORIGIN, terms: duvet });
    expect((data as { hasVariant: Variant[] }).hasVariant[0]?.offers.hasMerchantReturnPolicy).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: ["GB", "JE", "GG", "IM"],
      returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
    });
  });

  it("names a grouped size by its type and size, and a one-size type by the type", () => {
    const groups = [
      { code: "short", name: "Short" },
      { code: "std", name: "Standard" },
    ];
    const trousers = product(
      [
        swatch("P1-navy", "Navy", [
          variant("s8", "8", { groupCode: "short" }),
          variant("s10", "10", { groupCode: "short" }),
        ]),
      ],
      { groups },
    );
    const pillowcase = product(
      [
        swatch("P1-white", "White", [
          variant("std", "One Size", { groupCode: "std" }),
          variant("sq", "One Size", { groupCode: "short" }),
        ]),
      ],
      { groups },
    );
    const sizes = (p: ProductDetail) =>
      (
        productGroupJsonLd({ product: p, canonical: CANONICAL, origin: ORIGIN, terms: null }) as {
          hasVariant: Variant[];
        }
      ).hasVariant.map((v) => v.size);
    expect(sizes(trousers)).toEqual(["Short 8", "Short 10"]);
    expect(sizes(pillowcase)).toEqual(["Standard", "Short"]);
  });

  it("describes a product in one colour and one size as a plain Product with its one offer", () => {
    const candle = product([swatch("P1-white", "White", [variant("P1-one", "One Size")])]);
    const data = productGroupJsonLd({
      product: candle,
      canonical: CANONICAL,
      origin: ORIGIN,
      terms: TERMS_UK,
    });
    expect(data).toMatchObject({
      "@type": "Product",
      sku: "P1-one",
      name: "Symons Towel",
      url: CANONICAL,
      offers: { url: CANONICAL, price: "10.00", priceCurrency: "GBP" },
    });
    expect(data).not.toHaveProperty("size");
    expect(data).not.toHaveProperty("hasVariant");
  });

  it("leaves out a size without a price in the shopper's currency", () => {
    const partly = product([
      swatch("P1-sage", "Sage", [variant("a", "S"), variant("b", "M", { price: null })]),
      swatch("P1-white", "White", [variant("c", "S")]),
    ]);
    const data = productGroupJsonLd({ product: partly, canonical: CANONICAL, origin: ORIGIN, terms: null });
    expect((data as { hasVariant: Variant[] }).hasVariant.map((v) => v.sku)).toEqual(["a", "c"]);
    expect((data as { hasVariant: Variant[] }).hasVariant[0]?.offers).not.toHaveProperty("shippingDetails");
  });
});
