import type { Context } from "hono";
import { visitorPriceContext } from "../../../core/catalogue/price-context.ts";
import type { PriceContext } from "../../../core/catalogue/product-service.ts";
import { type Version, versionForCountry } from "../../../core/site/versions.ts";
import { visitorCountry as visitorCountryOn } from "../../../core/site/visitor.ts";
import type { AppEnv } from "../../app-env.ts";

/** The prices a visitor sees: the session's currency, else the version's (ARCHITECTURE.md "Money"). */
export function priceContextFor(c: Context<AppEnv>, version: Version): PriceContext {
  return visitorPriceContext(version, c.get("session").data, c.get("services").config[version]);
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
