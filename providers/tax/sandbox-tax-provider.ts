import type {
  TaxAddress,
  TaxAddressError,
  TaxProvider,
  TaxQuote,
  TaxQuoteInput,
} from "../../core/tax/tax-provider.ts";
import {
  AMERICAN_SAMOA_ZIP,
  inRanges,
  LOCAL_TAX,
  STATE_TAX,
  type StateTax,
  UNSERVICEABLE_REGIONS,
  UNSERVICEABLE_ZIP_PREFIXES,
} from "./us-sales-tax-table.ts";

// The SANDBOX tax provider: an offline stand-in for Avalara, used by default (TAX_PROVIDER=sandbox). It checks a
// US address as Avalara does and prices sales tax from the statewide rates of us-sales-tax-table.ts; outside the
// US prices include tax, so there is none to add. The magic address below simulates the service being down.

/** line1 of the address that answers avalaraAPIFailed, as if the tax service could not be reached. */
export const SANDBOX_OUTAGE_LINE1 = "1 Outage Way";

const PARTS_PER_MILLION = 1_000_000;
const ZIP_CODE = /^(\d{5})(-\d{4})?$/;
// "PO Box 12", "P.O. Box", "P O Box", "Post Office Box": the carriers cannot deliver a parcel there.
const PO_BOX = /\b(?:p\.?\s*o\.?|post\s+office)\s*box\b/i;
// Armed forces post: the town of an APO, FPO or DPO address is the post office itself.
const MILITARY_POST = /\b(?:APO|FPO|DPO)\b/i;

const blank = (value: string | null) => (value ?? "").trim() === "";
const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toLowerCase() === b.toLowerCase();

function failure(error: TaxAddressError): TaxQuote {
  // spec 001 §8: the cart's taxRegion signals the error to the page, which raises the address-error event.
  return {
    ok: false,
    error,
    taxRegion: error === "avalaraAPIFailed" ? "API_FAILURE" : "ADDRESS_VALIDATION_ERROR",
  };
}

function isUnserviceable(address: TaxAddress, state: string, zip: string): boolean {
  const lines = [address.line1, address.line2 ?? ""];
  if (lines.some((line) => PO_BOX.test(line))) return true;
  if ([...lines, address.townCity].some((text) => MILITARY_POST.test(text))) return true;
  if (UNSERVICEABLE_REGIONS.has(state)) return true;
  const prefix = ZIP_CODE.exec(zip)?.[1];
  return (
    prefix !== undefined &&
    (prefix === AMERICAN_SAMOA_ZIP || inRanges(Number(prefix.slice(0, 3)), UNSERVICEABLE_ZIP_PREFIXES))
  );
}

/** The checks Avalara makes before it prices, in its order; the state's table row when the address passes. */
function checkAddress(
  address: TaxAddress,
):
  | { ok: true; stateCode: string; state: StateTax; zipPrefix: number }
  | { ok: false; error: TaxAddressError } {
  if ([address.line1, address.townCity, address.regionIso, address.postcode].some(blank))
    return { ok: false, error: "mandatoryParamsMissing" };
  if (sameText(address.line1, SANDBOX_OUTAGE_LINE1)) return { ok: false, error: "avalaraAPIFailed" };
  // The address forms store ISO 3166-2 (US-NY); Avalara's region is the state's two letters.
  const stateCode = (address.regionIso ?? "").trim().toUpperCase().replace(/^US-/, "");
  const zip = address.postcode.trim();
  if (isUnserviceable(address, stateCode, zip)) return { ok: false, error: "addressUnserviceable" };
  const state = STATE_TAX.get(stateCode);
  const zipPrefix = Number(ZIP_CODE.exec(zip)?.[1]?.slice(0, 3));
  // An unknown state, a malformed ZIP code, or one of another state: Avalara cannot resolve the address.
  if (!state || Number.isNaN(zipPrefix) || !inRanges(zipPrefix, state.zipPrefixes))
    return { ok: false, error: "WrongAddressError" };
  return { ok: true, stateCode, state, zipPrefix };
}

function assertMinorUnits(input: TaxQuoteInput): void {
  const amounts = [...input.lines.map((line) => line.amount), input.deliveryCharge, input.otherCharges];
  if (!amounts.every((amount) => Number.isInteger(amount) && amount >= 0))
    throw new RangeError("Tax is quoted on whole, non-negative minor units.");
}

/** Tax on an amount of minor units at a rate in parts per million, rounded half up to the minor unit. */
export function taxAt(amount: number, ratePerMillion: number): number {
  return Math.floor((amount * ratePerMillion + PARTS_PER_MILLION / 2) / PARTS_PER_MILLION);
}

export function createSandboxTaxProvider(): TaxProvider {
  return {
    async quote(input) {
      assertMinorUnits(input);
      if (input.address.countryIso.trim().toUpperCase() !== "US")
        return { ok: true, taxRegion: "", totalTax: 0, rate: 0 };
      const checked = checkAddress(input.address);
      if (!checked.ok) return failure(checked.error);
      const { stateCode, state, zipPrefix } = checked;
      const local = LOCAL_TAX.find(
        (place) => place.state === stateCode && inRanges(zipPrefix, place.zipPrefixes),
      );
      const ratePerMillion = state.rate + (local?.rate ?? 0);
      const goods = input.lines.reduce((sum, line) => sum + line.amount, 0);
      // Gift boxes are goods, taxed wherever sales tax applies; delivery only in the states that tax it.
      const taxable = goods + input.otherCharges + (state.taxesShipping ? input.deliveryCharge : 0);
      return {
        ok: true,
        taxRegion: stateCode,
        totalTax: taxAt(taxable, ratePerMillion),
        rate: ratePerMillion / PARTS_PER_MILLION,
      };
    },
  };
}
