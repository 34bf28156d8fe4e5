import { Hono } from "hono";
import { parseSitemapFileName, robotsTxt, sitemapIndexXml, urlSetXml } from "../../core/site/sitemap-xml.ts";
import type { AppEnv } from "../app-env.ts";

// robots.txt and the sitemap (docs/decisions/050-sitemaps.md): the same answer for every visitor, so served before
// sessions (no cookie) and cacheable. Addresses come from the configured public origin (PUBLIC_ORIGIN), never from
// the request's Host header, which any client can forge.

const CACHE = "public, max-age=3600";
const XML = "application/xml; charset=utf-8";

export function sitemapRoutes(options: { publicOrigin: string }) {
  const origin = options.publicOrigin.replace(/\/+$/, "");
  const routes = new Hono<AppEnv>();

  routes.get("/robots.txt", (c) =>
    c.body(robotsTxt(origin), 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE }),
  );

  routes.get("/sitemap.xml", async (c) => {
    const files = await c.get("services").sitemap.files();
    return c.body(sitemapIndexXml(origin, files), 200, { "Content-Type": XML, "Cache-Control": CACHE });
  });

  routes.get("/:name{sitemap-[a-z]+-[0-9]+\\.xml}", async (c) => {
    const file = parseSitemapFileName(c.req.param("name"));
    const pages = file ? await c.get("services").sitemap.pagesOf(file.version, file.number) : null;
    if (!file || !pages) return c.text("Not found", 404, { "Cache-Control": CACHE });
    return c.body(urlSetXml(origin, file.version, pages), 200, {
      "Content-Type": XML,
      "Cache-Control": CACHE,
    });
  });

  return routes;
}
