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

type CardSwatch = ListingCard["swatches"][number];

/** A colour as a page's data carries it: its address and whether the card shows it only when the card's address does not say. */
export type PackedSwatch = Omit<CardSwatch, "url" | "active"> & Partial<Pick<CardSwatch, "url" | "active">>;

/** A listing page as its server-rendered data carries it (decision 054): what the browser derives cheaply left out. */
export type PackedListingPage = Omit<ListingPage, "results"> & {
  results: (Omit<ListingCard, "swatches"> & { swatches: PackedSwatch[] })[];
};

/** A colour's address: the card's product page on that colour. */
function swatchUrl(cardUrl: string, swatchCode: string): string {
  return `${cardUrl.split("?")[0]}?${new URLSearchParams({ swatch: swatchCode })}`;
}

/** The colour the card's own address names, if any. */
function cardSwatch(cardUrl: string): string | null {
  return new URLSearchParams(cardUrl.split("?")[1] ?? "").get("swatch");
}

/**
 * The page's data without what each card's colours repeat of the card: a colour's address and whether it is the one
 * shown are left out wherever the card's address gives them, kept where it does not.
 */
export function packListingPage(page: ListingPage): PackedListingPage {
  return {
    ...page,
    results: page.results.map((card) => {
      const shown = cardSwatch(card.url);
      return {
        ...card,
        swatches: card.swatches.map(({ url, active, ...swatch }) => ({
          ...swatch,
          ...(url === swatchUrl(card.url, swatch.code) ? {} : { url }),
          ...(active === (shown === swatch.code) ? {} : { active }),
        })),
      };
    }),
  };
}

/** The page as its cards draw it, from its packed data or from a whole one (unchanged). */
export function unpackListingPage(page: PackedListingPage): ListingPage {
  return {
    ...page,
    results: page.results.map((card) => {
      const shown = cardSwatch(card.url);
      return {
        ...card,
        swatches: card.swatches.map((swatch) => ({
          ...swatch,
          url: swatch.url ?? swatchUrl(card.url, swatch.code),
          active: swatch.active ?? shown === swatch.code,
        })),
      };
    }),
  };
}
