import { productPath } from "../catalogue/product-url.ts";
import { isSoldOut, type StockLevelStatus } from "../catalogue/stock-state.ts";
import { formatMoney } from "../money/money.ts";
import type {
  ProductStock,
  SearchCategory,
  SearchCurrency,
  SearchDocument,
  SearchImage,
  SearchSwatch,
} from "./search-document.ts";

/** One product in a listing: spec 002 §3 "Listing result". */
export interface ListingResult {
  code: string;
  baseProductCode: string;
  groupCode: string | null;
  name: string;
  namenocolor: string;
  productType: string;
  /** Product page path without the version, on the active colour. */
  url: string;
  price: {
    preparedPrice: string;
    wasPrice: string | null;
    value: number;
    currencyIso: SearchCurrency;
    isFrom: boolean;
  };
  swatches: { code: string; name: string; hex: string; active: boolean; url: string }[];
  stock: ProductStock;
  /** Sizes of the active colour, for quick add. */
  sizes: {
    code: string;
    size: string;
    stockLevelStatus: StockLevelStatus;
    soldOut: boolean;
    notifyMe: boolean;
  }[];
  categories: { code: string; name: string }[];
  /** Images of the active colour: base first, then the alternate view. */
  imagesets: { swatchCode: string; images: SearchImage[] };
  rating: number | null;
  reviewCount: number;
  isNew: boolean;
  onSale: boolean;
}

/** The first colour the shopper filtered by, else the first colour. */
function activeSwatch(doc: SearchDocument, colours: readonly string[]): SearchSwatch | undefined {
  return (
    (colours.length > 0 ? doc.swatches.find((s) => colours.includes(s.name)) : undefined) ?? doc.swatches[0]
  );
}

/** A product's stock when sizes held only in stores count as sold out online (every colour's sizes). */
function stockCountingInStoreOnlyAsSoldOut(doc: SearchDocument): ProductStock {
  const variants = doc.swatches.flatMap((swatch) => swatch.variants);
  const soldOut = isSoldOut(variants, true);
  return { ...doc.stock, soldOut, notifyMe: soldOut && variants.some((v) => v.notifyMe) };
}

export function toListingResult(
  doc: SearchDocument,
  options: {
    currency: SearchCurrency;
    locale: string;
    colours: readonly string[];
    category: (code: string) => SearchCategory | undefined;
    /** spec 002 §4: the version's option that stock held only in stores does not count as available. */
    inStoreOnlyCountsAsSoldOut?: boolean;
  },
): ListingResult {
  const { currency, locale } = options;
  const inStoreOnlySoldOut = options.inStoreOnlyCountsAsSoldOut ?? false;
  const active = activeSwatch(doc, options.colours);
  const price = doc.fromPrice[currency];
  const formatted = formatMoney({ amount: price.amount, currency }, locale);
  const urlFor = (swatchCode: string | null) =>
    productPath({
      code: doc.code,
      name: doc.name,
      productType: doc.productType,
      categoryCode: doc.categoryCode,
      swatchCode,
    });
  const own = options.category(doc.categoryCode);
  const parent = own?.parentCode ? options.category(own.parentCode) : undefined;
  return {
    code: doc.code,
    baseProductCode: doc.code,
    groupCode: active?.variants.find((v) => v.groupCode)?.groupCode ?? null,
    name: doc.name,
    namenocolor: doc.name,
    productType: doc.productType,
    url: urlFor(active && doc.swatches.length > 1 ? active.code : null),
    price: {
      preparedPrice: doc.priceVaries ? `From ${formatted}` : formatted,
      wasPrice: price.wasAmount === null ? null : formatMoney({ amount: price.wasAmount, currency }, locale),
      value: price.amount,
      currencyIso: currency,
      isFrom: doc.priceVaries,
    },
    swatches: doc.swatches.map((s) => ({
      code: s.code,
      name: s.name,
      hex: s.hex,
      active: s.code === active?.code,
      url: urlFor(s.code),
    })),
    stock: inStoreOnlySoldOut ? stockCountingInStoreOnlyAsSoldOut(doc) : doc.stock,
    sizes: (active?.variants ?? []).map((v) => ({
      code: v.code,
      size: v.groupCode && v.size !== v.groupCode ? `${v.size}` : v.size,
      stockLevelStatus: v.status,
      soldOut: v.status === "outOfStock" || (inStoreOnlySoldOut && v.status === "inStockInStore"),
      notifyMe: v.notifyMe,
    })),
    categories: [parent, own]
      .filter((c): c is SearchCategory => !!c)
      .map((c) => ({ code: c.code, name: c.name })),
    imagesets: { swatchCode: active?.code ?? "", images: [...(active?.images ?? [])].slice(0, 2) },
    rating: doc.rating,
    reviewCount: doc.reviewCount,
    isNew: doc.isNew,
    onSale: doc.onSale,
  };
}
