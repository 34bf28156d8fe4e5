import type { Context } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import {
  BASE_SITE_BY_VERSION,
  DEFAULT_VERSION,
  isVersion,
  LOCALE_BY_VERSION,
  VERSIONS,
  type Version,
} from "../../../core/site/versions.ts";
import { visitorCurrency } from "../../../core/site/visitor.ts";
import type { AppEnv } from "../../app-env.ts";

// The bag and saved-items calls are served with or without a version prefix (`/uk/cart/entries` or
// `/cart/entries`); without one the version is uk (docs/decisions/008-cart-and-saved-items.md).
export function versionOf(c: Context<AppEnv>): Version {
  const segment = c.req.param("version");
  if (segment === undefined) return DEFAULT_VERSION;
  if (!isVersion(segment)) throw new DomainError("notFound", "No such API endpoint.");
  return segment;
}

/** The commerce-service `{site}`: the base-site id (`twc-uk`) or the bare version. */
export function versionForSite(site: string | undefined): Version {
  const version = VERSIONS.find((v) => BASE_SITE_BY_VERSION[v] === site || v === site);
  if (!version) throw new DomainError("notFound", `Base site ${site ?? ""} does not exist.`);
  return version;
}

export function currencyOf(c: Context<AppEnv>, version: Version): string {
  return visitorCurrency(version, c.get("session").data);
}

export function localeOf(version: Version): string {
  return LOCALE_BY_VERSION[version];
}

/** Answers with no caching: every bag and saved-items answer is one shopper's own. */
export function privateAnswer(c: Context<AppEnv>): void {
  c.header("Cache-Control", "private, no-store");
}
