import { type Context, Hono } from "hono";
import { COLLECTION_POINT_SEARCH_ERRORS } from "../../../core/collection-points/find-collection-points.ts";
import type { AppEnv } from "../../app-env.ts";
import { versionOf } from "../cart/cart-shopper.ts";
import { findPudosQuery } from "./collection-point-validators.ts";

// The answer is the same for every shopper who asks about a place and holds nothing of theirs: shareable for
// five minutes (ARCHITECTURE.md "Shareable vs personal answers"), so a shared cache can keep it.
const SHAREABLE = "public, max-age=300";

/**
 * `GET /checkout/secure/findPudos?latitude=&longitude=` or `?query=` (a postcode or town): the nearest Collect+
 * points, nearest first, with their opening hours. spec 001 §7 "errors if status is not 200": a place that cannot
 * be found is 400 `{error: "invalidAddress", message}`, a place with no point near it 404 `zeroResults`.
 */
const findPudos = async (c: Context<AppEnv>) => {
  // Collect+ is the same network whichever version asks; an unknown version is still no such address.
  versionOf(c);
  const result = await c.get("services").collectionPoints.search(findPudosQuery.parse(c.req.query()));
  c.header("Cache-Control", SHAREABLE);
  if (result.ok) return c.json({ points: result.points });
  // The shared error body (server/middleware/errors.ts) with the spec's code beside it, for the page to word.
  const { message } = COLLECTION_POINT_SEARCH_ERRORS[result.error];
  const type = result.error === "zeroResults" ? "NotFoundError" : "ValidationError";
  return c.json(
    { type, message, errors: [{ type, message }], error: result.error },
    result.error === "zeroResults" ? 404 : 400,
  );
};

export const collectionPointRoutes = new Hono<AppEnv>()
  .get("/checkout/secure/findPudos", findPudos)
  .get("/:version/checkout/secure/findPudos", findPudos);
