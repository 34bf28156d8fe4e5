import { describe, expect, it } from "vitest";
import { offerTerms } from "../../../core/catalogue/offer-terms.ts";
import type { BundleDetail } from "../../../core/catalogue/product-service.ts";
import type { ProductDetail, VariantOption } from "../../../core/catalogue/product-types.ts";
import { variantShapeFlags } from "../../../core/catalogue/variant-shape.ts";
import { bundleJsonLd } from "./bundle-json-ld.ts";

const ORIGIN = "https://shop.example";
const CANONICAL = `${ORIGIN}/uk/bundle/Cavendish-Bed-Linen-Bundle/p/B1`;

function piece(
  code: string,
  name: string,
  category: string,
  stockLevelStatus: VariantOption["stockLevelStatus"],
) {
  const variantOptions: VariantOption[] = [
    {
      code: `${code}-1`,
      size: "Double",
      groupCode: null,
      stockLevel: stockLevelStatus === "outOfStock" ? 0 : 10,
      stockLevelStatus,
      notifyMe: false,
      preorderDate: null,
      price: { amount: 5000, wasAmount: null, currency: "GBP" },
    },
  ];
  return {
    code,
    name,
    productType: "standard",
    variantShape: "sizeVariants",
    description: "",
    sizeAndCare: "",
    sustainableStyle: "",
    deliveryInfo: "",
    isNew: false,
    internationalDelivery: true,
    restrictedCountries: [],
    giftWrappable: false,
    groups: [],
    defaultCategory: { code: category, name: category, path: `/Bedroom/c/${category}` },
    breadcrumbs: [],
    swatches: [
      {
        code: `${code}-white`,
        name: "White",
        hex: "#fff",
        images: [{ id: `${code}-white-1`, alt: name, width: 2000, height: 2000, shape: "square" }],
        variantOptions,
        ...variantShapeFlags(variantOptions),
      },
    ],
    reviewSummary: { count: 0, average: 0 },
    currency: "GBP",
  } satisfies ProductDetail;
}

function bundle(secondPiece: VariantOption["stockLevelStatus"]): BundleDetail {
  const set = piece("B1", "Cavendish Bed Linen Bundle", "Bed-Linen", "inStock");
  const cover = piece("P10", "Cavendish Duvet Cover", "Duvet-Covers", "inStock");
  const pillowcase = piece("P11", "Cavendish Pillowcase", "Pillowcases", secondPiece);
  return {
    product: set,
    entries: [
      {
        position: 1,
        quantity: 1,
        product: cover,
        oneSize: false,
        defaultSwatchCode: "P10-white",
        defaultVariantCode: null,
      },
      {
        position: 2,
        quantity: 2,
        product: pillowcase,
        oneSize: false,
        defaultSwatchCode: "P11-white",
        defaultVariantCode: null,
      },
    ],
    giftBox: null,
    price: { amount: 15000, wasAmount: null, currency: "GBP" },
  };
}

const terms = offerTerms({
  version: "uk",
  currency: "GBP",
  country: "GB",
  product: { deliveryGroup: "standard", internationalDelivery: true, restrictedCountries: [] },
  categoryCodes: ["Bedroom", "Bed-Linen"],
  standardCharge: 495,
  freeThreshold: 5000,
});

describe("bundleJsonLd", () => {
  it("describes the set as a product made of its pieces, each with its quantity and page, at the set's price", () => {
    const data = bundleJsonLd({
      bundle: bundle("inStock"),
      canonical: CANONICAL,
      origin: ORIGIN,
      prefix: "/uk",
      terms,
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": ["Product", "ProductCollection"],
      name: "Cavendish Bed Linen Bundle",
      sku: "B1",
      url: CANONICAL,
      image: [`${ORIGIN}/images/B1-white-1/1200.jpg`],
      includesObject: [
        {
          "@type": "TypeAndQuantityNode",
          amountOfThisGood: 1,
          typeOfGood: {
            "@type": "Product",
            name: "Cavendish Duvet Cover",
            sku: "P10",
            url: `${ORIGIN}/uk/Duvet-Covers/p/P10`,
          },
        },
        {
          "@type": "TypeAndQuantityNode",
          amountOfThisGood: 2,
          typeOfGood: {
            "@type": "Product",
            name: "Cavendish Pillowcase",
            sku: "P11",
            url: `${ORIGIN}/uk/Pillowcases/p/P11`,
          },
        },
      ],
      offers: {
        "@type": "Offer",
        url: CANONICAL,
        price: "150.00",
        priceCurrency: "GBP",
        availability: "https://schema.org/InStock",
        hasMerchantReturnPolicy: { returnFees: "https://schema.org/FreeReturn" },
      },
    });
    // £150 is past the free-delivery threshold: standard post is free, next day is charged.
    const shipping = (data as { offers: { shippingDetails: { shippingRate: { value: string } }[] } }).offers
      .shippingDetails;
    expect(shipping.map((d) => d.shippingRate.value)).toEqual(["0.00", "6.95"]);
  });

  it("offers the set as out of stock while one piece is sold out in every size", () => {
    const data = bundleJsonLd({
      bundle: bundle("outOfStock"),
      canonical: CANONICAL,
      origin: ORIGIN,
      prefix: "/uk",
      terms,
    });
    expect((data as { offers: { availability: string } }).offers.availability).toBe(
      "https://schema.org/OutOfStock",
    );
  });
});
