import {
  type Location,
  type MetaDescriptor,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { imageUrl, JPEG_IMAGE_WIDTH } from "../../core/content/image-url.ts";
import { LOCALE_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { alternateLinks } from "./site-paths.ts";
import { type TextKey, translate } from "./text/text.ts";

// What a page tells search engines and link previews (Open Graph, Twitter cards) about itself, built in one place
// so that every indexable page says it the same way: absolute addresses from PUBLIC_ORIGIN, the page's canonical
// address as og:url, and a picture the image pipeline renders at a known size.

/** A picture of the image pipeline, with its master size (for the rendered height) and alt text. */
interface ShareImage {
  id: string;
  alt: string;
  width: number;
  height: number;
}

/** What the root loader hands every page's meta: the shop's public origin and its default picture. */
export interface ShareSettings {
  origin: string;
  locale: string;
  /** The version's picture for pages without one of their own (config `shareImage`). */
  shareImage: ShareImage;
}

/**
 * A route's `handle`: `canonicalQuery` picks the query parameters that make the page a page of its own (a
 * listing's page number), in canonical form. Without it the canonical address has no query string at all.
 */
export interface PageHandle {
  canonicalQuery?: (params: URLSearchParams) => URLSearchParams;
}

interface MetaMatchLike {
  id: string;
  loaderData?: unknown;
  handle?: unknown;
}

/** The canonical and alternate addresses of the page at `location`, as the leaf route's handle defines them. */
export function pageAddresses(
  origin: string,
  location: Pick<Location, "pathname" | "search">,
  handle: unknown,
) {
  const canonicalQuery = (handle as PageHandle | undefined)?.canonicalQuery;
  const query = canonicalQuery ? canonicalQuery(new URLSearchParams(location.search)) : undefined;
  return alternateLinks(origin, location.pathname, query);
}

/** The canonical address of the page being shown, as the root's `<link rel="canonical">` gives it. */
export function useCanonicalAddress(): string {
  const root = useRouteLoaderData("root");
  const location = useLocation();
  const leaf = useMatches().at(-1);
  const origin = isShareSettings(root) ? root.origin : "";
  return pageAddresses(origin, location, leaf?.handle).canonical;
}

interface PageMetaInput {
  /** The page's own name: og:title, and the document title's first part. */
  title: string;
  /** What the document title adds between the page's name and the shop's (a product's category). */
  titleTrail?: readonly string[];
  description: string;
  /** The page's own picture; the version's share image when none. */
  image?: ShareImage | null;
  type?: "website" | "product" | "article";
  /** A product's price as link previews show it: a decimal string and an ISO currency. */
  price?: { amount: string; currency: string } | null;
}

/** The rendered size of the JPEG a share image is served as (drawn at JPEG_IMAGE_WIDTH, keeping its shape). */
export function shareImageSize(image: Pick<ShareImage, "width" | "height">): {
  width: number;
  height: number;
} {
  return { width: JPEG_IMAGE_WIDTH, height: Math.round((JPEG_IMAGE_WIDTH * image.height) / image.width) };
}

function isShareSettings(value: unknown): value is ShareSettings {
  const v = value as Partial<ShareSettings> | undefined;
  return (
    typeof v?.origin === "string" && typeof v.locale === "string" && typeof v.shareImage?.id === "string"
  );
}

/**
 * Title, description, Open Graph and Twitter card tags of an indexable page. Reads the origin and the default
 * picture from the root route's data, and the canonical address from the leaf route's handle, so og:url is always
 * the `<link rel="canonical">` the root writes.
 */
export function pageMeta(
  args: { location: Pick<Location, "pathname" | "search">; matches: readonly (MetaMatchLike | undefined)[] },
  page: PageMetaInput,
): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData;
  const leaf = args.matches.at(-1);
  const locale = isShareSettings(root) ? root.locale : "en-GB";
  const siteName = translate(locale, "site.name");
  const basic: MetaDescriptor[] = [
    { title: documentTitle(locale, [page.title, ...(page.titleTrail ?? [])]) },
    { name: "description", content: page.description },
  ];
  if (!isShareSettings(root)) return basic;
  const url = pageAddresses(root.origin, args.location, leaf?.handle).canonical;
  const image = page.image ?? root.shareImage;
  const imageAddress = `${root.origin}${imageUrl(image.id, JPEG_IMAGE_WIDTH, "jpg")}`;
  const size = shareImageSize(image);
  const imageAlt = image.alt || page.title;
  return [
    ...basic,
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: root.locale.replace("-", "_") },
    { property: "og:image", content: imageAddress },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(size.width) },
    { property: "og:image:height", content: String(size.height) },
    { property: "og:image:alt", content: imageAlt },
    ...(page.price
      ? [
          { property: "product:price:amount", content: page.price.amount },
          { property: "product:price:currency", content: page.price.currency },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageAddress },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}

/** A document title: the page's own name, what it adds (a category, the Magazine), then the shop's name. */
function documentTitle(locale: string, parts: readonly string[]): string {
  return [...parts, translate(locale, "site.name")].join(" | ");
}

/** A title from the text catalogue (with its values), or words a page already holds (a content page's title). */
type MetaText = TextKey | { key: TextKey; values: Record<string, string | number> } | { text: string };

function metaText(locale: string, text: MetaText): string {
  if (typeof text === "string") return translate(locale, text);
  return "text" in text ? text.text : translate(locale, text.key, text.values);
}

/**
 * A page no search engine should list (the bag, checkout, account pages, a form's result): its title in the
 * version's wording, its description when it has one, and `noindex`. `version` is the route's `:version`.
 */
export function unlistedPageMeta(
  version: string | undefined,
  title: MetaText,
  options: { description?: MetaText; extra?: readonly MetaDescriptor[] } = {},
): MetaDescriptor[] {
  const locale = LOCALE_BY_VERSION[versionFromSegment(version)];
  return [
    { title: documentTitle(locale, [metaText(locale, title)]) },
    ...(options.description ? [{ name: "description", content: metaText(locale, options.description) }] : []),
    { name: "robots", content: "noindex" },
    ...(options.extra ?? []),
  ];
}

/** The head of a page that is not there: the not-found page's own title, unlisted. */
export function notFoundMeta(version: string | undefined): MetaDescriptor[] {
  return unlistedPageMeta(version, "notFound.title");
}
