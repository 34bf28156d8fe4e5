import type { PostalAddress } from "../addresses/postal-address.ts";

// The US sales tax port (spec 001 §3 taxRegion, §8 address error codes). The provider checks
// the address as it prices it (as Avalara does). Implemented by providers/tax/ (an offline sandbox by default).

/** spec 001 §8 address error codes a tax provider raises. */
export const TAX_ADDRESS_ERRORS = [
  "WrongAddressError",
  "avalaraAPIFailed",
  "addressUnserviceable",
  "mandatoryParamsMissing",
] as const;
export type TaxAddressError = (typeof TAX_ADDRESS_ERRORS)[number];

/** The state (`regionIso`) as its two letters (NY) or, as the address forms store it, its ISO 3166-2 code (US-NY). */
export type TaxAddress = PostalAddress;

interface TaxLineInput {
  entryNumber: number;
  productCode: string;
  /** Minor units after the line's discount. */
  amount: number;
}

export interface TaxQuoteInput {
  currency: string;
  address: TaxAddress;
  lines: readonly TaxLineInput[];
  /** Delivery and gift-box charges, taxed where the state taxes them. */
  deliveryCharge: number;
  otherCharges: number;
}

export type TaxQuote =
  | {
      ok: true;
      /** spec 001 §3 taxRegion: the state the tax is for, e.g. "NY". */
      taxRegion: string;
      /** Minor units of sales tax on the whole order. */
      totalTax: number;
      /** Combined rate applied, e.g. 0.08875, for the summary's wording. */
      rate: number;
    }
  | {
      ok: false;
      error: TaxAddressError;
      /** spec 001 §8: the cart's taxRegion value that signals the error and raises the address-error event. */
      taxRegion: "ADDRESS_VALIDATION_ERROR" | "API_FAILURE";
    };

export interface TaxProvider {
  quote(input: TaxQuoteInput): Promise<TaxQuote>;
}
