import type { SitemapFile, SitemapPage } from "./sitemap-pages.ts";
import { HREFLANG_BY_VERSION, VERSIONS, type Version, X_DEFAULT_VERSION } from "./versions.ts";

// The sitemaps.org 0.9 protocol's two documents, with Google's hreflang extension (xhtml:link alternates inside
// each <url>). Every address is built from the shop's configured public origin, never from a request.

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

const escapeXml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");

/** W3C Datetime to the second: the protocol's lastmod needs no milliseconds. */
const w3cDatetime = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");

/** The address of a page in a version: `https://shop.example/uk/` for the home page. */
export function pageAddress(origin: string, version: Version, path: string): string {
  return `${origin}/${version}/${path}`;
}

/** The address of one file of the sitemap, at the origin's root so that it may list every version's pages. */
export function sitemapFileAddress(origin: string, file: Pick<SitemapFile, "version" | "number">): string {
  return `${origin}/sitemap-${file.version}-${file.number}.xml`;
}

/** `sitemap-uk-2.xml` → uk, 2; anything else null. */
export function parseSitemapFileName(name: string): { version: Version; number: number } | null {
  const match = /^sitemap-(uk|us|row)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  return { version: match[1] as Version, number: Number(match[2]) };
}

/** The sitemap index: one <sitemap> per file, each with the latest change of its pages. */
export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const entries = files.map((file) => {
    const lastmod = file.lastModified ? `<lastmod>${w3cDatetime(file.lastModified)}</lastmod>` : "";
    return `<sitemap><loc>${escapeXml(sitemapFileAddress(origin, file))}</loc>${lastmod}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/**
 * One version's file: each page's address, last change, and, when the page exists in other versions too, an
 * alternate per version (itself included, as hreflang asks) and x-default where the rest-of-world site has it.
 */
export function urlSetXml(origin: string, version: Version, pages: readonly SitemapPage[]): string {
  const entries = pages.map((page) => {
    const at = page.lastModified[version];
    const lastmod = at ? `<lastmod>${w3cDatetime(at)}</lastmod>` : "";
    const versions = VERSIONS.filter((v) => v in page.lastModified);
    const alternates =
      versions.length > 1
        ? [
            ...versions.map((v) => ({ hreflang: HREFLANG_BY_VERSION[v], version: v })),
            ...(versions.includes(X_DEFAULT_VERSION)
              ? [{ hreflang: "x-default", version: X_DEFAULT_VERSION }]
              : []),
          ]
            .map(
              (alternate) =>
                `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(pageAddress(origin, alternate.version, page.path))}"/>`,
            )
            .join("")
        : "";
    return `<url><loc>${escapeXml(pageAddress(origin, version, page.path))}</loc>${lastmod}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.join("\n")}\n</urlset>\n`;
}

/**
 * robots.txt: everything may be crawled (personal pages answer `noindex` themselves), and the sitemap index is
 * named by its absolute address, as the protocol requires.
 */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
