import { useMemo } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { oncePerObject } from "../../core/content/once-per-object.ts";
import { isDomainError } from "../../core/errors/domain-error.ts";
import { currencySymbol } from "../../core/money/money.ts";
import { readListingAddress } from "../../core/search/listing-address.ts";
import {
  type PackedListingPage,
  packListingPage,
  toListingPage,
  unpackListingPage,
} from "../../core/search/listing-card.ts";
import { listingScopeForPath, searchCurrency } from "../../core/search/listing-scope.ts";
import { SEARCH_QUERY_FIELD_NAMES, searchQueryString } from "../../core/search/search-query.ts";
import { stripSpecialCharacters } from "../../core/search/special-characters.ts";
import { canonicalPageQuery } from "../../core/site/canonical-page-query.ts";
import {
  DEFAULT_CURRENCY_BY_VERSION,
  LOCALE_BY_VERSION,
  versionFromSegment,
} from "../../core/site/versions.ts";
import { visitorCurrency } from "../../core/site/visitor.ts";
import { isBagUpdate } from "../components/bag/bag-form-fields.ts";
import {
  fetchListingPage,
  type ListingPageData,
  type ListingPageSettings,
} from "../components/listing/listing-request.ts";
import { ListingView } from "../components/listing/listing-view.tsx";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { fromJsonText, type JsonText, toJsonText } from "../lib/json-text.ts";
import { notFoundMeta, type PageHandle, pageMeta, unlistedPageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { splitVersionPath } from "../lib/site-paths.ts";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/listing";
import "../components/listing/listing-view.css";

/**
 * The product listing, category landing and search results pages (spec 002 §2: one shared view).
 * The whole state is the query string, so a reload or a shared link shows the same results, and
 * moving between two listings reloads from it: the server's loader for the first load, the browser's
 * `clientLoader` (the async search API) for every URL change after it.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const url = new URL(request.url);
  // Client navigations fetch `{path}.data`; the listing is the page path without it.
  const { path } = splitVersionPath(url.pathname.replace(/\.data$/, ""));
  const scope = listingScopeForPath(path);
  const config = ctx.services.config[version];
  if (!scope) return data({ state: "notFound" as const }, { status: 404 });

  // spec 000 §5: special characters are stripped from a search, and the shopper is told.
  const rawText = url.searchParams.get("text");
  let specialCharactersRemoved = false;
  if (rawText !== null) {
    const { text, stripped } = stripSpecialCharacters(rawText, config.search.specialCharacterPattern);
    url.searchParams.set("text", text);
    specialCharactersRemoved = stripped;
  }
  // Decision 035: a stale or edited address is corrected (and the shopper sent to what is shown); only a search
  // that cannot run is refused, in the shop's words.
  const address = readListingAddress(url.searchParams);
  if (address.kind === "refused") return data({ state: "badRequest" as const }, { status: 400 });
  const { query } = address;
  try {
    const currency = searchCurrency(
      visitorCurrency(version, ctx.session.data),
      DEFAULT_CURRENCY_BY_VERSION[version],
    );
    const locale = LOCALE_BY_VERSION[version];
    const listing = await ctx.services.search.listing({
      scope,
      query,
      currency,
      locale,
      inStoreOnlyCountsAsSoldOut: config.inStoreOnlyCountsAsSoldOut,
      outOfRange: "correct",
    });
    if (address.ignored.length > 0 || listing.query !== searchQueryString(query))
      throw redirect(correctedAddress(url, listing.query), 302);
    // A change to any product shown drops the page's shared copy (server/page-cache).
    ctx.pageShows(listing.results.flatMap((result) => [result.code, result.baseProductCode]));
    return {
      state: "ok" as const,
      // Each card's colours without what the card's own address gives (decision 054), as one JSON text
      // (decision 069): unpacked by the page.
      listing: toJsonText(packListingPage(toListingPage(listing))),
      currencySymbol: currencySymbol(currency, locale),
      specialCharactersRemoved,
      saveEnabled: config.wishlist.ctaEnabled === "true",
      specialCharacterPattern: config.search.specialCharacterPattern,
    };
  } catch (error) {
    if (isDomainError(error) && error.kind === "notFound")
      return data({ state: "notFound" as const }, { status: 404 });
    throw error;
  }
}

/** What React Router adds to a client navigation's data request, not part of the page's address. */
const ROUTER_PARAMS = new Set(["_routes", "index"]);
const LISTING_PARAMS = new Set<string>(SEARCH_QUERY_FIELD_NAMES);

/**
 * The address of what the page honours: the listing's own state (`?sort=…&page=…`, defaults left out), with the
 * parameters the listing does not read (campaign tags and the like) kept. Client navigations ask `{path}.data`.
 */
function correctedAddress(url: URL, listingQuery: string): string {
  const params = new URLSearchParams(listingQuery);
  for (const [key, value] of url.searchParams)
    if (!LISTING_PARAMS.has(key) && !ROUTER_PARAMS.has(key)) params.append(key, value);
  const search = params.toString();
  return `${url.pathname.replace(/\.data$/, "")}${search ? `?${search}` : ""}`;
}

// The page settings of the server's last answer, per version: later listings only need new results.
const settingsByVersion = new Map<string, ListingPageSettings>();

/**
 * spec 002 §4, §7: the first load is the server's (its data is in the page); every later change of
 * listing (a facet, a sort, a page, another category or search) asks `/async/search` from the browser.
 */
export async function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<ListingPageData> {
  const version = versionFromSegment(params.version);
  const settings = settingsByVersion.get(version);
  if (!settings) return rememberSettings(version, unpacked(await serverLoader()));
  const url = new URL(request.url);
  // The JSON API refuses what is out of range; the page's own loader corrects it or words the refusal.
  const page = await fetchListingPage(
    version,
    splitVersionPath(url.pathname).path,
    url.searchParams,
    settings,
  );
  return page ?? unpacked(await serverLoader());
}

/** The page's data as the view draws it: the server's packs each card's colours; the API's are whole. */
type ServerListingData =
  | Exclude<ListingPageData, { state: "ok" }>
  | (Omit<Extract<ListingPageData, { state: "ok" }>, "listing"> & { listing: JsonText<PackedListingPage> });
function unpacked(page: ServerListingData | ListingPageData): ListingPageData {
  if (page.state !== "ok") return page;
  const { listing } = page;
  if (typeof listing !== "string") return { ...page, listing };
  // The listing is a string only in the server's own data.
  return unpackedServerPage(page as Extract<ServerListingData, { state: "ok" }>);
}

// The page's title (meta) and its view both read it: unpacked once per loader value.
const unpackedServerPage = oncePerObject(
  (page: Extract<ServerListingData, { state: "ok" }>): ListingPageData => ({
    ...page,
    listing: unpackListingPage(fromJsonText(page.listing)),
  }),
);

function rememberSettings(version: string, page: ListingPageData): ListingPageData {
  if (page.state === "ok") {
    const { saveEnabled, currencySymbol, specialCharacterPattern } = page;
    settingsByVersion.set(version, { saveEnabled, currencySymbol, specialCharacterPattern });
  }
  return page;
}

// Adding to the bag changes nothing this page shows but the header, whose count the answer carries.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isBagUpdate(formAction) ? false : defaultShouldRevalidate;
}

