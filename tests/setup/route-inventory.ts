import type { ServerBuild } from "react-router";

// The app's own route list, for suites that must cover every route, including ones added later (issue 12):
// the Hono routes as registered, and the React Router route table with which routes have actions.

export interface InventoryRoute {
  method: string;
  /** The registered pattern, e.g. `/:version/cart/entries` or `/:version/help/contact-us`. */
  pattern: string;
  /** A React Router page (its answers are HTML, or turbo-stream at `.data`). */
  page: boolean;
}

const SAMPLE_PARAMS: Record<string, string> = {
  version: "uk",
  site: "twc-uk",
  user: "anonymous",
  index: "twc-stories",
};

/** A concrete address for a pattern: known parameters get a valid value, others `x`, optional ones too. */
export function concretePath(
  pattern: string,
  fill: (name: string) => string = (name) => SAMPLE_PARAMS[name] ?? "x",
) {
  return pattern.replace(/:(\w+)\??/g, (_match, name: string) => fill(name)).replace(/\*/g, () => fill("*"));
}

interface HonoLike {
  routes: { method: string; path: string }[];
}

/** Every Hono route that answers (not middleware, not the pages' catch-all). */
export function honoRoutes(app: HonoLike): InventoryRoute[] {
  const seen = new Set<string>();
  const routes: InventoryRoute[] = [];
  for (const route of app.routes) {
    if (route.method === "ALL" || route.path === "/*") continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, pattern: route.path, page: false });
  }
  return routes;
}

/** Every page route: GET for each, POST for those with an action. */
export function pageRoutes(build: ServerBuild): InventoryRoute[] {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const inventory: InventoryRoute[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root" || !route.module.default) continue;
    const pattern = fullPath(route.id) || "/";
    inventory.push({ method: "GET", pattern, page: true });
    if (route.module.action) inventory.push({ method: "POST", pattern, page: true });
  }
  return inventory;
}

export const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
