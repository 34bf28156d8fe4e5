import { describe, expect, it } from "vitest";
import { type ListingPage, packListingPage, toListingCard, unpackListingPage } from "./listing-card.ts";
import type { ListingResult } from "./listing-result.ts";

const result: ListingResult = {
  code: "P1",
  baseProductCode: "P1",
  groupCode: null,
  name: "Linen Duvet Cover in White",
  namenocolor: "Linen Duvet Cover",
  productType: "standard",
  url: "/Duvet-Covers/p/P1?swatch=P1-white",
  price: { preparedPrice: "From £75", wasPrice: "£95", value: 7500, currencyIso: "GBP", isFrom: true },
  swatches: [
    { code: "P1-white", name: "White", hex: "#fff", active: true, url: "/Duvet-Covers/p/P1?swatch=P1-white" },
  ],
  stock: { stockLevelStatus: "LowInStockAtVariant", soldOut: false, notifyMe: false, preOrder: false },
  sizes: [
    {
      code: "P101",
      size: "Double",
      stockLevelStatus: "LowInStockAtVariant",
      soldOut: false,
      notifyMe: false,
    },
    { code: "P102", size: "King", stockLevelStatus: "outOfStock", soldOut: true, notifyMe: true },
  ],
  categories: [{ code: "Duvet-Covers", name: "Duvet Covers" }],
  imagesets: {
    swatchCode: "P1-white",
    images: [
      { id: "P1-white-1", width: 2000, height: 2000, alt: "Linen Duvet Cover in White" },
      { id: "P1-white-2", width: 2000, height: 2000, alt: "Close-up" },
      { id: "P1-white-3", width: 2000, height: 2000, alt: "On a bed" },
    ],
  },
  rating: 4.5,
  reviewCount: 12,
  isNew: true,
  onSale: true,
};

describe("toListingCard", () => {
  it("keeps what a card and its quick add draw", () => {
    expect(toListingCard(result)).toEqual({
      code: "P1",
      groupCode: null,
      namenocolor: "Linen Duvet Cover",
      productType: "standard",
      url: "/Duvet-Covers/p/P1?swatch=P1-white",
      price: { preparedPrice: "From £75", wasPrice: "£95", value: 7500, currencyIso: "GBP" },
      swatches: result.swatches,
      stock: { soldOut: false },
      sizes: [
        { code: "P101", size: "Double", soldOut: false },
        { code: "P102", size: "King", soldOut: true },
      ],
      images: [
        { id: "P1-white-1", width: 2000, height: 2000 },
        { id: "P1-white-2", width: 2000, height: 2000 },
      ],
      rating: 4.5,
      reviewCount: 12,
      isNew: true,
    });
  });

  it("is well under the size of the result it comes from", () => {
    const card = JSON.stringify(toListingCard(result)).length;
    expect(card).toBeLessThan(JSON.stringify(result).length * 0.7);
  });
});

describe("packListingPage", () => {
  const card = toListingCard({
    ...result,
    url: "/Duvet-Covers/p/P1?swatch=P1-sage",
    swatches: [
      {
        code: "P1-white",
        name: "White",
        hex: "#fff",
        active: false,
        url: "/Duvet-Covers/p/P1?swatch=P1-white",
      },
      { code: "P1-sage", name: "Sage", hex: "#9a9", active: true, url: "/Duvet-Covers/p/P1?swatch=P1-sage" },
      // Not what the card's address gives: kept as it is.
      { code: "P1 & co", name: "Odd", hex: "#000", active: true, url: "/Elsewhere/p/P1?swatch=odd" },
    ],
  });
  // One colour only: the card's address names none, and the colour is still the one shown.
  const single = toListingCard({ ...result, code: "P2", url: "/Duvet-Covers/p/P2" });
  const page = { results: [card, single] } as ListingPage;

  it("leaves out what each card's address gives, and the page unpacks to what it was", () => {
    const packed = packListingPage(page);
    expect(packed.results[0]!.swatches).toEqual([
      { code: "P1-white", name: "White", hex: "#fff" },
      { code: "P1-sage", name: "Sage", hex: "#9a9" },
      { code: "P1 & co", name: "Odd", hex: "#000", active: true, url: "/Elsewhere/p/P1?swatch=odd" },
    ]);
    expect(unpackListingPage(packed)).toEqual(page);
    expect(unpackListingPage(page)).toEqual(page);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(page).length);
  });
});
