import { type ListingPage, toListingPage } from "../../../core/search/listing-card.ts";
import type { ListingResponse } from "../../../core/search/search-service.ts";
import { stripSpecialCharacters } from "../../../core/search/special-characters.ts";
import type { Version } from "../../../core/site/versions.ts";
import { HttpError } from "../../lib/http/http-error.ts";
import { getHttpClient } from "../../lib/http-client.ts";

/** What a listing page shows: its results, or why there are none. The page loader answers the same. */
export type ListingPageData =
  | { state: "notFound" }
  | { state: "badRequest" }
  | ({ state: "ok"; listing: ListingPage; specialCharactersRemoved: boolean } & ListingPageSettings);

/** What the page needs besides the results, from the server's first answer (the same for every listing). */
export interface ListingPageSettings {
  saveEnabled: boolean;
  currencySymbol: string;
  specialCharacterPattern: string;
}

/**
 * spec 002 §4, §7: after the first load, a listing's changes (a facet, a sort, a page, another
 * listing) ask `GET /{version}/async/search/{page path}?{state}` (`path` with or without its
 * leading slash). Special characters are stripped from a search first, as the page loader does,
 * and the shopper is told. A refusal (400) answers null: the page's own loader then corrects the address or words
 * the refusal for the shopper (decision 035), never the API's developer wording.
 */
export async function fetchListingPage(
  version: Version,
  path: string,
  search: URLSearchParams,
  settings: ListingPageSettings,
): Promise<ListingPageData | null> {
  const query = new URLSearchParams(search);
  const text = query.get("text");
  let specialCharactersRemoved = false;
  if (text !== null) {
    const cleaned = stripSpecialCharacters(text, settings.specialCharacterPattern);
    query.set("text", cleaned.text);
    specialCharactersRemoved = cleaned.stripped;
  }
  try {
    const { data } = await getHttpClient().get<ListingResponse>(
      `/${version}/async/search/${path.replace(/^\/+/, "")}?${query.toString()}`,
      { errorHandle: false },
    );
    return { state: "ok", listing: toListingPage(data), specialCharactersRemoved, ...settings };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { state: "notFound" };
    if (error instanceof HttpError && error.status === 400) return null;
    throw error;
  }
}
