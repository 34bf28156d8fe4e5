import { describedDestinations, type ShippingOptionsInput } from "../delivery/shipping-options.ts";
import { type ReturnPolicy, returnPolicyFor } from "../returns/return-policy.ts";
import type { Version } from "../site/versions.ts";
import type { ProductDeliveryFacts } from "./product-repository.ts";

/** What a product page offers besides the price: delivery to the shopper and the returns rule (schema.org Offer). */
export interface OfferTerms {
  /** Everything the delivery options need but the item's price (core/delivery/shipping-options.ts). */
  delivery: Omit<ShippingOptionsInput, "itemPrice">;
  returns: ReturnPolicy;
  /** The countries the returns rule is published for: those the version describes delivery to. */
  returnCountries: readonly string[];
}

interface OfferTermsInput {
  version: Version;
  currency: string;
  /** The shopper's country (the rest-of-world site describes delivery to it). */
  country: string;
  product: ProductDeliveryFacts;
  /** The product's category trail, root first: some categories are not returnable. */
  categoryCodes: readonly string[];
  /** The bag's standard charge and free threshold in the currency (core/pricing/delivery-pricing.ts). */
  standardCharge: number;
  freeThreshold: number | null;
}

export function offerTerms(input: OfferTermsInput): OfferTerms {
  return {
    delivery: {
      version: input.version,
      currency: input.currency,
      country: input.country,
      product: input.product,
      standardCharge: input.standardCharge,
      freeThreshold: input.freeThreshold,
    },
    returns: returnPolicyFor(input.version, {
      categoryCodes: input.categoryCodes,
      deliveryGroup: input.product.deliveryGroup,
    }),
    returnCountries: describedDestinations(input.version, input.country),
  };
}
