import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

// Which pages are the same for every shopper of a version (issue 28, docs/decisions/051-shareable-pages.md):
// catalogue and content pages. They are rendered without the shopper's session or cookies, so nothing personal
// can reach their bytes; the bag, checkout, account, saved items, order, sign-in and form pages stay personal.

const SHAREABLE_ROUTE_IDS: ReadonlySet<string> = new Set([
  "routes/home",
  "category-landing",
  "listing",
  "search",
  "product",
  "grouped-product",
  "bundle",
  "collection",
  "e-gift-card",
  "gift-card",
  "magazine",
  "magazine-category",
  "magazine-article",
  "help",
  "amplience-content",
  "our-world",
  "our-world-feature",
  "our-world-category",
  "our-world-article",
  "our-world-category-feature",
  "our-stores",
  "our-store",
  "subscription",
]);

type RouteTree = RouteObject & { id: string };
type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

function routeTree(build: ServerBuild): RouteTree[] {
  const byParent = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const childrenOf = (parentId: string | undefined): RouteTree[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: childrenOf(route.id),
          },
    );
  return childrenOf(undefined);
}

/** Where React Router's client asks for the routes of addresses it has not met (`routeDiscovery`'s default). */
export const ROUTE_MANIFEST_PATH = "/__manifest";

/**
 * The leaf route a page address (`/uk/bag`, or its client data request `/uk/bag.data`) is served by; null for an
 * address that is no page. The route manifest is none, though its address fits the home page's `/:version`: React
 * Router's own answer (`immutable`, its address naming the build) must reach the browser. Shared as a page it was
 * `max-age=0`, and checkout journeys stalled 30 s on a repeated request (decision 064).
 */
export function createPageRouteMatcher(build: ServerBuild) {
  const tree = routeTree(build);
  // matchRoutes flattens and ranks the whole route table on every call (about 0.7 ms a page, issue 28): the
  // answer for an address is kept, for as many addresses as PAGE_ROUTES_KEPT, the oldest dropped first.
  const known = new Map<string, string | null>();
  return (pathname: string): string | null => {
    if (pathname === ROUTE_MANIFEST_PATH) return null;
    const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
    const kept = known.get(path);
    if (kept !== undefined) return kept;
    const matches = matchRoutes(tree, path);
    const id = (matches?.at(-1)?.route as RouteTree | undefined)?.id ?? null;
    if (known.size >= PAGE_ROUTES_KEPT) known.delete(known.keys().next().value as string);
    known.set(path, id);
    return id;
  };
}

const PAGE_ROUTES_KEPT = 5000;

/** Whether the route's answer is the same for every shopper of a version. */
export function isShareableRoute(routeId: string | null): boolean {
  return routeId !== null && SHAREABLE_ROUTE_IDS.has(routeId);
}
