import { describe, expect, it } from "vitest";
import {
  ADDRESS_ERROR_CODES,
  ADDRESS_ERROR_MESSAGES,
  addressErrorOf,
  isAddressErrorCode,
  raisesAddressError,
} from "./address-errors.ts";
import { TAX_ADDRESS_ERRORS } from "./tax-provider.ts";

describe("address error codes (spec 001 §8)", () => {
  it("are the five the spec names, the tax provider's four among them, each with its wording", () => {
    expect([...ADDRESS_ERROR_CODES].sort()).toEqual(
      [
        "WrongAddressError",
        "avalaraAPIFailed",
        "addressUnserviceable",
        "mandatoryParamsMissing",
        "restrictedPostCode",
      ].sort(),
    );
    for (const code of TAX_ADDRESS_ERRORS) expect(isAddressErrorCode(code)).toBe(true);
    for (const code of ADDRESS_ERROR_CODES) expect(ADDRESS_ERROR_MESSAGES[code]).toMatch(/^[A-Z].+\.$/);
    expect(isAddressErrorCode("somethingElse")).toBe(false);
  });

  it("tells the shopper what to check", () => {
    expect(ADDRESS_ERROR_MESSAGES.WrongAddressError).toBe(
      "We couldn't verify this address. Please check the ZIP code matches the state.",
    );
    expect(ADDRESS_ERROR_MESSAGES.addressUnserviceable).toContain("PO boxes");
  });
});

describe("the address-error event", () => {
  it("is raised by the tax regions that signal a validation error or an API failure, not by a state", () => {
    expect(raisesAddressError("ADDRESS_VALIDATION_ERROR")).toBe(true);
    expect(raisesAddressError("API_FAILURE")).toBe(true);
    expect(raisesAddressError("NY")).toBe(false);
    expect(raisesAddressError("")).toBe(false);
  });

  it("carries the failed quote's code and wording", () => {
    expect(addressErrorOf({ ok: false, error: "avalaraAPIFailed", taxRegion: "API_FAILURE" })).toEqual({
      code: "avalaraAPIFailed",
      message: "We couldn't calculate tax for this address just now. Please try again.",
    });
    expect(addressErrorOf({ ok: true, taxRegion: "NY", totalTax: 100, rate: 0.04 })).toBeNull();
  });
});
