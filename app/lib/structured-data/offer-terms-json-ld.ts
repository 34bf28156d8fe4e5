import type { OfferTerms } from "../../../core/catalogue/offer-terms.ts";
import { shippingOptions } from "../../../core/delivery/shipping-options.ts";
import { toDecimalString } from "../../../core/money/money.ts";
import type { ReturnPolicy } from "../../../core/returns/return-policy.ts";

// schema.org's words for the shop's delivery and returns rules (core/delivery/shipping-options.ts,
// core/returns/return-policy.ts), as Offer.shippingDetails and Offer.hasMerchantReturnPolicy.

const SCHEMA = "https://schema.org/";

function days(range: { min: number; max: number }) {
  return { "@type": "QuantitativeValue", minValue: range.min, maxValue: range.max, unitCode: "DAY" };
}

/** One OfferShippingDetails per way the item can be delivered, bought on its own at `itemPrice` minor units. */
function shippingDetailsJsonLd(terms: OfferTerms, itemPrice: number) {
  return shippingOptions({ ...terms.delivery, itemPrice }).map((option) => ({
    "@type": "OfferShippingDetails",
    shippingRate: {
      "@type": "MonetaryAmount",
      value: toDecimalString({ amount: option.charge, currency: option.currency }),
      currency: option.currency,
    },
    shippingDestination: option.countries.map((country) => ({
      "@type": "DefinedRegion",
      addressCountry: country,
    })),
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: days(option.handlingDays),
      transitTime: days(option.transitDays),
    },
  }));
}

function returnFees(policy: Extract<ReturnPolicy, { returnable: true }>, currency: string) {
  const { postage } = policy;
  if (postage.kind === "free") return { returnFees: `${SCHEMA}FreeReturn` };
  if (postage.kind === "shopper") return { returnFees: `${SCHEMA}ReturnFeesCustomerResponsibility` };
  const charge = postage.charges[currency];
  // A label charged in another currency than the page's cannot be stated in it: the shopper pays for the label.
  if (charge === undefined) return { returnFees: `${SCHEMA}ReturnFeesCustomerResponsibility` };
  return {
    returnFees: `${SCHEMA}ReturnShippingFees`,
    returnShippingFeesAmount: {
      "@type": "MonetaryAmount",
      value: toDecimalString({ amount: charge, currency }),
      currency,
    },
  };
}

/** The MerchantReturnPolicy of an offer priced in `currency`. */
function returnPolicyJsonLd(terms: OfferTerms, currency: string) {
  const policy = terms.returns;
  const base = { "@type": "MerchantReturnPolicy", applicableCountry: terms.returnCountries };
  if (!policy.returnable) return { ...base, returnPolicyCategory: `${SCHEMA}MerchantReturnNotPermitted` };
  return {
    ...base,
    returnPolicyCountry: policy.returnTo,
    returnPolicyCategory: `${SCHEMA}MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: policy.windowDays,
    returnMethod: [`${SCHEMA}ReturnByMail`, ...(policy.inStore ? [`${SCHEMA}ReturnInStore`] : [])],
    ...returnFees(policy, currency),
  };
}

/** The delivery and returns facts of one offer; nothing when the product's terms are unknown. */
export function offerTermsJsonLd(terms: OfferTerms | null, itemPrice: number, currency: string) {
  if (!terms) return {};
  return {
    shippingDetails: shippingDetailsJsonLd(terms, itemPrice),
    hasMerchantReturnPolicy: returnPolicyJsonLd(terms, currency),
  };
}
