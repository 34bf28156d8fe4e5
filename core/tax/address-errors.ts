import type { TaxAddressError, TaxQuote } from "./tax-provider.ts";

// spec 001 §8 "Address error codes" with the wording shoppers see (the spec leaves the wording to us). The tax
// provider raises the first four while it checks a US address; restrictedPostCode comes from delivery, when a
// postcode cannot have the chosen delivery option.

export const ADDRESS_ERROR_CODES = [
  "WrongAddressError",
  "avalaraAPIFailed",
  "addressUnserviceable",
  "mandatoryParamsMissing",
  "restrictedPostCode",
] as const;
export type AddressErrorCode = (typeof ADDRESS_ERROR_CODES)[number];

export const ADDRESS_ERROR_MESSAGES: Record<AddressErrorCode, string> = {
  WrongAddressError: "We couldn't verify this address. Please check the ZIP code matches the state.",
  avalaraAPIFailed: "We couldn't calculate tax for this address just now. Please try again.",
  addressUnserviceable:
    "We can't deliver to this address. We don't ship to PO boxes, military addresses or US territories.",
  mandatoryParamsMissing: "Please complete the address, including the state and ZIP code.",
  restrictedPostCode: "We can't deliver this order to your postcode with the delivery option you chose.",
};

export function isAddressErrorCode(code: string): code is AddressErrorCode {
  return (ADDRESS_ERROR_CODES as readonly string[]).includes(code);
}

/** spec 001 §8: the US cart taxRegion values that signal an address error and raise the address-error event. */
const ADDRESS_ERROR_TAX_REGIONS = ["ADDRESS_VALIDATION_ERROR", "API_FAILURE"] as const;

/** The name of the browser event the checkout raises when the address cannot be taxed. */
export const ADDRESS_ERROR_EVENT = "addressError";

export function raisesAddressError(taxRegion: string): boolean {
  return (ADDRESS_ERROR_TAX_REGIONS as readonly string[]).includes(taxRegion);
}

/** The address-error event's detail for a failed quote: the code and its wording; null when the quote is good. */
export function addressErrorOf(quote: TaxQuote): { code: TaxAddressError; message: string } | null {
  return quote.ok ? null : { code: quote.error, message: ADDRESS_ERROR_MESSAGES[quote.error] };
}
