import { describe, expect, it } from "vitest";
import type { SitemapPage } from "./sitemap-pages.ts";
import { parseSitemapFileName, robotsTxt, sitemapIndexXml, urlSetXml } from "./sitemap-xml.ts";

const ORIGIN = "https://shop.example";

describe("sitemap documents", () => {
  it("gives a page in several versions an alternate per version and x-default, lastmod to the second", () => {
    const pages: SitemapPage[] = [
      { path: "help/delivery", lastModified: { uk: "2026-11-01T10:20:30.456Z", us: null, row: null } },
    ];
    const xml = urlSetXml(ORIGIN, "us", pages);
    expect(xml).toContain(
      '<url><loc>https://shop.example/us/help/delivery</loc><xhtml:link rel="alternate" hreflang="en-GB" href="https://shop.example/uk/help/delivery"/>',
    );
    expect(xml).toContain('hreflang="x-default" href="https://shop.example/row/help/delivery"');
    expect(urlSetXml(ORIGIN, "uk", pages)).toContain("<lastmod>2026-11-01T10:20:30Z</lastmod>");
  });

  it("gives a page of one version no alternates, and escapes what XML must", () => {
    const xml = urlSetXml(ORIGIN, "uk", [{ path: "a&b", lastModified: { uk: null } }]);
    expect(xml).toContain("<url><loc>https://shop.example/uk/a&amp;b</loc></url>");
  });

  it("names each file at the origin's root and reads the names back", () => {
    const xml = sitemapIndexXml(ORIGIN, [{ version: "row", number: 2, lastModified: null }]);
    expect(xml).toContain("<sitemap><loc>https://shop.example/sitemap-row-2.xml</loc></sitemap>");
    expect(parseSitemapFileName("sitemap-row-2.xml")).toEqual({ version: "row", number: 2 });
    expect(parseSitemapFileName("sitemap-fr-1.xml")).toBeNull();
    expect(parseSitemapFileName("sitemap-uk-0.xml")).toBeNull();
  });

  it("names the index in robots.txt by its absolute address", () => {
    expect(robotsTxt(ORIGIN)).toContain("\nSitemap: https://shop.example/sitemap.xml\n");
  });
});
