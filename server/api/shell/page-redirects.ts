import type { Context } from "hono";
import { topLevelHelpAlias } from "../../../core/content/content-aliases.ts";
import { currentVersionFor, versionedAddress } from "../../../core/site/current-version.ts";
import { isVersion } from "../../../core/site/versions.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { pagePathFrom } from "./page-path.ts";

// Page addresses that stand for another page (spec 000 §2), answered by the edge once no route of the API took
// the request and before the pages.

/**
 * A route without a version goes to the shopper's current version (core/site/current-version.ts): the version of
 * the page they came from, else of the country they chose, else uk. It differs per shopper, so it is private.
 */
export function versionlessRedirect(c: Context<AppEnv>, url: URL): Response {
  const version = currentVersionFor({
    fromPath: pagePathFrom(undefined, c.req.header("referer"), c.req.url),
    chosenCountry: c.get("session").data.country,
  });
  privateAnswer(c);
  return c.redirect(versionedAddress(version, url.pathname, url.search), 302);
}

/**
 * A help alias at the top of a version (`/uk/wedding-list`) goes to its help page (`/uk/help/wedding-list`), for
 * the browser's own page loads (GET or HEAD); client navigations go there directly
 * (app/lib/route-links/route-link-click.ts). Null for every other address.
 */
export function helpAliasRedirect(c: Context<AppEnv>, url: URL): Response | null {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return null;
  const [, version = "", ...rest] = url.pathname.split("/");
  if (!isVersion(version)) return null;
  const help = topLevelHelpAlias(rest.join("/"));
  if (!help) return null;
  // Permanent for search engines; answered like every other address after the password routes (private, no-store),
  // so no browser keeps it once a page is given the address of its own (as the gift cards' balance page was).
  return c.redirect(`/${version}/${help}${url.search}`, 301);
}
