import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import { METHOD_NAME_ALL } from "hono/router";
import type { AppEnv } from "../app-env.ts";

/** Requests no route template describes: redirects of unversioned paths, root files, refusals of unknown paths. */
export const OTHER_ROUTE = "other";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The route a request is measured and traced under: always a template (`/:version/cart/entries`,
 * `/:version/:category/p/:productId`), never the path a client sent, so ids, codes and query strings stay out of
 * metric labels and spans and the number of series stays bounded. In order:
 *   1. the API route that answered (Hono's route for the method; middleware is registered for every method);
 *   2. the React Router page's pattern, left by the page handler (server/pages.ts);
 *   3. a middleware that answered on a path of its own (`/assets/*`);
 *   4. for a change refused by a middleware (429, 403, 413), the route it was refused before;
 *   5. OTHER_ROUTE.
 * Some GET routes pass on what is not theirs (`/:version/*` serves only listing searches), so a route that merely
 * matched is not taken for the one that answered.
 */
export function routeLabel(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c);
  const answering = routes[c.req.routeIndex];
  if (answering && answering.method !== METHOD_NAME_ALL) return answering.path;
  const page = c.get("pageRoute");
  if (page) return page;
  if (answering && answering.path !== "*" && answering.path !== "/*") return answering.path;
  if (!SAFE_METHODS.has(c.req.method)) {
    const refusedBefore = routes
      .slice(c.req.routeIndex + 1)
      .find((route) => route.method !== METHOD_NAME_ALL);
    if (refusedBefore) return refusedBefore.path;
  }
  return OTHER_ROUTE;
}
