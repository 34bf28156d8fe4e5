import type { EntryContext } from "react-router";
import { oncePerObject } from "../../core/content/once-per-object.ts";

type Matcher = (location: unknown) => readonly unknown[] | null;

/** How many paths' matches are kept: every product's and listing's own, and the ancestors they share. */
const PATHS_KEPT = 5_000;

/**
 * Has the router match a path of the build's routes once, not on every page. `<Scripts>` tells the browser the
 * routes of the page's path and of each of its ancestors (lazy route discovery, decision 064): on a product page
 * four matches of some 80 route branches each, the path's prefixes matching nothing so going through them all; a
 * twentieth of an uncached product page's render (issue 28). The table is the build's and never changes, so the
 * same path always matches the same routes: they are kept per matcher (one per build), each frozen, as every page
 * shares them.
 *
 * The router reads the matcher from its context's `_match` (react-router's createStaticRouter), not an API: without
 * one, nothing is changed, and its test fails if the router stops using the one kept.
 */
export function keepRouteMatches(context: EntryContext["staticHandlerContext"]): void {
  const holder = context as unknown as { _match?: Matcher };
  if (typeof holder._match === "function") holder._match = keptMatchesOf(holder._match);
}

const keptMatchesOf = oncePerObject((match: Matcher): Matcher => {
  const byPath = new Map<string, readonly unknown[] | null>();
  return (location) => {
    if (typeof location !== "string") return match(location);
    if (byPath.has(location)) return byPath.get(location) ?? null;
    const matches = match(location);
    const frozen = matches ? Object.freeze(matches.map(freezeMatch)) : null;
    if (byPath.size >= PATHS_KEPT) byPath.delete(byPath.keys().next().value as string);
    byPath.set(location, frozen);
    return frozen;
  };
});

function freezeMatch(match: unknown) {
  const { params, ...rest } = match as { params?: object };
  return Object.freeze({ ...rest, params: Object.freeze({ ...params }) });
}
