import { type OfferTerms, offerTerms } from "../../core/catalogue/offer-terms.ts";
import type { ProductDetail } from "../../core/catalogue/product-types.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { deliveryPricingFor } from "../../core/pricing/delivery-pricing.ts";
import type { Version } from "../../core/site/versions.ts";
import { visitorCountry } from "../../core/site/visitor.ts";

/**
 * The delivery and returns terms a product or bundle page publishes with its offers, for this shopper's version,
 * country and currency; null for a product the catalogue holds no delivery facts for.
 */
export async function loadOfferTerms(
  ctx: RequestContext,
  version: Version,
  product: Pick<ProductDetail, "code" | "currency" | "breadcrumbs">,
): Promise<OfferTerms | null> {
  const facts = (await ctx.services.product.deliveryFacts([product.code])).get(product.code);
  if (!facts) return null;
  const pricing = deliveryPricingFor(ctx.services.config[version], version, product.currency);
  return offerTerms({
    version,
    currency: product.currency,
    country: visitorCountry(version, ctx.session.data),
    product: facts,
    categoryCodes: product.breadcrumbs.map((crumb) => crumb.code),
    standardCharge: pricing.standardCharge,
    freeThreshold: pricing.freeThreshold,
  });
}
