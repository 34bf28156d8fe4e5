import { type ImagePreset, imageForPreset } from "../../../core/catalogue/image-preset.ts";
import type {
  ProductDetail,
  ReviewPage,
  VariantOption,
  VariantPrice,
} from "../../../core/catalogue/product-types.ts";
import { productPath } from "../../../core/catalogue/product-url.ts";
import { imageUrl } from "../../../core/content/image-url.ts";
import { formatMoney } from "../../../core/money/money.ts";

// The commerce service's product shape (spec 002 §3 "Product", §7 products/{code}): what the
// browser's product-data fetch reads. `fields` trims it the way the service's field sets do.
export const FIELD_SETS = ["BASIC", "DEFAULT", "FULL"] as const;
type FieldSet = (typeof FIELD_SETS)[number];

function priceData(price: VariantPrice | null, locale: string) {
  if (!price) return null;
  return {
    currencyIso: price.currency,
    value: price.amount / 100,
    formattedValue: formatMoney(price, locale),
    formattedWasPrice: price.wasAmount
      ? formatMoney({ amount: price.wasAmount, currency: price.currency }, locale)
      : null,
  };
}

function variantOption(v: VariantOption, baseCode: string, locale: string) {
  return {
    code: v.code,
    baseCode,
    size: v.size,
    groupCode: v.groupCode,
    stock: {
      stockLevel: v.stockLevel,
      stockLevelStatus: v.stockLevelStatus,
      notifyMe: v.notifyMe,
      preorderDate: v.preorderDate,
    },
    priceData: priceData(v.price, locale),
  };
}

interface CommerceProductOptions {
  groupCode?: string;
  swatchCode?: string;
  squareImages: boolean;
  /** typeOfImage (spec 002 §7): when given, the picture of this preset's shape first. */
  imagePreset?: ImagePreset;
  fields: FieldSet;
  locale: string;
  reviews?: ReviewPage;
}

export function commerceProduct(product: ProductDetail, options: CommerceProductOptions) {
  const { locale } = options;
  const active = product.swatches.find((s) => s.code === options.swatchCode) ?? product.swatches[0];
  const activeOptions = (active?.variantOptions ?? []).filter(
    (v) => !options.groupCode || v.groupCode === options.groupCode,
  );
  const inStock = activeOptions.find((v) => v.stockLevelStatus !== "outOfStock");
  const lead = inStock ?? activeOptions[0];
  const url = (swatchCode?: string) =>
    productPath({
      code: product.code,
      name: product.name,
      productType: product.productType,
      categoryCode: product.defaultCategory.code,
      groupCode: options.groupCode,
      swatchCode,
    });
  const image = (swatch: typeof active) => {
    const chosen = options.imagePreset
      ? imageForPreset(swatch?.images ?? [], options.imagePreset)
      : ((options.squareImages ? swatch?.images.find((i) => i.shape === "square") : undefined) ??
        swatch?.images[0]);
    return chosen
      ? { url: imageUrl(chosen.id, 800), altText: chosen.alt, width: chosen.width, height: chosen.height }
      : null;
  };
  const basic = {
    code: product.code,
    groupCode: options.groupCode ?? null,
    baseProductCode: product.code,
    name: active ? `${product.name} - ${active.name}` : product.name,
    namenocolor: product.name,
    url: url(active?.code),
    productType: product.productType,
    defaultCategory: { code: product.defaultCategory.code, name: product.defaultCategory.name },
    parentCategory: { name: product.breadcrumbs.at(-2)?.name ?? null },
    stock: {
      stockLevelStatus: inStock ? inStock.stockLevelStatus : "outOfStock",
      notifyMe: !inStock && activeOptions.some((v) => v.notifyMe),
    },
    price: priceData(lead?.price ?? null, locale),
  };
  if (options.fields === "BASIC") return basic;
  const withVariants = {
    ...basic,
    groups: product.groups,
    swatches: product.swatches.map((s) => ({
      code: s.code,
      name: s.name,
      hex: s.hex,
      url: url(s.code),
      image: image(s),
      isSingleSize: s.isSingleSize,
      isSingleSizeWithGroups: s.isSingleSizeWithGroups,
      isSizeVariants: s.isSizeVariants,
      isGroupVariants: s.isGroupVariants,
      variantOptions: s.variantOptions.map((v) => variantOption(v, product.code, locale)),
    })),
    variantOptions: activeOptions.map((v) => variantOption(v, product.code, locale)),
    reviewSummary: product.reviewSummary,
  };
  if (options.fields === "DEFAULT") return withVariants;
  return {
    ...withVariants,
    description: product.description,
    sizeAndCare: product.sizeAndCare,
    sustainableStyle: product.sustainableStyle,
    delivery: product.deliveryInfo,
    isInternationalDeliveryAvailable: product.internationalDelivery,
    restrictedDeliveryCountryCodes: product.restrictedCountries,
    images: (active?.images ?? []).map((i) => ({
      url: imageUrl(i.id, 800),
      altText: i.alt,
      width: i.width,
      height: i.height,
    })),
    breadcrumbs: product.breadcrumbs,
    reviews: options.reviews ?? null,
  };
}
