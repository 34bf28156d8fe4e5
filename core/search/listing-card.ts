import type { ListingResult } from "./listing-result.ts";
import type { ListingResponse } from "./search-service.ts";

/**
 * What a listing card draws of a result (spec 002 §2, §4 "Quick add"): a listing page's data carries
 * no more than this. The APIs answer with the whole result of 002 §3; a page ships about half of it,
 * which the browser decodes while it hydrates (decision 009).
 */
export interface ListingCard {
  code: string;
  groupCode: string | null;
  namenocolor: string;
  productType: string;
  url: string;
  price: Pick<ListingResult["price"], "preparedPrice" | "wasPrice" | "value" | "currencyIso">;
  swatches: ListingResult["swatches"];
  stock: { soldOut: boolean };
  sizes: { code: string; size: string; soldOut: boolean }[];
  /** The base image, then the alternate view (the card's alt text is empty: its link names the product). */
  images: { id: string; width: number; height: number }[];
  rating: number | null;
  reviewCount: number;
  isNew: boolean;
}

/** A listing as a page shows it: the response, with cards for results. */
export type ListingPage = Omit<ListingResponse, "results"> & { results: ListingCard[] };

export function toListingCard(result: ListingResult): ListingCard {
  const { price } = result;
  return {
    code: result.code,
    groupCode: result.groupCode,
    namenocolor: result.namenocolor,
    productType: result.productType,
    url: result.url,
    price: {
      preparedPrice: price.preparedPrice,
      wasPrice: price.wasPrice,
      value: price.value,
      currencyIso: price.currencyIso,
    },
    swatches: result.swatches,
    stock: { soldOut: result.stock.soldOut },
    sizes: result.sizes.map(({ code, size, soldOut }) => ({ code, size, soldOut })),
    images: result.imagesets.images.slice(0, 2).map(({ id, width, height }) => ({ id, width, height })),
    rating: result.rating,
    reviewCount: result.reviewCount,
    isNew: result.isNew,
  };
}

export function toListingPage(listing: ListingResponse): ListingPage {
  return { ...listing, results: listing.results.map(toListingCard) };
}
