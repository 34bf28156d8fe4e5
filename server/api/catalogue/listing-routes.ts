import { Hono } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { listingScopeForPath, searchCurrency } from "../../../core/search/listing-scope.ts";
import { parseSearchQuery } from "../../../core/search/search-query-schema.ts";
import { DEFAULT_CURRENCY_BY_VERSION, LOCALE_BY_VERSION, type Version } from "../../../core/site/versions.ts";
import { visitorCurrency } from "../../../core/site/visitor.ts";
import { z } from "../../../core/validation/zod.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";

const versionParam = z.enum(["uk", "us", "row"], { error: "version must be uk, us or row" });

/**
 * Listing and search results as JSON (spec 002 §4, §7). The first load asks `GET {page path}/search`
 * (e.g. `/uk/Bedroom/Bed-Linen/c/Duvet-Covers/search?colour=Sage`, `/uk/search/search?text=towel`);
 * later changes ask `GET /{version}/async/search/{page path}?…` (e.g.
 * `/uk/async/search/search?text=towel&sort=price-asc`). Both answer the same shape; the query string
 * is the listing state, the same one the page's own address carries.
 */
export const listingRoutes = new Hono<AppEnv>()
  .get("/:version/async/search/*", (c) => {
    const version = versionParam.parse(c.req.param("version"));
    const path = new URL(c.req.url).pathname.slice(`/${version}/async/search/`.length);
    return answer(c, version, path);
  })
  .get("/:version/*", async (c, next) => {
    const pathname = new URL(c.req.url).pathname;
    if (!pathname.endsWith("/search") || pathname.split("/").length < 4) return next();
    const version = versionParam.safeParse(c.req.param("version"));
    if (!version.success) return next();
    const path = pathname.slice(version.data.length + 2, -"/search".length);
    if (!listingScopeForPath(path)) return next();
    return answer(c, version.data, path);
  });

async function answer(c: import("hono").Context<AppEnv>, version: Version, path: string) {
  const scope = listingScopeForPath(path);
  if (!scope) throw new DomainError("notFound", `${path || "/"} is not a listing page.`);
  const query = parseSearchQuery(new URL(c.req.url).searchParams);
  const currency = searchCurrency(
    visitorCurrency(version, c.get("session").data),
    DEFAULT_CURRENCY_BY_VERSION[version],
  );
  const services = c.get("services");
  const listing = await services.search.listing({
    scope,
    query,
    currency,
    locale: LOCALE_BY_VERSION[version],
    inStoreOnlyCountsAsSoldOut: services.config[version].inStoreOnlyCountsAsSoldOut,
  });
  privateAnswer(c);
  return c.json(listing);
}
