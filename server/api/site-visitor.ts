import type { Context } from "hono";
import { DomainError } from "../../core/errors/domain-error.ts";
import { BASE_SITE_BY_VERSION, LOCALE_BY_VERSION, VERSIONS, type Version } from "../../core/site/versions.ts";
import { visitorCurrency } from "../../core/site/visitor.ts";
import type { AppEnv } from "../app-env.ts";

// What the bag and product APIs both need to know about the site and the visitor.

/** The version a commerce-service site id names (`twc-uk` …, spec 002 §1); 400 for any other. */
export function versionForSite(site: string): Version {
  const version = VERSIONS.find((v) => BASE_SITE_BY_VERSION[v] === site);
  if (!version)
    throw new DomainError("invalid", `Unknown base site '${site}'.`, { site: "Unknown base site" });
  return version;
}

/** The visitor's currency: the session's choice where the version serves it, else the version's. */
export function currencyOf(c: Context<AppEnv>, version: Version): string {
  return visitorCurrency(version, c.get("session").data);
}

/** The locale prices and dates are formatted in on a version. */
export function localeOf(version: Version): string {
  return LOCALE_BY_VERSION[version];
}
