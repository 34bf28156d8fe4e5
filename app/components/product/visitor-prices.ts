import type { PriceContext } from "../../../core/catalogue/product-service.ts";
import type { SessionData } from "../../../core/session/session.ts";
import type { SiteConfig } from "../../../core/site/site-config.ts";
import { DEFAULT_CURRENCY_BY_VERSION, type Version } from "../../../core/site/versions.ts";
import { visitorCountry as visitorCountryOn, visitorCurrency } from "../../../core/site/visitor.ts";

/** For loaders: the visitor's currency (session, else the version's) and the stock threshold. */
export function visitorPriceContext(
  session: SessionData,
  version: Version,
  config: SiteConfig,
): PriceContext {
  return {
    currency: visitorCurrency(version, session),
    fallbackCurrency: DEFAULT_CURRENCY_BY_VERSION[version],
    lowStockThreshold: config.lowStockThreshold,
  };
}

export function visitorCountry(session: SessionData, version: Version): string {
  return visitorCountryOn(version, session);
}
