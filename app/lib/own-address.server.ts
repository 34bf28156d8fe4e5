import { redirect } from "react-router";
import type { Version } from "../../core/site/versions.ts";
import { pageAddress } from "./site-paths.ts";

/**
 * One address per product, bundle and collection: reached under another segment (an old link, a renamed bundle,
 * an edited address), the page moves to its own, keeping the query (the chosen colour and size, the page number),
 * so that the address, the canonical link and the structured data always agree. `ownPath` is the address without
 * the version (core/catalogue/product-url.ts). Client navigations' data requests are sent there too.
 */
export function moveToOwnAddress(request: Request, version: Version, ownPath: string): void {
  const url = new URL(request.url);
  const own = `/${version}${ownPath}`;
  if (pageAddress(url.pathname) === own) return;
  url.searchParams.delete("_routes");
  throw redirect(`${own}${url.search}`, 301);
}
