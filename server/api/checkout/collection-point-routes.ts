import { type Context, Hono } from "hono";
import { COLLECTION_POINT_SEARCH_ERRORS } from "../../../core/collection-points/find-collection-points.ts";
import type { AppEnv } from "../../app-env.ts";
import { versionOf } from "../cart/visitor.ts";
import { findPudosQuery } from "./collection-point-validators.ts";

// The answer is the same for every shopper who asks about a place and holds nothing of theirs: shareable for
// five minutes (ARCHITECTURE.md "Shareable vs personal answers"), so a shared cache can keep it.
const SHAREABLE = "public, max-age=300";

/**
 * `GET /checkout/secure/findPudos?latitude=&longitude=` or `?query=` (a postcode or town): the nearest Collect+
 * points, nearest first, with their opening hours. spec 001 §7 "errors if status is not 200": a place that cannot
 * be found is 400 invalidAddress, a place with no point near it 404 zeroResults, each with its wording.
 */
const findPudos = async (c: Context<AppEnv>) => {
  // Collect+ is the same network whichever version asks; an unknown version is still no such address.
  versionOf(c);
  const result = await c.get("services").collectionPoints.search(findPudosQuery.parse(c.req.query()));
  c.header("Cache-Control", SHAREABLE);
  if (result.ok) return c.json({ points: result.points });
  const { message } = COLLECTION_POINT_SEARCH_ERRORS[result.error];
  return c.json({ error: result.error, message }, result.error === "zeroResults" ? 404 : 400);
};

export const collectionPointRoutes = new Hono<AppEnv>()
  .get("/checkout/secure/findPudos", findPudos)
  .get("/:version/checkout/secure/findPudos", findPudos);
