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
