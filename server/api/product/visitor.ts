import type { Context } from "hono";
import type { PriceContext } from "../../../core/catalogue/product-service.ts";
import { DomainError } from "../../../core/errors/domain-error.ts";
import {
  BASE_SITE_BY_VERSION,
  DEFAULT_CURRENCY_BY_VERSION,
  LOCALE_BY_VERSION,
  VERSIONS,
  type Version,
  versionForCountry,
} from "../../../core/site/versions.ts";
import { visitorCountry as visitorCountryOn, visitorCurrency } from "../../../core/site/visitor.ts";
import type { AppEnv } from "../../app-env.ts";

/** The prices a visitor sees: the session's currency, else the version's (ARCHITECTURE.md "Money"). */
export function priceContextFor(c: Context<AppEnv>, version: Version): PriceContext {
  const config = c.get("services").config[version];
  return {
    currency: visitorCurrency(version, c.get("session").data),
    fallbackCurrency: DEFAULT_CURRENCY_BY_VERSION[version],
    lowStockThreshold: config.lowStockThreshold,
  };
}

/** The version a commerce-service site id names (`twc-uk` …, spec 002 §1); 400 for any other. */
export function versionForSite(site: string): Version {
  const version = VERSIONS.find((v) => BASE_SITE_BY_VERSION[v] === site);
  if (!version)
    throw new DomainError("invalid", `Unknown base site '${site}'.`, { site: "Unknown base site" });
  return version;
}

/** The shopper's country: the one chosen in the country selector, else the version's. */
export function visitorCountry(c: Context<AppEnv>, version?: Version): string {
  return visitorCountryOn(version ?? "uk", c.get("session").data);
}

export function visitorVersion(c: Context<AppEnv>, requested: Version | undefined): Version {
  if (requested) return requested;
  const chosen = c.get("session").data.country;
  return chosen ? versionForCountry(chosen) : "uk";
}

export function localeFor(version: Version): string {
  return LOCALE_BY_VERSION[version];
}
