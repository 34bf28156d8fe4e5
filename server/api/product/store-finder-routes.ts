import { Hono } from "hono";
import { DEFAULT_COUNTRY_BY_VERSION, DEFAULT_VERSION } from "../../../core/site/versions.ts";
import { STORE_FINDER_PAGE_SIZE } from "../../../core/stores/store-paging.ts";
import type { AppEnv } from "../../app-env.ts";
import { storeFinderQuery } from "./validators.ts";

/**
 * `GET /api/stores?location=|latitude=&longitude=&range=&page=&version=` (spec 002 §4 "Store finder"; the spec
 * names no call for it, so the shape is ours): every store, or the stores within the range of a place or position
 * nearest first, 15 a page from page 1. `outcome` says why a list is empty. The same answer for everyone.
 */
export const storeFinderRoutes = new Hono<AppEnv>().get("/api/stores", async (c) => {
  const query = storeFinderQuery.parse(c.req.query());
  const version = query.version ?? DEFAULT_VERSION;
  const result = await c.get("services").storeFinder.search({
    origin:
      query.location !== undefined
        ? { text: query.location }
        : query.latitude !== undefined && query.longitude !== undefined
          ? { latitude: query.latitude, longitude: query.longitude }
          : null,
    rangeMiles: query.range,
    page: query.page,
    homeCountry: DEFAULT_COUNTRY_BY_VERSION[version],
  });
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ ...result, pageSize: STORE_FINDER_PAGE_SIZE });
});
