import type { Context } from "hono";
import type { PriceContext } from "../../../core/catalogue/product-service.ts";
import { DEFAULT_CURRENCY_BY_VERSION, type Version, versionForCountry } from "../../../core/site/versions.ts";
import { visitorCountry as visitorCountryOn } from "../../../core/site/visitor.ts";
import type { AppEnv } from "../../app-env.ts";
import { currencyOf } from "../site-visitor.ts";

/** The prices a visitor sees: the session's currency, else the version's (ARCHITECTURE.md "Money"). */
export function priceContextFor(c: Context<AppEnv>, version: Version): PriceContext {
  const config = c.get("services").config[version];
  return {
    currency: currencyOf(c, version),
    fallbackCurrency: DEFAULT_CURRENCY_BY_VERSION[version],
    lowStockThreshold: config.lowStockThreshold,
  };
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
