import type { Random } from "../random.ts";
import type { CatalogueRows } from "./catalogue-rows.ts";
import { categoryWithAncestors } from "./category-tree.ts";
import { COLOURS, type Colour, colourSlug } from "./colours.ts";
import { pickBackground, swatchImageRows } from "./images.ts";
import { newInCategoryFor, type ProductPlan, type StockProfile, saleCategoryFor } from "./plan-products.ts";
import { priceRows, regularPrices } from "./prices.ts";
import { buildProductCopy } from "./product-copy.ts";
import type { GroupOption, ProductKind } from "./product-kinds.ts";
import type { ProductLine } from "./product-lines.ts";
import { type ReviewableVariant, reviewRows } from "./reviews.ts";
import { preorderDate, storeStockRows, variantStock } from "./stock.ts";

/** What bundles and collections need to know about a standard product after its rows are written. */
export interface ProductSummary {
  code: string;
  name: string;
  kind: ProductKind;
  line: ProductLine;
  profile: StockProfile;
  internationalDelivery: boolean;
  restrictedCountries: readonly string[];
  colour: Colour;
  /** Lowest regular pound price of its variants, for "from" copy. */
  fromPriceGbp: number;
}

function groupCode(group: GroupOption): string {
  return group.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** `${productCode}${swatch}${variant}`, two digits each: a stable, numeric-looking SKU. */
function variantCode(productCode: string, swatchIndex: number, variantIndex: number): string {
  return `${productCode}${String(swatchIndex + 1).padStart(2, "0")}${String(variantIndex + 1).padStart(2, "0")}`;
}

/** The categories a product is listed in: its own and every ancestor, plus Sale, New In and Gifts when they apply. */
function listingCategories(plan: ProductPlan): string[] {
  const codes = new Set(categoryWithAncestors(plan.kind.categoryCode));
  if (plan.discount !== null)
    for (const code of categoryWithAncestors(saleCategoryFor(plan.kind))) codes.add(code);
  if (plan.isNew) {
    for (const code of categoryWithAncestors("New-Arrivals")) codes.add(code);
    for (const code of categoryWithAncestors(newInCategoryFor(plan.kind))) codes.add(code);
  }
  if (plan.giftCategory) for (const code of categoryWithAncestors(plan.giftCategory)) codes.add(code);
  return [...codes];
}

/**
 * Adds every row of one standard product to the buffer and returns its summary. A product whose category lives
 * outside the catalogue's tree (furniture, data/seed/furniture) passes the categories it is listed in.
 */
export function buildStandardProduct(
  plan: ProductPlan,
  random: Random,
  storeCodes: readonly string[],
  rows: CatalogueRows,
  categoryCodes: readonly string[] = listingCategories(plan),
): ProductSummary {
  const { kind, line, code } = plan;
  const pick = random.fork("pick");
  const swatchCount = Math.min(pick.int(kind.swatches[0], kind.swatches[1]), kind.palette.length);
  const colours = pick.sample(kind.palette, swatchCount).map((id) => COLOURS[id]);
  const [minPrice, maxPrice] = kind.priceGbp;
  const basePrice = (minPrice + pick.next() * (maxPrice - minPrice)) * line.priceFactor;
  const internationalDelivery = kind.internationalDelivery ?? true;
  const background = pickBackground(pick);

  const copy = buildProductCopy(
    {
      name: plan.name,
      kind,
      line,
      style: plan.style,
      colours,
      internationalDelivery,
      restrictedCountries: plan.restrictedCountries,
    },
    random.fork("copy"),
  );
  rows.products.push({
    code,
    name: plan.name,
    kind: kind.id,
    productType: "standard",
    variantShape: kind.shape,
    categoryCode: kind.categoryCode,
    description: copy.description,
    sizeAndCare: copy.sizeAndCare,
    sustainableStyle: copy.sustainableStyle,
    deliveryInfo: copy.deliveryInfo,
    isNew: plan.isNew,
    createdAt: plan.createdAt,
    internationalDelivery,
    restrictedCountries: JSON.stringify(plan.restrictedCountries),
    giftWrappable: kind.giftWrappable,
    giftMessageDisabled: kind.giftMessageDisabled ?? false,
    keywords: copy.keywords,
    deliveryGroup: plan.deliveryGroup ?? "standard",
  });
  for (const categoryCode of categoryCodes) rows.productCategories.push({ productCode: code, categoryCode });

  const groups: readonly (GroupOption | null)[] = kind.groups ?? [null];
  kind.groups?.forEach((group, position) => {
    rows.productGroups.push({ productCode: code, groupCode: groupCode(group), name: group.name, position });
  });

  const stockRandom = random.fork("stock");
  const storeRandom = random.fork("stores");
  const wholePreorderDate = plan.profile === "preorder" ? preorderDate(stockRandom) : null;
  const reviewable: ReviewableVariant[] = [];
  let fromPriceGbp = Number.POSITIVE_INFINITY;
  let variantPosition = 0;
  colours.forEach((colour, swatchIndex) => {
    const swatchCode = `${code}-${colourSlug(colour)}`;
    rows.swatches.push({
      code: swatchCode,
      productCode: code,
      name: colour.name,
      hex: colour.hex,
      position: swatchIndex,
    });
    rows.images.push(
      ...swatchImageRows({
        swatchCode,
        productName: plan.name,
        kind: kind.id,
        colour,
        motif: plan.motif,
        background,
        shape: kind.imageShape,
      }),
    );
    // A new colourway sometimes arrives later than the rest: the whole swatch is on pre-order.
    const swatchPreorder =
      wholePreorderDate ??
      (plan.profile === "normal" && stockRandom.chance(0.03) ? preorderDate(stockRandom) : null);
    let indexInSwatch = 0;
    for (const group of groups) {
      for (const size of kind.sizes) {
        const sku = variantCode(code, swatchIndex, indexInSwatch++);
        const stock = variantStock(plan.profile, stockRandom, swatchPreorder);
        rows.variants.push({
          code: sku,
          productCode: code,
          swatchCode,
          groupCode: group ? groupCode(group) : null,
          size: size.label,
          position: variantPosition++,
          stockLevel: stock.stockLevel,
          availability: stock.availability,
          preorderDate: stock.preorderDate,
          notifyMe: stock.notifyMe,
        });
        const regular = regularPrices(basePrice * size.priceFactor * (group?.priceFactor ?? 1));
        fromPriceGbp = Math.min(fromPriceGbp, regular.GBP);
        rows.prices.push(...priceRows(sku, regular, plan.discount));
        rows.storeStock.push(...storeStockRows(sku, stock, storeCodes, storeRandom));
        reviewable.push({
          colour: colour.name,
          size: group
            ? kind.shape === "singleSizeWithGroups"
              ? group.name
              : `${group.name} ${size.label}`
            : size.label,
        });
      }
    }
  });

  rows.reviews.push(
    ...reviewRows(code, kind, plan.isNew, plan.createdAt, reviewable, random.fork("reviews")),
  );

  return {
    code,
    name: plan.name,
    kind,
    line,
    profile: plan.profile,
    internationalDelivery,
    restrictedCountries: plan.restrictedCountries,
    colour: colours[0] ?? COLOURS.white,
    fromPriceGbp,
  };
}
