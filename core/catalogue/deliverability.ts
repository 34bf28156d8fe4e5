// spec 002 §5 "International delivery".
export interface DeliveryRules {
  internationalDeliveryAvailable: boolean;
  restrictedCountryCodes: readonly string[];
  unrestrictedCountryCodes: readonly string[];
  /** The country the shop sends from for this version. */
  homeCountry: string;
}

/** Deliverable if on the unrestricted list, or not restricted and (international delivery or home country). */
export function isDeliverableTo(country: string, rules: DeliveryRules): boolean {
  const code = country.toUpperCase();
  if (rules.unrestrictedCountryCodes.includes(code)) return true;
  if (rules.restrictedCountryCodes.includes(code)) return false;
  return rules.internationalDeliveryAvailable || code === rules.homeCountry.toUpperCase();
}

/** The delivery facts a product carries (spec 002 §3 product data). */
export interface ProductDeliveryFacts {
  internationalDelivery: boolean;
  restrictedCountries: readonly string[];
}

/** Whether a product can go to the shopper's country from this version's home country. */
export function isProductDeliverableTo(
  country: string,
  product: ProductDeliveryFacts,
  homeCountry: string,
): boolean {
  return isDeliverableTo(country, {
    internationalDeliveryAvailable: product.internationalDelivery,
    restrictedCountryCodes: product.restrictedCountries,
    unrestrictedCountryCodes: [],
    homeCountry,
  });
}