// Each page of a listing is a page of its own for search engines: its canonical address keeps the page number.
export const handle: PageHandle = { canonicalQuery: canonicalPageQuery };

export function meta({ loaderData, location, matches, params }: Route.MetaArgs) {
  const page = loaderData ? unpacked(loaderData) : null;
  if (page?.state === "badRequest") return unlistedPageMeta(params.version, { text: "Search" });
  if (page?.state !== "ok") return notFoundMeta(params.version);
  const { listing } = page;
  const title = listing.category
    ? listing.category.name
    : listing.freeTextSearch
      ? `Search results for “${listing.freeTextSearch}”`
      : "Search";
  const lead = listing.results[0]?.images[0];
  return [
    ...pageMeta(
      { location, matches },
      {
        title,
        description: listing.category?.description ?? `Products matching ${listing.freeTextSearch}`,
        // The first product shown; its card has no alt text of its own (its link names it).
        image: lead ? { ...lead, alt: "" } : null,
      },
    ),
    ...(listing.category ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}

export default function Listing({ loaderData: data }: Route.ComponentProps) {
  const { version, locale, t } = useSite();
  // The first load's data is the server's, packed; every later one the browser's (decision 054).
  const loaderData = useMemo(() => unpacked(data), [data]);
  // The server-rendered first load carries the settings the browser's later requests need.
  rememberSettings(version, loaderData);
  if (loaderData.state === "notFound") return <NotFoundPage version={version} locale={locale} />;
  // spec 002 §8 "Listing": the only address refused is a search it cannot run (decision 035).
  if (loaderData.state === "badRequest")
    return (
      <div className="page listing-error">
        <h1 className="page-title">{t("listing.searchTitleEmpty")}</h1>
        <p role="alert">{t("listing.noResults")}</p>
      </div>
    );
  return (
    <ListingView
      listing={loaderData.listing}
      specialCharactersRemoved={loaderData.specialCharactersRemoved}
      saveEnabled={loaderData.saveEnabled}
      currencySymbol={loaderData.currencySymbol}
    />
  );
}
