import { DEFAULT_VERSION, isVersion, type Version, versionForCountry } from "./versions.ts";

interface ShopperVersionClues {
  /** The same-site page the shopper came from (the Referer's path), if any. */
  fromPath?: string | undefined;
  /** The country chosen in the country selector (the session's), if any. */
  chosenCountry?: string | undefined;
}

/**
 * spec 000 §2 "Navigation behaviour": a route without a version sends the shopper to the current version. The
 * current version is the one of the page they were on (a link followed from /us/ stays on us), else the one their
 * chosen country is served by (spec 000 §9), else uk.
 */
export function currentVersionFor({ fromPath, chosenCountry }: ShopperVersionClues): Version {
  const first = fromPath?.split(/[/?#]/)[1];
  if (isVersion(first)) return first;
  if (chosenCountry && /^[A-Za-z]{2}$/.test(chosenCountry)) return versionForCountry(chosenCountry);
  return DEFAULT_VERSION;
}

/** The address under `version` for a path that carries none: `/foo?x=1` → `/us/foo?x=1`, `/` → `/us/`. */
export function versionedAddress(version: Version, pathname: string, search: string): string {
  return `/${version}${pathname === "/" ? "/" : pathname}${search}`;
}
