import type { SessionData } from "../session/session.ts";
import type { SiteConfig } from "../site/site-config.ts";
import { DEFAULT_CURRENCY_BY_VERSION, type Version } from "../site/versions.ts";
import { visitorCurrency } from "../site/visitor.ts";
import type { PriceContext } from "./product-service.ts";

/** How a visitor sees prices and stock on a version: their currency (else the version's) and the low-stock line. */
export function visitorPriceContext(
  version: Version,
  session: SessionData,
  config: SiteConfig,
): PriceContext {
  return {
    currency: visitorCurrency(version, session),
    fallbackCurrency: DEFAULT_CURRENCY_BY_VERSION[version],
    lowStockThreshold: config.lowStockThreshold,
  };
}
