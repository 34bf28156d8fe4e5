import type { SearchCategory, SearchCurrency, SearchDocument, SearchPrice } from "./search-document.ts";

// Small, readable products for the search rule tests.
export function testDocument(
  overrides: Partial<SearchDocument> & { code: string; gbp?: number; was?: number },
): SearchDocument {
  const amount = overrides.gbp ?? 2000;
  const price = (factor: number): SearchPrice => ({
    amount: Math.round(amount * factor),
    wasAmount: overrides.was === undefined ? null : Math.round(overrides.was * factor),
  });
  const fromPrice: Record<SearchCurrency, SearchPrice> = { GBP: price(1), USD: price(1.3), EUR: price(1.2) };
  const { gbp: _gbp, was: _was, ...rest } = overrides;
  return {
    name: `Product ${overrides.code}`,
    productType: "standard",
    categoryCode: "Towels",
    categoryName: "Towels",
    categoryCodes: ["Bathroom", "Towels"],
    description: "",
    keywords: "",
    colours: ["White"],
    sizes: ["One Size"],
    swatches: [
      {
        code: `${overrides.code}-white`,
        name: "White",
        hex: "#fff",
        images: [],
        variants: [
          {
            code: `${overrides.code}0101`,
            size: "One Size",
            groupCode: null,
            status: "inStock",
            notifyMe: false,
          },
        ],
      },
    ],
    fromPrice,
    priceVaries: false,
    isNew: false,
    onSale: overrides.was !== undefined,
    createdAt: 0,
    rating: null,
    reviewCount: 0,
    stock: { stockLevelStatus: "inStock", soldOut: false, notifyMe: false, preOrder: false },
    ...rest,
  };
}

export const testCategory = (code: string, parentCode: string | null, position = 0): SearchCategory => ({
  code,
  name: code,
  parentCode,
  path: `x/c/${code}`,
  depth: parentCode ? 1 : 0,
  position,
  description: "",
  isVisible: true,
});

/** Four products across colours, sizes, prices and flags: the fixture the facet and sort tests share. */
export const facetTestDocuments = [
  testDocument({
    code: "A",
    colours: ["White", "Sage"],
    sizes: ["S", "M"],
    gbp: 1500,
    rating: 4.5,
    reviewCount: 10,
  }),
  testDocument({
    code: "B",
    colours: ["Sage"],
    sizes: ["M", "L"],
    gbp: 4000,
    isNew: true,
    rating: 3.2,
    reviewCount: 3,
  }),
  testDocument({
    code: "C",
    colours: ["Navy"],
    sizes: ["L"],
    gbp: 12000,
    was: 15000,
    categoryCodes: ["Bathroom", "Bath-Mats"],
  }),
  testDocument({ code: "D", colours: ["White"], sizes: ["S"], gbp: 25000, createdAt: 5 }),
];
