import type { PriceContext } from "../../../core/catalogue/product-service.ts";
import type { SessionData } from "../../../core/session/session.ts";
import type { SiteConfig } from "../../../core/site/site-config.ts";
import {
  DEFAULT_COUNTRY_BY_VERSION,
  DEFAULT_CURRENCY_BY_VERSION,
  type Version,
} from "../../../core/site/versions.ts";

/** For loaders: the visitor's currency (session, else the version's) and the stock threshold. */
export function visitorPriceContext(
  session: SessionData,
  version: Version,
  config: SiteConfig,
): PriceContext {
  return {
    currency: session.currency ?? DEFAULT_CURRENCY_BY_VERSION[version],
    fallbackCurrency: DEFAULT_CURRENCY_BY_VERSION[version],
    lowStockThreshold: config.lowStockThreshold,
  };
}

export function visitorCountry(session: SessionData, version: Version): string {
  return session.country ?? DEFAULT_COUNTRY_BY_VERSION[version];
}
